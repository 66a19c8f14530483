from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="GetPortfolioSummaryResponse200ChangesItemMovesItem")


@_attrs_define
class GetPortfolioSummaryResponse200ChangesItemMovesItem:
    """
    Attributes:
        domain_id (int):
        domain (str):
        from_ (str):
        to (str):
        at (datetime.datetime):
    """

    domain_id: int
    domain: str
    from_: str
    to: str
    at: datetime.datetime
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        domain_id = self.domain_id

        domain = self.domain

        from_ = self.from_

        to = self.to

        at = self.at.isoformat()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "domain_id": domain_id,
                "domain": domain,
                "from": from_,
                "to": to,
                "at": at,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        domain_id = d.pop("domain_id")

        domain = d.pop("domain")

        from_ = d.pop("from")

        to = d.pop("to")

        at = datetime.datetime.fromisoformat(d.pop("at"))

        get_portfolio_summary_response_200_changes_item_moves_item = cls(
            domain_id=domain_id,
            domain=domain,
            from_=from_,
            to=to,
            at=at,
        )

        get_portfolio_summary_response_200_changes_item_moves_item.additional_properties = d
        return get_portfolio_summary_response_200_changes_item_moves_item

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
