from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

T = TypeVar("T", bound="SubscribeHookResponse201Filters")


@_attrs_define
class SubscribeHookResponse201Filters:
    """
    Attributes:
        domain (str | Unset):
        client_id (int | Unset):
        min_severity (str | Unset):
    """

    domain: str | Unset = UNSET
    client_id: int | Unset = UNSET
    min_severity: str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        domain = self.domain

        client_id = self.client_id

        min_severity = self.min_severity

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({})
        if domain is not UNSET:
            field_dict["domain"] = domain
        if client_id is not UNSET:
            field_dict["client_id"] = client_id
        if min_severity is not UNSET:
            field_dict["min_severity"] = min_severity

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        domain = d.pop("domain", UNSET)

        client_id = d.pop("client_id", UNSET)

        min_severity = d.pop("min_severity", UNSET)

        subscribe_hook_response_201_filters = cls(
            domain=domain,
            client_id=client_id,
            min_severity=min_severity,
        )

        subscribe_hook_response_201_filters.additional_properties = d
        return subscribe_hook_response_201_filters

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
