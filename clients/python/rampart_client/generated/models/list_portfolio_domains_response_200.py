from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.list_portfolio_domains_response_200_domains_item import (
        ListPortfolioDomainsResponse200DomainsItem,
    )


T = TypeVar("T", bound="ListPortfolioDomainsResponse200")


@_attrs_define
class ListPortfolioDomainsResponse200:
    """
    Attributes:
        total (int): Rows matching the filters
        limit (int):
        offset (int):
        domains (list[ListPortfolioDomainsResponse200DomainsItem]):
    """

    total: int
    limit: int
    offset: int
    domains: list[ListPortfolioDomainsResponse200DomainsItem]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        total = self.total

        limit = self.limit

        offset = self.offset

        domains = []
        for domains_item_data in self.domains:
            domains_item = domains_item_data.to_dict()
            domains.append(domains_item)

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "total": total,
                "limit": limit,
                "offset": offset,
                "domains": domains,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.list_portfolio_domains_response_200_domains_item import (
            ListPortfolioDomainsResponse200DomainsItem,
        )

        d = dict(src_dict)
        total = d.pop("total")

        limit = d.pop("limit")

        offset = d.pop("offset")

        domains = []
        _domains = d.pop("domains")
        for domains_item_data in _domains:
            domains_item = ListPortfolioDomainsResponse200DomainsItem.from_dict(
                domains_item_data
            )

            domains.append(domains_item)

        list_portfolio_domains_response_200 = cls(
            total=total,
            limit=limit,
            offset=offset,
            domains=domains,
        )

        list_portfolio_domains_response_200.additional_properties = d
        return list_portfolio_domains_response_200

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
