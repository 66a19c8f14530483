from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.verify_report_response_200_type_1_kind import (
    VerifyReportResponse200Type1Kind,
)

if TYPE_CHECKING:
    from ..models.verify_report_response_200_type_1_signature import (
        VerifyReportResponse200Type1Signature,
    )


T = TypeVar("T", bound="VerifyReportResponse200Type1")


@_attrs_define
class VerifyReportResponse200Type1:
    """
    Attributes:
        report_id (str): RP- and 8 of [A-Z0-9]
        kind (VerifyReportResponse200Type1Kind):
        client (str):
        period (str):
        period_start (datetime.datetime):
        period_end (datetime.datetime):
        domains (int):
        average_score (int | None):
        grade (None | str):
        issued_at (datetime.datetime):
        pdf_sha256 (str): Hex SHA-256 of the PDF bytes as issued: compare with `sha256sum report.pdf`
        pdf_size_bytes (int):
        signature (VerifyReportResponse200Type1Signature):
    """

    report_id: str
    kind: VerifyReportResponse200Type1Kind
    client: str
    period: str
    period_start: datetime.datetime
    period_end: datetime.datetime
    domains: int
    average_score: int | None
    grade: None | str
    issued_at: datetime.datetime
    pdf_sha256: str
    pdf_size_bytes: int
    signature: VerifyReportResponse200Type1Signature
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        report_id = self.report_id

        kind = self.kind.value

        client = self.client

        period = self.period

        period_start = self.period_start.isoformat()

        period_end = self.period_end.isoformat()

        domains = self.domains

        average_score: int | None
        average_score = self.average_score

        grade: None | str
        grade = self.grade

        issued_at = self.issued_at.isoformat()

        pdf_sha256 = self.pdf_sha256

        pdf_size_bytes = self.pdf_size_bytes

        signature = self.signature.to_dict()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "report_id": report_id,
                "kind": kind,
                "client": client,
                "period": period,
                "period_start": period_start,
                "period_end": period_end,
                "domains": domains,
                "average_score": average_score,
                "grade": grade,
                "issued_at": issued_at,
                "pdf_sha256": pdf_sha256,
                "pdf_size_bytes": pdf_size_bytes,
                "signature": signature,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.verify_report_response_200_type_1_signature import (
            VerifyReportResponse200Type1Signature,
        )

        d = dict(src_dict)
        report_id = d.pop("report_id")

        kind = VerifyReportResponse200Type1Kind(d.pop("kind"))

        client = d.pop("client")

        period = d.pop("period")

        period_start = datetime.datetime.fromisoformat(d.pop("period_start"))

        period_end = datetime.datetime.fromisoformat(d.pop("period_end"))

        domains = d.pop("domains")

        def _parse_average_score(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        average_score = _parse_average_score(d.pop("average_score"))

        def _parse_grade(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        grade = _parse_grade(d.pop("grade"))

        issued_at = datetime.datetime.fromisoformat(d.pop("issued_at"))

        pdf_sha256 = d.pop("pdf_sha256")

        pdf_size_bytes = d.pop("pdf_size_bytes")

        signature = VerifyReportResponse200Type1Signature.from_dict(d.pop("signature"))

        verify_report_response_200_type_1 = cls(
            report_id=report_id,
            kind=kind,
            client=client,
            period=period,
            period_start=period_start,
            period_end=period_end,
            domains=domains,
            average_score=average_score,
            grade=grade,
            issued_at=issued_at,
            pdf_sha256=pdf_sha256,
            pdf_size_bytes=pdf_size_bytes,
            signature=signature,
        )

        verify_report_response_200_type_1.additional_properties = d
        return verify_report_response_200_type_1

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
