from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.run_free_scan_response_200_modules_item_status import (
    RunFreeScanResponse200ModulesItemStatus,
)
from ..types import UNSET, Unset

T = TypeVar("T", bound="RunFreeScanResponse200ModulesItem")


@_attrs_define
class RunFreeScanResponse200ModulesItem:
    """
    Attributes:
        name (str):
        score (int | None):
        status (RunFreeScanResponse200ModulesItemStatus):
        issue_count (int):
        not_assessed_reason (str | Unset):
    """

    name: str
    score: int | None
    status: RunFreeScanResponse200ModulesItemStatus
    issue_count: int
    not_assessed_reason: str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        name = self.name

        score: int | None
        score = self.score

        status = self.status.value

        issue_count = self.issue_count

        not_assessed_reason = self.not_assessed_reason

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "name": name,
                "score": score,
                "status": status,
                "issue_count": issue_count,
            }
        )
        if not_assessed_reason is not UNSET:
            field_dict["not_assessed_reason"] = not_assessed_reason

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        name = d.pop("name")

        def _parse_score(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        score = _parse_score(d.pop("score"))

        status = RunFreeScanResponse200ModulesItemStatus(d.pop("status"))

        issue_count = d.pop("issue_count")

        not_assessed_reason = d.pop("not_assessed_reason", UNSET)

        run_free_scan_response_200_modules_item = cls(
            name=name,
            score=score,
            status=status,
            issue_count=issue_count,
            not_assessed_reason=not_assessed_reason,
        )

        run_free_scan_response_200_modules_item.additional_properties = d
        return run_free_scan_response_200_modules_item

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
