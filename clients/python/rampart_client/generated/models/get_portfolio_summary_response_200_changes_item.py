from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.get_portfolio_summary_response_200_changes_item_grade_moves import (
        GetPortfolioSummaryResponse200ChangesItemGradeMoves,
    )
    from ..models.get_portfolio_summary_response_200_changes_item_moves_item import (
        GetPortfolioSummaryResponse200ChangesItemMovesItem,
    )


T = TypeVar("T", bound="GetPortfolioSummaryResponse200ChangesItem")


@_attrs_define
class GetPortfolioSummaryResponse200ChangesItem:
    """
    Attributes:
        days (int):
        grade_moves (GetPortfolioSummaryResponse200ChangesItemGradeMoves):
        moves (list[GetPortfolioSummaryResponse200ChangesItemMovesItem]):
        new_critical_findings (int): critical_issue alerts raised in the window
        certificates_expiring (int): cert_expiring_soon and cert_expired alerts raised in the window
    """

    days: int
    grade_moves: GetPortfolioSummaryResponse200ChangesItemGradeMoves
    moves: list[GetPortfolioSummaryResponse200ChangesItemMovesItem]
    new_critical_findings: int
    certificates_expiring: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        days = self.days

        grade_moves = self.grade_moves.to_dict()

        moves = []
        for moves_item_data in self.moves:
            moves_item = moves_item_data.to_dict()
            moves.append(moves_item)

        new_critical_findings = self.new_critical_findings

        certificates_expiring = self.certificates_expiring

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "days": days,
                "grade_moves": grade_moves,
                "moves": moves,
                "new_critical_findings": new_critical_findings,
                "certificates_expiring": certificates_expiring,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.get_portfolio_summary_response_200_changes_item_grade_moves import (
            GetPortfolioSummaryResponse200ChangesItemGradeMoves,
        )
        from ..models.get_portfolio_summary_response_200_changes_item_moves_item import (
            GetPortfolioSummaryResponse200ChangesItemMovesItem,
        )

        d = dict(src_dict)
        days = d.pop("days")

        grade_moves = GetPortfolioSummaryResponse200ChangesItemGradeMoves.from_dict(
            d.pop("grade_moves")
        )

        moves = []
        _moves = d.pop("moves")
        for moves_item_data in _moves:
            moves_item = GetPortfolioSummaryResponse200ChangesItemMovesItem.from_dict(
                moves_item_data
            )

            moves.append(moves_item)

        new_critical_findings = d.pop("new_critical_findings")

        certificates_expiring = d.pop("certificates_expiring")

        get_portfolio_summary_response_200_changes_item = cls(
            days=days,
            grade_moves=grade_moves,
            moves=moves,
            new_critical_findings=new_critical_findings,
            certificates_expiring=certificates_expiring,
        )

        get_portfolio_summary_response_200_changes_item.additional_properties = d
        return get_portfolio_summary_response_200_changes_item

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
