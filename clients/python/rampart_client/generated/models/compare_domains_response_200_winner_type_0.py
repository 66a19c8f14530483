from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.compare_domains_response_200_winner_type_0_grade_type_1 import (
    CompareDomainsResponse200WinnerType0GradeType1,
)
from ..models.compare_domains_response_200_winner_type_0_grade_type_2_type_1 import (
    CompareDomainsResponse200WinnerType0GradeType2Type1,
)
from ..models.compare_domains_response_200_winner_type_0_grade_type_3_type_1 import (
    CompareDomainsResponse200WinnerType0GradeType3Type1,
)
from ..types import UNSET, Unset

T = TypeVar("T", bound="CompareDomainsResponse200WinnerType0")


@_attrs_define
class CompareDomainsResponse200WinnerType0:
    """
    Attributes:
        domain (str | Unset):
        score (int | None | Unset):
        grade (CompareDomainsResponse200WinnerType0GradeType1 | CompareDomainsResponse200WinnerType0GradeType2Type1 |
            CompareDomainsResponse200WinnerType0GradeType3Type1 | None | Unset):
    """

    domain: str | Unset = UNSET
    score: int | None | Unset = UNSET
    grade: (
        CompareDomainsResponse200WinnerType0GradeType1
        | CompareDomainsResponse200WinnerType0GradeType2Type1
        | CompareDomainsResponse200WinnerType0GradeType3Type1
        | None
        | Unset
    ) = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        domain = self.domain

        score: int | None | Unset
        if isinstance(self.score, Unset):
            score = UNSET
        else:
            score = self.score

        grade: None | str | Unset
        if isinstance(self.grade, Unset):
            grade = UNSET
        elif (
            isinstance(self.grade, CompareDomainsResponse200WinnerType0GradeType1)
            or isinstance(
                self.grade, CompareDomainsResponse200WinnerType0GradeType2Type1
            )
            or isinstance(
                self.grade, CompareDomainsResponse200WinnerType0GradeType3Type1
            )
        ):
            grade = self.grade.value
        else:
            grade = self.grade

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({})
        if domain is not UNSET:
            field_dict["domain"] = domain
        if score is not UNSET:
            field_dict["score"] = score
        if grade is not UNSET:
            field_dict["grade"] = grade

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        domain = d.pop("domain", UNSET)

        def _parse_score(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        score = _parse_score(d.pop("score", UNSET))

        def _parse_grade(
            data: object,
        ) -> (
            CompareDomainsResponse200WinnerType0GradeType1
            | CompareDomainsResponse200WinnerType0GradeType2Type1
            | CompareDomainsResponse200WinnerType0GradeType3Type1
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
                grade_type_1 = CompareDomainsResponse200WinnerType0GradeType1(data)

                return grade_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                grade_type_2_type_1 = (
                    CompareDomainsResponse200WinnerType0GradeType2Type1(data)
                )

                return grade_type_2_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                grade_type_3_type_1 = (
                    CompareDomainsResponse200WinnerType0GradeType3Type1(data)
                )

                return grade_type_3_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(
                CompareDomainsResponse200WinnerType0GradeType1
                | CompareDomainsResponse200WinnerType0GradeType2Type1
                | CompareDomainsResponse200WinnerType0GradeType3Type1
                | None
                | Unset,
                data,
            )

        grade = _parse_grade(d.pop("grade", UNSET))

        compare_domains_response_200_winner_type_0 = cls(
            domain=domain,
            score=score,
            grade=grade,
        )

        compare_domains_response_200_winner_type_0.additional_properties = d
        return compare_domains_response_200_winner_type_0

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
