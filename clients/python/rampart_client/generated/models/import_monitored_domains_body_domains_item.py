from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

T = TypeVar("T", bound="ImportMonitoredDomainsBodyDomainsItem")


@_attrs_define
class ImportMonitoredDomainsBodyDomainsItem:
    """
    Attributes:
        domain (str):
        client (str | Unset): Client name; made when the account has none
        tags (list[str] | Unset):
        scan_frequency (str | Unset):
    """

    domain: str
    client: str | Unset = UNSET
    tags: list[str] | Unset = UNSET
    scan_frequency: str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        domain = self.domain

        client = self.client

        tags: list[str] | Unset = UNSET
        if not isinstance(self.tags, Unset):
            tags = self.tags

        scan_frequency = self.scan_frequency

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "domain": domain,
            }
        )
        if client is not UNSET:
            field_dict["client"] = client
        if tags is not UNSET:
            field_dict["tags"] = tags
        if scan_frequency is not UNSET:
            field_dict["scan_frequency"] = scan_frequency

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        domain = d.pop("domain")

        client = d.pop("client", UNSET)

        tags = cast(list[str], d.pop("tags", UNSET))

        scan_frequency = d.pop("scan_frequency", UNSET)

        import_monitored_domains_body_domains_item = cls(
            domain=domain,
            client=client,
            tags=tags,
            scan_frequency=scan_frequency,
        )

        import_monitored_domains_body_domains_item.additional_properties = d
        return import_monitored_domains_body_domains_item

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
