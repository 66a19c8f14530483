from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.get_usage_by_endpoint_response_200_endpoints_item import (
        GetUsageByEndpointResponse200EndpointsItem,
    )


T = TypeVar("T", bound="GetUsageByEndpointResponse200")


@_attrs_define
class GetUsageByEndpointResponse200:
    """
    Attributes:
        days (int):
        since (str):
        endpoints (list[GetUsageByEndpointResponse200EndpointsItem]):
    """

    days: int
    since: str
    endpoints: list[GetUsageByEndpointResponse200EndpointsItem]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        days = self.days

        since = self.since

        endpoints = []
        for endpoints_item_data in self.endpoints:
            endpoints_item = endpoints_item_data.to_dict()
            endpoints.append(endpoints_item)

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "days": days,
                "since": since,
                "endpoints": endpoints,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.get_usage_by_endpoint_response_200_endpoints_item import (
            GetUsageByEndpointResponse200EndpointsItem,
        )

        d = dict(src_dict)
        days = d.pop("days")

        since = d.pop("since")

        endpoints = []
        _endpoints = d.pop("endpoints")
        for endpoints_item_data in _endpoints:
            endpoints_item = GetUsageByEndpointResponse200EndpointsItem.from_dict(
                endpoints_item_data
            )

            endpoints.append(endpoints_item)

        get_usage_by_endpoint_response_200 = cls(
            days=days,
            since=since,
            endpoints=endpoints,
        )

        get_usage_by_endpoint_response_200.additional_properties = d
        return get_usage_by_endpoint_response_200

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
