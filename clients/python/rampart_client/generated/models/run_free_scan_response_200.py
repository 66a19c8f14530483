from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.run_free_scan_response_200_assessment import (
    RunFreeScanResponse200Assessment,
)
from ..models.run_free_scan_response_200_grade import RunFreeScanResponse200Grade
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.run_free_scan_response_200_modules_item import (
        RunFreeScanResponse200ModulesItem,
    )
    from ..models.run_free_scan_response_200_top_issues_item import (
        RunFreeScanResponse200TopIssuesItem,
    )


T = TypeVar("T", bound="RunFreeScanResponse200")


@_attrs_define
class RunFreeScanResponse200:
    """
    Attributes:
        domain (str):
        score (int):
        grade (RunFreeScanResponse200Grade):
        scanned_at (datetime.datetime):
        modules (list[RunFreeScanResponse200ModulesItem]):
        top_issues (list[RunFreeScanResponse200TopIssuesItem]):
        assessment (RunFreeScanResponse200Assessment | Unset): How much of the domain the grade stands on; anything but
            full makes the grade provisional
        grade_provisional (bool | Unset):
    """

    domain: str
    score: int
    grade: RunFreeScanResponse200Grade
    scanned_at: datetime.datetime
    modules: list[RunFreeScanResponse200ModulesItem]
    top_issues: list[RunFreeScanResponse200TopIssuesItem]
    assessment: RunFreeScanResponse200Assessment | Unset = UNSET
    grade_provisional: bool | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        domain = self.domain

        score = self.score

        grade = self.grade.value

        scanned_at = self.scanned_at.isoformat()

        modules = []
        for modules_item_data in self.modules:
            modules_item = modules_item_data.to_dict()
            modules.append(modules_item)

        top_issues = []
        for top_issues_item_data in self.top_issues:
            top_issues_item = top_issues_item_data.to_dict()
            top_issues.append(top_issues_item)

        assessment: str | Unset = UNSET
        if not isinstance(self.assessment, Unset):
            assessment = self.assessment.value

        grade_provisional = self.grade_provisional

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "domain": domain,
                "score": score,
                "grade": grade,
                "scanned_at": scanned_at,
                "modules": modules,
                "top_issues": top_issues,
            }
        )
        if assessment is not UNSET:
            field_dict["assessment"] = assessment
        if grade_provisional is not UNSET:
            field_dict["grade_provisional"] = grade_provisional

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.run_free_scan_response_200_modules_item import (
            RunFreeScanResponse200ModulesItem,
        )
        from ..models.run_free_scan_response_200_top_issues_item import (
            RunFreeScanResponse200TopIssuesItem,
        )

        d = dict(src_dict)
        domain = d.pop("domain")

        score = d.pop("score")

        grade = RunFreeScanResponse200Grade(d.pop("grade"))

        scanned_at = datetime.datetime.fromisoformat(d.pop("scanned_at"))

        modules = []
        _modules = d.pop("modules")
        for modules_item_data in _modules:
            modules_item = RunFreeScanResponse200ModulesItem.from_dict(
                modules_item_data
            )

            modules.append(modules_item)

        top_issues = []
        _top_issues = d.pop("top_issues")
        for top_issues_item_data in _top_issues:
            top_issues_item = RunFreeScanResponse200TopIssuesItem.from_dict(
                top_issues_item_data
            )

            top_issues.append(top_issues_item)

        _assessment = d.pop("assessment", UNSET)
        assessment: RunFreeScanResponse200Assessment | Unset
        if isinstance(_assessment, Unset):
            assessment = UNSET
        else:
            assessment = RunFreeScanResponse200Assessment(_assessment)

        grade_provisional = d.pop("grade_provisional", UNSET)

        run_free_scan_response_200 = cls(
            domain=domain,
            score=score,
            grade=grade,
            scanned_at=scanned_at,
            modules=modules,
            top_issues=top_issues,
            assessment=assessment,
            grade_provisional=grade_provisional,
        )

        run_free_scan_response_200.additional_properties = d
        return run_free_scan_response_200

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
