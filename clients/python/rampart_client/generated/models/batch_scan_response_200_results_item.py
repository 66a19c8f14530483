from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.batch_scan_response_200_results_item_assessment_type_1 import (
    BatchScanResponse200ResultsItemAssessmentType1,
)
from ..models.batch_scan_response_200_results_item_assessment_type_2_type_1 import (
    BatchScanResponse200ResultsItemAssessmentType2Type1,
)
from ..models.batch_scan_response_200_results_item_assessment_type_3_type_1 import (
    BatchScanResponse200ResultsItemAssessmentType3Type1,
)
from ..models.batch_scan_response_200_results_item_grade_type_1 import (
    BatchScanResponse200ResultsItemGradeType1,
)
from ..models.batch_scan_response_200_results_item_grade_type_2_type_1 import (
    BatchScanResponse200ResultsItemGradeType2Type1,
)
from ..models.batch_scan_response_200_results_item_grade_type_3_type_1 import (
    BatchScanResponse200ResultsItemGradeType3Type1,
)
from ..models.batch_scan_response_200_results_item_risk_level_type_1 import (
    BatchScanResponse200ResultsItemRiskLevelType1,
)
from ..models.batch_scan_response_200_results_item_risk_level_type_2_type_1 import (
    BatchScanResponse200ResultsItemRiskLevelType2Type1,
)
from ..models.batch_scan_response_200_results_item_risk_level_type_3_type_1 import (
    BatchScanResponse200ResultsItemRiskLevelType3Type1,
)
from ..models.batch_scan_response_200_results_item_status import (
    BatchScanResponse200ResultsItemStatus,
)
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.batch_scan_response_200_results_item_issue_counts_type_0 import (
        BatchScanResponse200ResultsItemIssueCountsType0,
    )
    from ..models.batch_scan_response_200_results_item_modules_type_0 import (
        BatchScanResponse200ResultsItemModulesType0,
    )
    from ..models.batch_scan_response_200_results_item_top_issues_item import (
        BatchScanResponse200ResultsItemTopIssuesItem,
    )


T = TypeVar("T", bound="BatchScanResponse200ResultsItem")


@_attrs_define
class BatchScanResponse200ResultsItem:
    """
    Attributes:
        rank (int):
        domain (str):
        status (BatchScanResponse200ResultsItemStatus):
        score (int | None):
        grade (BatchScanResponse200ResultsItemGradeType1 | BatchScanResponse200ResultsItemGradeType2Type1 |
            BatchScanResponse200ResultsItemGradeType3Type1 | None):
        risk_level (BatchScanResponse200ResultsItemRiskLevelType1 | BatchScanResponse200ResultsItemRiskLevelType2Type1 |
            BatchScanResponse200ResultsItemRiskLevelType3Type1 | None):
        issue_counts (BatchScanResponse200ResultsItemIssueCountsType0 | None): critical, high, medium, low and total
        modules (BatchScanResponse200ResultsItemModulesType0 | None): Per module: status and score
        top_issues (list[BatchScanResponse200ResultsItemTopIssuesItem]):
        error (None | str):
        assessment (BatchScanResponse200ResultsItemAssessmentType1 | BatchScanResponse200ResultsItemAssessmentType2Type1
            | BatchScanResponse200ResultsItemAssessmentType3Type1 | None | Unset): How much of the domain the grade stands
            on; anything but full makes the grade provisional
        grade_provisional (bool | None | Unset):
    """

    rank: int
    domain: str
    status: BatchScanResponse200ResultsItemStatus
    score: int | None
    grade: (
        BatchScanResponse200ResultsItemGradeType1
        | BatchScanResponse200ResultsItemGradeType2Type1
        | BatchScanResponse200ResultsItemGradeType3Type1
        | None
    )
    risk_level: (
        BatchScanResponse200ResultsItemRiskLevelType1
        | BatchScanResponse200ResultsItemRiskLevelType2Type1
        | BatchScanResponse200ResultsItemRiskLevelType3Type1
        | None
    )
    issue_counts: BatchScanResponse200ResultsItemIssueCountsType0 | None
    modules: BatchScanResponse200ResultsItemModulesType0 | None
    top_issues: list[BatchScanResponse200ResultsItemTopIssuesItem]
    error: None | str
    assessment: (
        BatchScanResponse200ResultsItemAssessmentType1
        | BatchScanResponse200ResultsItemAssessmentType2Type1
        | BatchScanResponse200ResultsItemAssessmentType3Type1
        | None
        | Unset
    ) = UNSET
    grade_provisional: bool | None | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.batch_scan_response_200_results_item_issue_counts_type_0 import (
            BatchScanResponse200ResultsItemIssueCountsType0,
        )
        from ..models.batch_scan_response_200_results_item_modules_type_0 import (
            BatchScanResponse200ResultsItemModulesType0,
        )

        rank = self.rank

        domain = self.domain

        status = self.status.value

        score: int | None
        score = self.score

        grade: None | str
        if (
            isinstance(self.grade, BatchScanResponse200ResultsItemGradeType1)
            or isinstance(self.grade, BatchScanResponse200ResultsItemGradeType2Type1)
            or isinstance(self.grade, BatchScanResponse200ResultsItemGradeType3Type1)
        ):
            grade = self.grade.value
        else:
            grade = self.grade

        risk_level: None | str
        if (
            isinstance(self.risk_level, BatchScanResponse200ResultsItemRiskLevelType1)
            or isinstance(
                self.risk_level, BatchScanResponse200ResultsItemRiskLevelType2Type1
            )
            or isinstance(
                self.risk_level, BatchScanResponse200ResultsItemRiskLevelType3Type1
            )
        ):
            risk_level = self.risk_level.value
        else:
            risk_level = self.risk_level

        issue_counts: dict[str, Any] | None
        if isinstance(
            self.issue_counts, BatchScanResponse200ResultsItemIssueCountsType0
        ):
            issue_counts = self.issue_counts.to_dict()
        else:
            issue_counts = self.issue_counts

        modules: dict[str, Any] | None
        if isinstance(self.modules, BatchScanResponse200ResultsItemModulesType0):
            modules = self.modules.to_dict()
        else:
            modules = self.modules

        top_issues = []
        for top_issues_item_data in self.top_issues:
            top_issues_item = top_issues_item_data.to_dict()
            top_issues.append(top_issues_item)

        error: None | str
        error = self.error

        assessment: None | str | Unset
        if isinstance(self.assessment, Unset):
            assessment = UNSET
        elif (
            isinstance(self.assessment, BatchScanResponse200ResultsItemAssessmentType1)
            or isinstance(
                self.assessment, BatchScanResponse200ResultsItemAssessmentType2Type1
            )
            or isinstance(
                self.assessment, BatchScanResponse200ResultsItemAssessmentType3Type1
            )
        ):
            assessment = self.assessment.value
        else:
            assessment = self.assessment

        grade_provisional: bool | None | Unset
        if isinstance(self.grade_provisional, Unset):
            grade_provisional = UNSET
        else:
            grade_provisional = self.grade_provisional

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "rank": rank,
                "domain": domain,
                "status": status,
                "score": score,
                "grade": grade,
                "risk_level": risk_level,
                "issue_counts": issue_counts,
                "modules": modules,
                "top_issues": top_issues,
                "error": error,
            }
        )
        if assessment is not UNSET:
            field_dict["assessment"] = assessment
        if grade_provisional is not UNSET:
            field_dict["grade_provisional"] = grade_provisional

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.batch_scan_response_200_results_item_issue_counts_type_0 import (
            BatchScanResponse200ResultsItemIssueCountsType0,
        )
        from ..models.batch_scan_response_200_results_item_modules_type_0 import (
            BatchScanResponse200ResultsItemModulesType0,
        )
        from ..models.batch_scan_response_200_results_item_top_issues_item import (
            BatchScanResponse200ResultsItemTopIssuesItem,
        )

        d = dict(src_dict)
        rank = d.pop("rank")

        domain = d.pop("domain")

        status = BatchScanResponse200ResultsItemStatus(d.pop("status"))

        def _parse_score(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        score = _parse_score(d.pop("score"))

        def _parse_grade(
            data: object,
        ) -> (
            BatchScanResponse200ResultsItemGradeType1
            | BatchScanResponse200ResultsItemGradeType2Type1
            | BatchScanResponse200ResultsItemGradeType3Type1
            | None
        ):
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                grade_type_1 = BatchScanResponse200ResultsItemGradeType1(data)

                return grade_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                grade_type_2_type_1 = BatchScanResponse200ResultsItemGradeType2Type1(
                    data
                )

                return grade_type_2_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                grade_type_3_type_1 = BatchScanResponse200ResultsItemGradeType3Type1(
                    data
                )

                return grade_type_3_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(
                BatchScanResponse200ResultsItemGradeType1
                | BatchScanResponse200ResultsItemGradeType2Type1
                | BatchScanResponse200ResultsItemGradeType3Type1
                | None,
                data,
            )

        grade = _parse_grade(d.pop("grade"))

        def _parse_risk_level(
            data: object,
        ) -> (
            BatchScanResponse200ResultsItemRiskLevelType1
            | BatchScanResponse200ResultsItemRiskLevelType2Type1
            | BatchScanResponse200ResultsItemRiskLevelType3Type1
            | None
        ):
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                risk_level_type_1 = BatchScanResponse200ResultsItemRiskLevelType1(data)

                return risk_level_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                risk_level_type_2_type_1 = (
                    BatchScanResponse200ResultsItemRiskLevelType2Type1(data)
                )

                return risk_level_type_2_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                risk_level_type_3_type_1 = (
                    BatchScanResponse200ResultsItemRiskLevelType3Type1(data)
                )

                return risk_level_type_3_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(
                BatchScanResponse200ResultsItemRiskLevelType1
                | BatchScanResponse200ResultsItemRiskLevelType2Type1
                | BatchScanResponse200ResultsItemRiskLevelType3Type1
                | None,
                data,
            )

        risk_level = _parse_risk_level(d.pop("risk_level"))

        def _parse_issue_counts(
            data: object,
        ) -> BatchScanResponse200ResultsItemIssueCountsType0 | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                issue_counts_type_0 = (
                    BatchScanResponse200ResultsItemIssueCountsType0.from_dict(data)
                )

                return issue_counts_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(BatchScanResponse200ResultsItemIssueCountsType0 | None, data)

        issue_counts = _parse_issue_counts(d.pop("issue_counts"))

        def _parse_modules(
            data: object,
        ) -> BatchScanResponse200ResultsItemModulesType0 | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                modules_type_0 = BatchScanResponse200ResultsItemModulesType0.from_dict(
                    data
                )

                return modules_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(BatchScanResponse200ResultsItemModulesType0 | None, data)

        modules = _parse_modules(d.pop("modules"))

        top_issues = []
        _top_issues = d.pop("top_issues")
        for top_issues_item_data in _top_issues:
            top_issues_item = BatchScanResponse200ResultsItemTopIssuesItem.from_dict(
                top_issues_item_data
            )

            top_issues.append(top_issues_item)

        def _parse_error(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        error = _parse_error(d.pop("error"))

        def _parse_assessment(
            data: object,
        ) -> (
            BatchScanResponse200ResultsItemAssessmentType1
            | BatchScanResponse200ResultsItemAssessmentType2Type1
            | BatchScanResponse200ResultsItemAssessmentType3Type1
            | None
            | Unset
        ):
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                assessment_type_1 = BatchScanResponse200ResultsItemAssessmentType1(data)

                return assessment_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                assessment_type_2_type_1 = (
                    BatchScanResponse200ResultsItemAssessmentType2Type1(data)
                )

                return assessment_type_2_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                assessment_type_3_type_1 = (
                    BatchScanResponse200ResultsItemAssessmentType3Type1(data)
                )

                return assessment_type_3_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(
                BatchScanResponse200ResultsItemAssessmentType1
                | BatchScanResponse200ResultsItemAssessmentType2Type1
                | BatchScanResponse200ResultsItemAssessmentType3Type1
                | None
                | Unset,
                data,
            )

        assessment = _parse_assessment(d.pop("assessment", UNSET))

        def _parse_grade_provisional(data: object) -> bool | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(bool | None | Unset, data)

        grade_provisional = _parse_grade_provisional(d.pop("grade_provisional", UNSET))

        batch_scan_response_200_results_item = cls(
            rank=rank,
            domain=domain,
            status=status,
            score=score,
            grade=grade,
            risk_level=risk_level,
            issue_counts=issue_counts,
            modules=modules,
            top_issues=top_issues,
            error=error,
            assessment=assessment,
            grade_provisional=grade_provisional,
        )

        batch_scan_response_200_results_item.additional_properties = d
        return batch_scan_response_200_results_item

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
