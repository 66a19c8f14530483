from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.batch_scan_response_200_results_item_top_issues_item_severity import (
    BatchScanResponse200ResultsItemTopIssuesItemSeverity,
)

T = TypeVar("T", bound="BatchScanResponse200ResultsItemTopIssuesItem")


@_attrs_define
class BatchScanResponse200ResultsItemTopIssuesItem:
    """
    Attributes:
        severity (BatchScanResponse200ResultsItemTopIssuesItemSeverity):
        finding (str):
        remediation (str):
    """

    severity: BatchScanResponse200ResultsItemTopIssuesItemSeverity
    finding: str
    remediation: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        severity = self.severity.value

        finding = self.finding

        remediation = self.remediation

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "severity": severity,
                "finding": finding,
                "remediation": remediation,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        severity = BatchScanResponse200ResultsItemTopIssuesItemSeverity(
            d.pop("severity")
        )

        finding = d.pop("finding")

        remediation = d.pop("remediation")

        batch_scan_response_200_results_item_top_issues_item = cls(
            severity=severity,
            finding=finding,
            remediation=remediation,
        )

        batch_scan_response_200_results_item_top_issues_item.additional_properties = d
        return batch_scan_response_200_results_item_top_issues_item

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
