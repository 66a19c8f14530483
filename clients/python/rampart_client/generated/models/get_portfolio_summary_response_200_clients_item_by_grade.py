from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="GetPortfolioSummaryResponse200ClientsItemByGrade")


@_attrs_define
class GetPortfolioSummaryResponse200ClientsItemByGrade:
    """
    Attributes:
        a (int):
        b (int):
        c (int):
        d (int):
        f (int):
        unscanned (int):
    """

    a: int
    b: int
    c: int
    d: int
    f: int
    unscanned: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        a = self.a

        b = self.b

        c = self.c

        d = self.d

        f = self.f

        unscanned = self.unscanned

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "A": a,
                "B": b,
                "C": c,
                "D": d,
                "F": f,
                "unscanned": unscanned,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        a = d.pop("A")

        b = d.pop("B")

        c = d.pop("C")

        d = d.pop("D")

        f = d.pop("F")

        unscanned = d.pop("unscanned")

        get_portfolio_summary_response_200_clients_item_by_grade = cls(
            a=a,
            b=b,
            c=c,
            d=d,
            f=f,
            unscanned=unscanned,
        )

        get_portfolio_summary_response_200_clients_item_by_grade.additional_properties = d
        return get_portfolio_summary_response_200_clients_item_by_grade

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
