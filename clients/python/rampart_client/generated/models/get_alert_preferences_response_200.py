from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="GetAlertPreferencesResponse200")


@_attrs_define
class GetAlertPreferencesResponse200:
    """
    Attributes:
        score_drop (bool): Create score drop alerts (default true)
        critical_issue (bool): Create critical issue alerts (default true)
        cert_expiry (bool): Create certificate expired and expiring soon alerts (default true)
        config_change (bool): Create configuration change alerts (default true)
    """

    score_drop: bool
    critical_issue: bool
    cert_expiry: bool
    config_change: bool
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        score_drop = self.score_drop

        critical_issue = self.critical_issue

        cert_expiry = self.cert_expiry

        config_change = self.config_change

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "score_drop": score_drop,
                "critical_issue": critical_issue,
                "cert_expiry": cert_expiry,
                "config_change": config_change,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        score_drop = d.pop("score_drop")

        critical_issue = d.pop("critical_issue")

        cert_expiry = d.pop("cert_expiry")

        config_change = d.pop("config_change")

        get_alert_preferences_response_200 = cls(
            score_drop=score_drop,
            critical_issue=critical_issue,
            cert_expiry=cert_expiry,
            config_change=config_change,
        )

        get_alert_preferences_response_200.additional_properties = d
        return get_alert_preferences_response_200

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
