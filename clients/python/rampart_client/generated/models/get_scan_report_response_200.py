from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.get_scan_report_response_200_assessment import (
    GetScanReportResponse200Assessment,
)
from ..models.get_scan_report_response_200_grade import GetScanReportResponse200Grade
from ..models.get_scan_report_response_200_uncapped_grade import (
    GetScanReportResponse200UncappedGrade,
)
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.get_scan_report_response_200_compliance import (
        GetScanReportResponse200Compliance,
    )
    from ..models.get_scan_report_response_200_coverage import (
        GetScanReportResponse200Coverage,
    )
    from ..models.get_scan_report_response_200_issues_item import (
        GetScanReportResponse200IssuesItem,
    )
    from ..models.get_scan_report_response_200_modules_item import (
        GetScanReportResponse200ModulesItem,
    )


T = TypeVar("T", bound="GetScanReportResponse200")


@_attrs_define
class GetScanReportResponse200:
    """
    Attributes:
        job_id (int):
        domain (str):
        started_at (datetime.datetime):
        finished_at (datetime.datetime):
        duration_ms (int):
        score (int):
        grade (GetScanReportResponse200Grade):
        scoring_version (str):
        modules (list[GetScanReportResponse200ModulesItem]):
        issues (list[GetScanReportResponse200IssuesItem]):
        coverage (GetScanReportResponse200Coverage): checks_total, checks_known, ratio
        compliance (GetScanReportResponse200Compliance): The frameworks and their affected controls
        uncapped_grade (GetScanReportResponse200UncappedGrade | Unset):
        caps_applied (list[str] | Unset):
        assessment (GetScanReportResponse200Assessment | Unset): How much of the domain the grade stands on; anything
            but full makes the grade provisional
        grade_provisional (bool | Unset):
    """

    job_id: int
    domain: str
    started_at: datetime.datetime
    finished_at: datetime.datetime
    duration_ms: int
    score: int
    grade: GetScanReportResponse200Grade
    scoring_version: str
    modules: list[GetScanReportResponse200ModulesItem]
    issues: list[GetScanReportResponse200IssuesItem]
    coverage: GetScanReportResponse200Coverage
    compliance: GetScanReportResponse200Compliance
    uncapped_grade: GetScanReportResponse200UncappedGrade | Unset = UNSET
    caps_applied: list[str] | Unset = UNSET
    assessment: GetScanReportResponse200Assessment | Unset = UNSET
    grade_provisional: bool | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        job_id = self.job_id

        domain = self.domain

        started_at = self.started_at.isoformat()

        finished_at = self.finished_at.isoformat()

        duration_ms = self.duration_ms

        score = self.score

        grade = self.grade.value

        scoring_version = self.scoring_version

        modules = []
        for modules_item_data in self.modules:
            modules_item = modules_item_data.to_dict()
            modules.append(modules_item)

        issues = []
        for issues_item_data in self.issues:
            issues_item = issues_item_data.to_dict()
            issues.append(issues_item)

        coverage = self.coverage.to_dict()

        compliance = self.compliance.to_dict()

        uncapped_grade: str | Unset = UNSET
        if not isinstance(self.uncapped_grade, Unset):
            uncapped_grade = self.uncapped_grade.value

        caps_applied: list[str] | Unset = UNSET
        if not isinstance(self.caps_applied, Unset):
            caps_applied = self.caps_applied

        assessment: str | Unset = UNSET
        if not isinstance(self.assessment, Unset):
            assessment = self.assessment.value

        grade_provisional = self.grade_provisional

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "job_id": job_id,
                "domain": domain,
                "started_at": started_at,
                "finished_at": finished_at,
                "duration_ms": duration_ms,
                "score": score,
                "grade": grade,
                "scoring_version": scoring_version,
                "modules": modules,
                "issues": issues,
                "coverage": coverage,
                "compliance": compliance,
            }
        )
        if uncapped_grade is not UNSET:
            field_dict["uncapped_grade"] = uncapped_grade
        if caps_applied is not UNSET:
            field_dict["caps_applied"] = caps_applied
        if assessment is not UNSET:
            field_dict["assessment"] = assessment
        if grade_provisional is not UNSET:
            field_dict["grade_provisional"] = grade_provisional

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.get_scan_report_response_200_compliance import (
            GetScanReportResponse200Compliance,
        )
        from ..models.get_scan_report_response_200_coverage import (
            GetScanReportResponse200Coverage,
        )
        from ..models.get_scan_report_response_200_issues_item import (
            GetScanReportResponse200IssuesItem,
        )
        from ..models.get_scan_report_response_200_modules_item import (
            GetScanReportResponse200ModulesItem,
        )

        d = dict(src_dict)
        job_id = d.pop("job_id")

        domain = d.pop("domain")

        started_at = datetime.datetime.fromisoformat(d.pop("started_at"))

        finished_at = datetime.datetime.fromisoformat(d.pop("finished_at"))

        duration_ms = d.pop("duration_ms")

        score = d.pop("score")

        grade = GetScanReportResponse200Grade(d.pop("grade"))

        scoring_version = d.pop("scoring_version")

        modules = []
        _modules = d.pop("modules")
        for modules_item_data in _modules:
            modules_item = GetScanReportResponse200ModulesItem.from_dict(
                modules_item_data
            )

            modules.append(modules_item)

        issues = []
        _issues = d.pop("issues")
        for issues_item_data in _issues:
            issues_item = GetScanReportResponse200IssuesItem.from_dict(issues_item_data)

            issues.append(issues_item)

        coverage = GetScanReportResponse200Coverage.from_dict(d.pop("coverage"))

        compliance = GetScanReportResponse200Compliance.from_dict(d.pop("compliance"))

        _uncapped_grade = d.pop("uncapped_grade", UNSET)
        uncapped_grade: GetScanReportResponse200UncappedGrade | Unset
        if isinstance(_uncapped_grade, Unset):
            uncapped_grade = UNSET
        else:
            uncapped_grade = GetScanReportResponse200UncappedGrade(_uncapped_grade)

        caps_applied = cast(list[str], d.pop("caps_applied", UNSET))

        _assessment = d.pop("assessment", UNSET)
        assessment: GetScanReportResponse200Assessment | Unset
        if isinstance(_assessment, Unset):
            assessment = UNSET
        else:
            assessment = GetScanReportResponse200Assessment(_assessment)

        grade_provisional = d.pop("grade_provisional", UNSET)

        get_scan_report_response_200 = cls(
            job_id=job_id,
            domain=domain,
            started_at=started_at,
            finished_at=finished_at,
            duration_ms=duration_ms,
            score=score,
            grade=grade,
            scoring_version=scoring_version,
            modules=modules,
            issues=issues,
            coverage=coverage,
            compliance=compliance,
            uncapped_grade=uncapped_grade,
            caps_applied=caps_applied,
            assessment=assessment,
            grade_provisional=grade_provisional,
        )

        get_scan_report_response_200.additional_properties = d
        return get_scan_report_response_200

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
