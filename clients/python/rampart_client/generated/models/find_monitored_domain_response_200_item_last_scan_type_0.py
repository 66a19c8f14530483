from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

T = TypeVar("T", bound="FindMonitoredDomainResponse200ItemLastScanType0")


@_attrs_define
class FindMonitoredDomainResponse200ItemLastScanType0:
    """
    Attributes:
        job_id (int):
        score (int):
        grade (str):
        scanned_at (datetime.datetime):
        assessment (str | Unset): full, partial, insufficient or none (docs/scoring.md); absent before 2026.1
    """

    job_id: int
    score: int
    grade: str
    scanned_at: datetime.datetime
    assessment: str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        job_id = self.job_id

        score = self.score

        grade = self.grade

        scanned_at = self.scanned_at.isoformat()

        assessment = self.assessment

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "job_id": job_id,
                "score": score,
                "grade": grade,
                "scanned_at": scanned_at,
            }
        )
        if assessment is not UNSET:
            field_dict["assessment"] = assessment

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        job_id = d.pop("job_id")

        score = d.pop("score")

        grade = d.pop("grade")

        scanned_at = datetime.datetime.fromisoformat(d.pop("scanned_at"))

        assessment = d.pop("assessment", UNSET)

        find_monitored_domain_response_200_item_last_scan_type_0 = cls(
            job_id=job_id,
            score=score,
            grade=grade,
            scanned_at=scanned_at,
            assessment=assessment,
        )

        find_monitored_domain_response_200_item_last_scan_type_0.additional_properties = d
        return find_monitored_domain_response_200_item_last_scan_type_0

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
