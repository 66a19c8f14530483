from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.compare_domains_response_200_module_comparison import (
        CompareDomainsResponse200ModuleComparison,
    )
    from ..models.compare_domains_response_200_results_item import (
        CompareDomainsResponse200ResultsItem,
    )
    from ..models.compare_domains_response_200_winner_type_0 import (
        CompareDomainsResponse200WinnerType0,
    )


T = TypeVar("T", bound="CompareDomainsResponse200")


@_attrs_define
class CompareDomainsResponse200:
    """
    Attributes:
        batch_id (str):
        results (list[CompareDomainsResponse200ResultsItem]):
        winner (CompareDomainsResponse200WinnerType0 | None):
        tie (bool):
        score_gap (int | None):
        module_comparison (CompareDomainsResponse200ModuleComparison): Per quick module: each domain's score and the
            best domains
    """

    batch_id: str
    results: list[CompareDomainsResponse200ResultsItem]
    winner: CompareDomainsResponse200WinnerType0 | None
    tie: bool
    score_gap: int | None
    module_comparison: CompareDomainsResponse200ModuleComparison
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.compare_domains_response_200_winner_type_0 import (
            CompareDomainsResponse200WinnerType0,
        )

        batch_id = self.batch_id

        results = []
        for results_item_data in self.results:
            results_item = results_item_data.to_dict()
            results.append(results_item)

        winner: dict[str, Any] | None
        if isinstance(self.winner, CompareDomainsResponse200WinnerType0):
            winner = self.winner.to_dict()
        else:
            winner = self.winner

        tie = self.tie

        score_gap: int | None
        score_gap = self.score_gap

        module_comparison = self.module_comparison.to_dict()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "batch_id": batch_id,
                "results": results,
                "winner": winner,
                "tie": tie,
                "score_gap": score_gap,
                "module_comparison": module_comparison,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.compare_domains_response_200_module_comparison import (
            CompareDomainsResponse200ModuleComparison,
        )
        from ..models.compare_domains_response_200_results_item import (
            CompareDomainsResponse200ResultsItem,
        )
        from ..models.compare_domains_response_200_winner_type_0 import (
            CompareDomainsResponse200WinnerType0,
        )

        d = dict(src_dict)
        batch_id = d.pop("batch_id")

        results = []
        _results = d.pop("results")
        for results_item_data in _results:
            results_item = CompareDomainsResponse200ResultsItem.from_dict(
                results_item_data
            )

            results.append(results_item)

        def _parse_winner(data: object) -> CompareDomainsResponse200WinnerType0 | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                winner_type_0 = CompareDomainsResponse200WinnerType0.from_dict(data)

                return winner_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(CompareDomainsResponse200WinnerType0 | None, data)

        winner = _parse_winner(d.pop("winner"))

        tie = d.pop("tie")

        def _parse_score_gap(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        score_gap = _parse_score_gap(d.pop("score_gap"))

        module_comparison = CompareDomainsResponse200ModuleComparison.from_dict(
            d.pop("module_comparison")
        )

        compare_domains_response_200 = cls(
            batch_id=batch_id,
            results=results,
            winner=winner,
            tie=tie,
            score_gap=score_gap,
            module_comparison=module_comparison,
        )

        compare_domains_response_200.additional_properties = d
        return compare_domains_response_200

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
