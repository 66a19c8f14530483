from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="GetUsageByEndpointResponse200EndpointsItem")


@_attrs_define
class GetUsageByEndpointResponse200EndpointsItem:
    """
    Attributes:
        method (str):
        route (str): the route pattern, e.g. /v1/scan/jobs/{job_id}
        requests (int):
        client_errors (int):
        server_errors (int):
        error_rate (float): (4xx + 5xx) / requests, 0-1
    """

    method: str
    route: str
    requests: int
    client_errors: int
    server_errors: int
    error_rate: float
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        method = self.method

        route = self.route

        requests = self.requests

        client_errors = self.client_errors

        server_errors = self.server_errors

        error_rate = self.error_rate

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "method": method,
                "route": route,
                "requests": requests,
                "client_errors": client_errors,
                "server_errors": server_errors,
                "error_rate": error_rate,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        method = d.pop("method")

        route = d.pop("route")

        requests = d.pop("requests")

        client_errors = d.pop("client_errors")

        server_errors = d.pop("server_errors")

        error_rate = d.pop("error_rate")

        get_usage_by_endpoint_response_200_endpoints_item = cls(
            method=method,
            route=route,
            requests=requests,
            client_errors=client_errors,
            server_errors=server_errors,
            error_rate=error_rate,
        )

        get_usage_by_endpoint_response_200_endpoints_item.additional_properties = d
        return get_usage_by_endpoint_response_200_endpoints_item

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
