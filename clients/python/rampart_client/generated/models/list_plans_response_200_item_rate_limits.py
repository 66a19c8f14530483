from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="ListPlansResponse200ItemRateLimits")


@_attrs_define
class ListPlansResponse200ItemRateLimits:
    """
    Attributes:
        per_minute (int):
        per_hour (int):
        per_day (int):
        concurrent (int):
        burst (int): token-bucket size, refilled at per_minute (docs/billing.md)
    """

    per_minute: int
    per_hour: int
    per_day: int
    concurrent: int
    burst: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        per_minute = self.per_minute

        per_hour = self.per_hour

        per_day = self.per_day

        concurrent = self.concurrent

        burst = self.burst

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "per_minute": per_minute,
                "per_hour": per_hour,
                "per_day": per_day,
                "concurrent": concurrent,
                "burst": burst,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        per_minute = d.pop("per_minute")

        per_hour = d.pop("per_hour")

        per_day = d.pop("per_day")

        concurrent = d.pop("concurrent")

        burst = d.pop("burst")

        list_plans_response_200_item_rate_limits = cls(
            per_minute=per_minute,
            per_hour=per_hour,
            per_day=per_day,
            concurrent=concurrent,
            burst=burst,
        )

        list_plans_response_200_item_rate_limits.additional_properties = d
        return list_plans_response_200_item_rate_limits

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
