from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.get_alert_stats_response_200_by_severity import (
        GetAlertStatsResponse200BySeverity,
    )
    from ..models.get_alert_stats_response_200_by_type import (
        GetAlertStatsResponse200ByType,
    )


T = TypeVar("T", bound="GetAlertStatsResponse200")


@_attrs_define
class GetAlertStatsResponse200:
    """
    Attributes:
        total (int):
        unread (int):
        by_severity (GetAlertStatsResponse200BySeverity):
        by_type (GetAlertStatsResponse200ByType):
    """

    total: int
    unread: int
    by_severity: GetAlertStatsResponse200BySeverity
    by_type: GetAlertStatsResponse200ByType
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        total = self.total

        unread = self.unread

        by_severity = self.by_severity.to_dict()

        by_type = self.by_type.to_dict()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "total": total,
                "unread": unread,
                "by_severity": by_severity,
                "by_type": by_type,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.get_alert_stats_response_200_by_severity import (
            GetAlertStatsResponse200BySeverity,
        )
        from ..models.get_alert_stats_response_200_by_type import (
            GetAlertStatsResponse200ByType,
        )

        d = dict(src_dict)
        total = d.pop("total")

        unread = d.pop("unread")

        by_severity = GetAlertStatsResponse200BySeverity.from_dict(d.pop("by_severity"))

        by_type = GetAlertStatsResponse200ByType.from_dict(d.pop("by_type"))

        get_alert_stats_response_200 = cls(
            total=total,
            unread=unread,
            by_severity=by_severity,
            by_type=by_type,
        )

        get_alert_stats_response_200.additional_properties = d
        return get_alert_stats_response_200

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
