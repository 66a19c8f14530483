from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.get_usage_summary_response_200_days_item import (
        GetUsageSummaryResponse200DaysItem,
    )


T = TypeVar("T", bound="GetUsageSummaryResponse200")


@_attrs_define
class GetUsageSummaryResponse200:
    """
    Attributes:
        start_date (str): the first day covered: the one asked for, or the account’s first day if later
        end_date (str): the last day covered: the one asked for, or today if earlier
        total_requests (int):
        total_errors (int):
        total_scans (int):
        days (list[GetUsageSummaryResponse200DaysItem]):
    """

    start_date: str
    end_date: str
    total_requests: int
    total_errors: int
    total_scans: int
    days: list[GetUsageSummaryResponse200DaysItem]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        start_date = self.start_date

        end_date = self.end_date

        total_requests = self.total_requests

        total_errors = self.total_errors

        total_scans = self.total_scans

        days = []
        for days_item_data in self.days:
            days_item = days_item_data.to_dict()
            days.append(days_item)

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "start_date": start_date,
                "end_date": end_date,
                "total_requests": total_requests,
                "total_errors": total_errors,
                "total_scans": total_scans,
                "days": days,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.get_usage_summary_response_200_days_item import (
            GetUsageSummaryResponse200DaysItem,
        )

        d = dict(src_dict)
        start_date = d.pop("start_date")

        end_date = d.pop("end_date")

        total_requests = d.pop("total_requests")

        total_errors = d.pop("total_errors")

        total_scans = d.pop("total_scans")

        days = []
        _days = d.pop("days")
        for days_item_data in _days:
            days_item = GetUsageSummaryResponse200DaysItem.from_dict(days_item_data)

            days.append(days_item)

        get_usage_summary_response_200 = cls(
            start_date=start_date,
            end_date=end_date,
            total_requests=total_requests,
            total_errors=total_errors,
            total_scans=total_scans,
            days=days,
        )

        get_usage_summary_response_200.additional_properties = d
        return get_usage_summary_response_200

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
