from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="GetPortfolioSummaryResponse200OpenAlertsBySeverity")


@_attrs_define
class GetPortfolioSummaryResponse200OpenAlertsBySeverity:
    """
    Attributes:
        critical (int):
        high (int):
        medium (int):
        low (int):
    """

    critical: int
    high: int
    medium: int
    low: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        critical = self.critical

        high = self.high

        medium = self.medium

        low = self.low

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "critical": critical,
                "high": high,
                "medium": medium,
                "low": low,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        critical = d.pop("critical")

        high = d.pop("high")

        medium = d.pop("medium")

        low = d.pop("low")

        get_portfolio_summary_response_200_open_alerts_by_severity = cls(
            critical=critical,
            high=high,
            medium=medium,
            low=low,
        )

        get_portfolio_summary_response_200_open_alerts_by_severity.additional_properties = d
        return get_portfolio_summary_response_200_open_alerts_by_severity

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
