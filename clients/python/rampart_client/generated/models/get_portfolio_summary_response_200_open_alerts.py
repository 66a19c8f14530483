from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.get_portfolio_summary_response_200_open_alerts_by_severity import (
        GetPortfolioSummaryResponse200OpenAlertsBySeverity,
    )


T = TypeVar("T", bound="GetPortfolioSummaryResponse200OpenAlerts")


@_attrs_define
class GetPortfolioSummaryResponse200OpenAlerts:
    """
    Attributes:
        total (int):
        by_severity (GetPortfolioSummaryResponse200OpenAlertsBySeverity):
    """

    total: int
    by_severity: GetPortfolioSummaryResponse200OpenAlertsBySeverity
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        total = self.total

        by_severity = self.by_severity.to_dict()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "total": total,
                "by_severity": by_severity,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.get_portfolio_summary_response_200_open_alerts_by_severity import (
            GetPortfolioSummaryResponse200OpenAlertsBySeverity,
        )

        d = dict(src_dict)
        total = d.pop("total")

        by_severity = GetPortfolioSummaryResponse200OpenAlertsBySeverity.from_dict(
            d.pop("by_severity")
        )

        get_portfolio_summary_response_200_open_alerts = cls(
            total=total,
            by_severity=by_severity,
        )

        get_portfolio_summary_response_200_open_alerts.additional_properties = d
        return get_portfolio_summary_response_200_open_alerts

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
