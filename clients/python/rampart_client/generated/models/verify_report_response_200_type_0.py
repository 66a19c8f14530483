from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.verify_report_response_200_type_0_grade import (
    VerifyReportResponse200Type0Grade,
)

if TYPE_CHECKING:
    from ..models.verify_report_response_200_type_0_signature import (
        VerifyReportResponse200Type0Signature,
    )


T = TypeVar("T", bound="VerifyReportResponse200Type0")


@_attrs_define
class VerifyReportResponse200Type0:
    """
    Attributes:
        report_id (str): RP- and 8 of [A-Z0-9]
        domain (str):
        grade (VerifyReportResponse200Type0Grade):
        score (int):
        scoring_version (str):
        scanned_at (datetime.datetime):
        issued_at (datetime.datetime):
        pdf_sha256 (str): Hex SHA-256 of the PDF bytes as issued: compare with `sha256sum report.pdf`
        pdf_size_bytes (int):
        signature (VerifyReportResponse200Type0Signature):
    """

    report_id: str
    domain: str
    grade: VerifyReportResponse200Type0Grade
    score: int
    scoring_version: str
    scanned_at: datetime.datetime
    issued_at: datetime.datetime
    pdf_sha256: str
    pdf_size_bytes: int
    signature: VerifyReportResponse200Type0Signature
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        report_id = self.report_id

        domain = self.domain

        grade = self.grade.value

        score = self.score

        scoring_version = self.scoring_version

        scanned_at = self.scanned_at.isoformat()

        issued_at = self.issued_at.isoformat()

        pdf_sha256 = self.pdf_sha256

        pdf_size_bytes = self.pdf_size_bytes

        signature = self.signature.to_dict()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "report_id": report_id,
                "domain": domain,
                "grade": grade,
                "score": score,
                "scoring_version": scoring_version,
                "scanned_at": scanned_at,
                "issued_at": issued_at,
                "pdf_sha256": pdf_sha256,
                "pdf_size_bytes": pdf_size_bytes,
                "signature": signature,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.verify_report_response_200_type_0_signature import (
            VerifyReportResponse200Type0Signature,
        )

        d = dict(src_dict)
        report_id = d.pop("report_id")

        domain = d.pop("domain")

        grade = VerifyReportResponse200Type0Grade(d.pop("grade"))

        score = d.pop("score")

        scoring_version = d.pop("scoring_version")

        scanned_at = datetime.datetime.fromisoformat(d.pop("scanned_at"))

        issued_at = datetime.datetime.fromisoformat(d.pop("issued_at"))

        pdf_sha256 = d.pop("pdf_sha256")

        pdf_size_bytes = d.pop("pdf_size_bytes")

        signature = VerifyReportResponse200Type0Signature.from_dict(d.pop("signature"))

        verify_report_response_200_type_0 = cls(
            report_id=report_id,
            domain=domain,
            grade=grade,
            score=score,
            scoring_version=scoring_version,
            scanned_at=scanned_at,
            issued_at=issued_at,
            pdf_sha256=pdf_sha256,
            pdf_size_bytes=pdf_size_bytes,
            signature=signature,
        )

        verify_report_response_200_type_0.additional_properties = d
        return verify_report_response_200_type_0

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
