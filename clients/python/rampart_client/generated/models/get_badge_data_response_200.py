from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="GetBadgeDataResponse200")


@_attrs_define
class GetBadgeDataResponse200:
    """
    Attributes:
        domain (str):
        grade (None | str):
        score (int | None):
        assessment (None | str): full, partial, insufficient or none (docs/scoring.md); null before the first scan or
            before 2026.1
        source (None | str):
        scanned_at (datetime.datetime | None):
    """

    domain: str
    grade: None | str
    score: int | None
    assessment: None | str
    source: None | str
    scanned_at: datetime.datetime | None
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        domain = self.domain

        grade: None | str
        grade = self.grade

        score: int | None
        score = self.score

        assessment: None | str
        assessment = self.assessment

        source: None | str
        source = self.source

        scanned_at: None | str
        if isinstance(self.scanned_at, datetime.datetime):
            scanned_at = self.scanned_at.isoformat()
        else:
            scanned_at = self.scanned_at

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "domain": domain,
                "grade": grade,
                "score": score,
                "assessment": assessment,
                "source": source,
                "scanned_at": scanned_at,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        domain = d.pop("domain")

        def _parse_grade(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        grade = _parse_grade(d.pop("grade"))

        def _parse_score(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        score = _parse_score(d.pop("score"))

        def _parse_assessment(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        assessment = _parse_assessment(d.pop("assessment"))

        def _parse_source(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        source = _parse_source(d.pop("source"))

        def _parse_scanned_at(data: object) -> datetime.datetime | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                scanned_at_type_0 = datetime.datetime.fromisoformat(data)

                return scanned_at_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.datetime | None, data)

        scanned_at = _parse_scanned_at(d.pop("scanned_at"))

        get_badge_data_response_200 = cls(
            domain=domain,
            grade=grade,
            score=score,
            assessment=assessment,
            source=source,
            scanned_at=scanned_at,
        )

        get_badge_data_response_200.additional_properties = d
        return get_badge_data_response_200

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
