from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.get_service_index_response_200_endpoints import (
        GetServiceIndexResponse200Endpoints,
    )


T = TypeVar("T", bound="GetServiceIndexResponse200")


@_attrs_define
class GetServiceIndexResponse200:
    """
    Attributes:
        service (str):
        version (str):
        documentation (str):
        endpoints (GetServiceIndexResponse200Endpoints):
        pricing (str):
        openapi (str | Unset):
        dashboard (str | Unset): The web dashboard (sign-up, scans, reports)
    """

    service: str
    version: str
    documentation: str
    endpoints: GetServiceIndexResponse200Endpoints
    pricing: str
    openapi: str | Unset = UNSET
    dashboard: str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        service = self.service

        version = self.version

        documentation = self.documentation

        endpoints = self.endpoints.to_dict()

        pricing = self.pricing

        openapi = self.openapi

        dashboard = self.dashboard

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "service": service,
                "version": version,
                "documentation": documentation,
                "endpoints": endpoints,
                "pricing": pricing,
            }
        )
        if openapi is not UNSET:
            field_dict["openapi"] = openapi
        if dashboard is not UNSET:
            field_dict["dashboard"] = dashboard

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.get_service_index_response_200_endpoints import (
            GetServiceIndexResponse200Endpoints,
        )

        d = dict(src_dict)
        service = d.pop("service")

        version = d.pop("version")

        documentation = d.pop("documentation")

        endpoints = GetServiceIndexResponse200Endpoints.from_dict(d.pop("endpoints"))

        pricing = d.pop("pricing")

        openapi = d.pop("openapi", UNSET)

        dashboard = d.pop("dashboard", UNSET)

        get_service_index_response_200 = cls(
            service=service,
            version=version,
            documentation=documentation,
            endpoints=endpoints,
            pricing=pricing,
            openapi=openapi,
            dashboard=dashboard,
        )

        get_service_index_response_200.additional_properties = d
        return get_service_index_response_200

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
