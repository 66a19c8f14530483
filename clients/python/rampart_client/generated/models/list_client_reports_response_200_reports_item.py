from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="ListClientReportsResponse200ReportsItem")


@_attrs_define
class ListClientReportsResponse200ReportsItem:
    """
    Attributes:
        id (str): The report id, RP- and 8 of [A-Z0-9]: GET /v1/verify/{report_id} resolves it
        client_id (int | None):
        client_name (str):
        period (str): `weekly:2026-W47`, `monthly:2026-10`, or `now:<epoch ms>` for a send-now
        period_start (datetime.datetime):
        period_end (datetime.datetime):
        domain_count (int):
        average_score (int | None):
        grade (None | str):
        issued_at (datetime.datetime):
        pdf_sha256 (str):
        pdf_size_bytes (int):
        recipients (list[str]):
        mailed_to (list[str]):
        mailed_at (datetime.datetime | None):
        verify_url (str):
    """

    id: str
    client_id: int | None
    client_name: str
    period: str
    period_start: datetime.datetime
    period_end: datetime.datetime
    domain_count: int
    average_score: int | None
    grade: None | str
    issued_at: datetime.datetime
    pdf_sha256: str
    pdf_size_bytes: int
    recipients: list[str]
    mailed_to: list[str]
    mailed_at: datetime.datetime | None
    verify_url: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        client_id: int | None
        client_id = self.client_id

        client_name = self.client_name

        period = self.period

        period_start = self.period_start.isoformat()

        period_end = self.period_end.isoformat()

        domain_count = self.domain_count

        average_score: int | None
        average_score = self.average_score

        grade: None | str
        grade = self.grade

        issued_at = self.issued_at.isoformat()

        pdf_sha256 = self.pdf_sha256

        pdf_size_bytes = self.pdf_size_bytes

        recipients = self.recipients

        mailed_to = self.mailed_to

        mailed_at: None | str
        if isinstance(self.mailed_at, datetime.datetime):
            mailed_at = self.mailed_at.isoformat()
        else:
            mailed_at = self.mailed_at

        verify_url = self.verify_url

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "id": id,
                "client_id": client_id,
                "client_name": client_name,
                "period": period,
                "period_start": period_start,
                "period_end": period_end,
                "domain_count": domain_count,
                "average_score": average_score,
                "grade": grade,
                "issued_at": issued_at,
                "pdf_sha256": pdf_sha256,
                "pdf_size_bytes": pdf_size_bytes,
                "recipients": recipients,
                "mailed_to": mailed_to,
                "mailed_at": mailed_at,
                "verify_url": verify_url,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        id = d.pop("id")

        def _parse_client_id(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        client_id = _parse_client_id(d.pop("client_id"))

        client_name = d.pop("client_name")

        period = d.pop("period")

        period_start = datetime.datetime.fromisoformat(d.pop("period_start"))

        period_end = datetime.datetime.fromisoformat(d.pop("period_end"))

        domain_count = d.pop("domain_count")

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

        recipients = cast(list[str], d.pop("recipients"))

        mailed_to = cast(list[str], d.pop("mailed_to"))

        def _parse_mailed_at(data: object) -> datetime.datetime | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                mailed_at_type_0 = datetime.datetime.fromisoformat(data)

                return mailed_at_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.datetime | None, data)

        mailed_at = _parse_mailed_at(d.pop("mailed_at"))

        verify_url = d.pop("verify_url")

        list_client_reports_response_200_reports_item = cls(
            id=id,
            client_id=client_id,
            client_name=client_name,
            period=period,
            period_start=period_start,
            period_end=period_end,
            domain_count=domain_count,
            average_score=average_score,
            grade=grade,
            issued_at=issued_at,
            pdf_sha256=pdf_sha256,
            pdf_size_bytes=pdf_size_bytes,
            recipients=recipients,
            mailed_to=mailed_to,
            mailed_at=mailed_at,
            verify_url=verify_url,
        )

        list_client_reports_response_200_reports_item.additional_properties = d
        return list_client_reports_response_200_reports_item

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
