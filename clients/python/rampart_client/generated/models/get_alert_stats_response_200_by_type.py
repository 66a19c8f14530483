from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="GetAlertStatsResponse200ByType")


@_attrs_define
class GetAlertStatsResponse200ByType:
    """
    Attributes:
        score_drop (int):
        critical_issue (int):
        cert_expired (int):
        cert_expiring_soon (int):
        config_change (int):
    """

    score_drop: int
    critical_issue: int
    cert_expired: int
    cert_expiring_soon: int
    config_change: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        score_drop = self.score_drop

        critical_issue = self.critical_issue

        cert_expired = self.cert_expired

        cert_expiring_soon = self.cert_expiring_soon

        config_change = self.config_change

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "score_drop": score_drop,
                "critical_issue": critical_issue,
                "cert_expired": cert_expired,
                "cert_expiring_soon": cert_expiring_soon,
                "config_change": config_change,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        score_drop = d.pop("score_drop")

        critical_issue = d.pop("critical_issue")

        cert_expired = d.pop("cert_expired")

        cert_expiring_soon = d.pop("cert_expiring_soon")

        config_change = d.pop("config_change")

        get_alert_stats_response_200_by_type = cls(
            score_drop=score_drop,
            critical_issue=critical_issue,
            cert_expired=cert_expired,
            cert_expiring_soon=cert_expiring_soon,
            config_change=config_change,
        )

        get_alert_stats_response_200_by_type.additional_properties = d
        return get_alert_stats_response_200_by_type

    @property
    def additional_keys(self) -> list[str]:
        return list(self.additional_properties.keys())

    def __getitem__(self, key: str) -> Any:
        return self.additional_properties[key]

    def __setitem__(self, key: str, value: Any) -> None:
        self.additional_properties[key] = value

    def __delitem__(self, key: str) -> None:
        del self.additional_properties[key]

    def __contains__(self, key: str) -> bool:
        return key in self.additional_properties
