from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.import_monitored_domains_body_domains_item import (
        ImportMonitoredDomainsBodyDomainsItem,
    )


T = TypeVar("T", bound="ImportMonitoredDomainsBody")


@_attrs_define
class ImportMonitoredDomainsBody:
    """
    Attributes:
        domains (list[ImportMonitoredDomainsBodyDomainsItem] | Unset):
        csv (str | Unset): CSV text: a header with `domain` and optionally `client`, `tags` (`;`-separated), `frequency`
        dry_run (bool | Unset): Check every line, add nothing
        idempotency_key (str | Unset): A retried upload with the same key adds nothing twice
    """

    domains: list[ImportMonitoredDomainsBodyDomainsItem] | Unset = UNSET
    csv: str | Unset = UNSET
    dry_run: bool | Unset = UNSET
    idempotency_key: str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        domains: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.domains, Unset):
            domains = []
            for domains_item_data in self.domains:
                domains_item = domains_item_data.to_dict()
                domains.append(domains_item)

        csv = self.csv

        dry_run = self.dry_run

        idempotency_key = self.idempotency_key

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({})
        if domains is not UNSET:
            field_dict["domains"] = domains
        if csv is not UNSET:
            field_dict["csv"] = csv
        if dry_run is not UNSET:
            field_dict["dry_run"] = dry_run
        if idempotency_key is not UNSET:
            field_dict["idempotency_key"] = idempotency_key

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.import_monitored_domains_body_domains_item import (
            ImportMonitoredDomainsBodyDomainsItem,
        )

        d = dict(src_dict)
        _domains = d.pop("domains", UNSET)
        domains: list[ImportMonitoredDomainsBodyDomainsItem] | Unset = UNSET
        if _domains is not UNSET:
            domains = []
            for domains_item_data in _domains:
                domains_item = ImportMonitoredDomainsBodyDomainsItem.from_dict(
                    domains_item_data
                )

                domains.append(domains_item)

        csv = d.pop("csv", UNSET)

        dry_run = d.pop("dry_run", UNSET)

        idempotency_key = d.pop("idempotency_key", UNSET)

        import_monitored_domains_body = cls(
            domains=domains,
            csv=csv,
            dry_run=dry_run,
            idempotency_key=idempotency_key,
        )

        import_monitored_domains_body.additional_properties = d
        return import_monitored_domains_body

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
