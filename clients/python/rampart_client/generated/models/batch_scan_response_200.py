from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.batch_scan_response_200_sort_by import BatchScanResponse200SortBy

if TYPE_CHECKING:
    from ..models.batch_scan_response_200_results_item import (
        BatchScanResponse200ResultsItem,
    )


T = TypeVar("T", bound="BatchScanResponse200")


@_attrs_define
class BatchScanResponse200:
    """
    Attributes:
        batch_id (str):
        sort_by (BatchScanResponse200SortBy):
        total (int):
        completed (int):
        failed (int):
        results (list[BatchScanResponse200ResultsItem]):
    """

    batch_id: str
    sort_by: BatchScanResponse200SortBy
    total: int
    completed: int
    failed: int
    results: list[BatchScanResponse200ResultsItem]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        batch_id = self.batch_id

        sort_by = self.sort_by.value

        total = self.total

        completed = self.completed

        failed = self.failed

        results = []
        for results_item_data in self.results:
            results_item = results_item_data.to_dict()
            results.append(results_item)

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "batch_id": batch_id,
                "sort_by": sort_by,
                "total": total,
                "completed": completed,
                "failed": failed,
                "results": results,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.batch_scan_response_200_results_item import (
            BatchScanResponse200ResultsItem,
        )

        d = dict(src_dict)
        batch_id = d.pop("batch_id")

        sort_by = BatchScanResponse200SortBy(d.pop("sort_by"))

        total = d.pop("total")

        completed = d.pop("completed")

        failed = d.pop("failed")

        results = []
        _results = d.pop("results")
        for results_item_data in _results:
            results_item = BatchScanResponse200ResultsItem.from_dict(results_item_data)

            results.append(results_item)

        batch_scan_response_200 = cls(
            batch_id=batch_id,
            sort_by=sort_by,
            total=total,
            completed=completed,
            failed=failed,
            results=results,
        )

        batch_scan_response_200.additional_properties = d
        return batch_scan_response_200

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
