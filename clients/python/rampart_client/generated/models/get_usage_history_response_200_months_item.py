from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="GetUsageHistoryResponse200MonthsItem")


@_attrs_define
class GetUsageHistoryResponse200MonthsItem:
    """
    Attributes:
        month (str):
        requests (int):
        errors (int):
        scans (int):
    """

    month: str
    requests: int
    errors: int
    scans: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        month = self.month

        requests = self.requests

        errors = self.errors

        scans = self.scans

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "month": month,
                "requests": requests,
                "errors": errors,
                "scans": scans,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        month = d.pop("month")

        requests = d.pop("requests")

        errors = d.pop("errors")

        scans = d.pop("scans")

        get_usage_history_response_200_months_item = cls(
            month=month,
            requests=requests,
            errors=errors,
            scans=scans,
        )

        get_usage_history_response_200_months_item.additional_properties = d
        return get_usage_history_response_200_months_item

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
