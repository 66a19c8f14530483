from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.get_portfolio_summary_response_200_clients_item_by_grade import (
        GetPortfolioSummaryResponse200ClientsItemByGrade,
    )


T = TypeVar("T", bound="GetPortfolioSummaryResponse200ClientsItem")


@_attrs_define
class GetPortfolioSummaryResponse200ClientsItem:
    """
    Attributes:
        client_id (int | None):
        name (None | str):
        domains (int):
        by_grade (GetPortfolioSummaryResponse200ClientsItemByGrade):
        average_score (int | None):
    """

    client_id: int | None
    name: None | str
    domains: int
    by_grade: GetPortfolioSummaryResponse200ClientsItemByGrade
    average_score: int | None
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        client_id: int | None
        client_id = self.client_id

        name: None | str
        name = self.name

        domains = self.domains

        by_grade = self.by_grade.to_dict()

        average_score: int | None
        average_score = self.average_score

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "client_id": client_id,
                "name": name,
                "domains": domains,
                "by_grade": by_grade,
                "average_score": average_score,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.get_portfolio_summary_response_200_clients_item_by_grade import (
            GetPortfolioSummaryResponse200ClientsItemByGrade,
        )

        d = dict(src_dict)

        def _parse_client_id(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        client_id = _parse_client_id(d.pop("client_id"))

        def _parse_name(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        name = _parse_name(d.pop("name"))

        domains = d.pop("domains")

        by_grade = GetPortfolioSummaryResponse200ClientsItemByGrade.from_dict(
            d.pop("by_grade")
        )

        def _parse_average_score(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        average_score = _parse_average_score(d.pop("average_score"))

        get_portfolio_summary_response_200_clients_item = cls(
            client_id=client_id,
            name=name,
            domains=domains,
            by_grade=by_grade,
            average_score=average_score,
        )

        get_portfolio_summary_response_200_clients_item.additional_properties = d
        return get_portfolio_summary_response_200_clients_item

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
