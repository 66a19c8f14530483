from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="ListPortfolioDomainsResponse200DomainsItem")


@_attrs_define
class ListPortfolioDomainsResponse200DomainsItem:
    """
    Attributes:
        id (int):
        domain (str):
        client_id (int | None):
        client_name (None | str):
        tags (list[str]):
        grade (None | str): After the last evaluated scan; null before
        score (int | None):
        previous_score (int | None):
        trend (int | None): Score change since the scan before
        last_scan_at (datetime.datetime | None):
        critical_issues (int | None):
        open_alerts (int): Unread alerts
        scan_frequency (str):
    """

    id: int
    domain: str
    client_id: int | None
    client_name: None | str
    tags: list[str]
    grade: None | str
    score: int | None
    previous_score: int | None
    trend: int | None
    last_scan_at: datetime.datetime | None
    critical_issues: int | None
    open_alerts: int
    scan_frequency: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        domain = self.domain

        client_id: int | None
        client_id = self.client_id

        client_name: None | str
        client_name = self.client_name

        tags = self.tags

        grade: None | str
        grade = self.grade

        score: int | None
        score = self.score

        previous_score: int | None
        previous_score = self.previous_score

        trend: int | None
        trend = self.trend

        last_scan_at: None | str
        if isinstance(self.last_scan_at, datetime.datetime):
            last_scan_at = self.last_scan_at.isoformat()
        else:
            last_scan_at = self.last_scan_at

        critical_issues: int | None
        critical_issues = self.critical_issues

        open_alerts = self.open_alerts

        scan_frequency = self.scan_frequency

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "id": id,
                "domain": domain,
                "client_id": client_id,
                "client_name": client_name,
                "tags": tags,
                "grade": grade,
                "score": score,
                "previous_score": previous_score,
                "trend": trend,
                "last_scan_at": last_scan_at,
                "critical_issues": critical_issues,
                "open_alerts": open_alerts,
                "scan_frequency": scan_frequency,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        id = d.pop("id")

        domain = d.pop("domain")

        def _parse_client_id(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        client_id = _parse_client_id(d.pop("client_id"))

        def _parse_client_name(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        client_name = _parse_client_name(d.pop("client_name"))

        tags = cast(list[str], d.pop("tags"))

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

        def _parse_previous_score(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        previous_score = _parse_previous_score(d.pop("previous_score"))

        def _parse_trend(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        trend = _parse_trend(d.pop("trend"))

        def _parse_last_scan_at(data: object) -> datetime.datetime | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                last_scan_at_type_0 = datetime.datetime.fromisoformat(data)

                return last_scan_at_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.datetime | None, data)

        last_scan_at = _parse_last_scan_at(d.pop("last_scan_at"))

        def _parse_critical_issues(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        critical_issues = _parse_critical_issues(d.pop("critical_issues"))

        open_alerts = d.pop("open_alerts")

        scan_frequency = d.pop("scan_frequency")

        list_portfolio_domains_response_200_domains_item = cls(
            id=id,
            domain=domain,
            client_id=client_id,
            client_name=client_name,
            tags=tags,
            grade=grade,
            score=score,
            previous_score=previous_score,
            trend=trend,
            last_scan_at=last_scan_at,
            critical_issues=critical_issues,
            open_alerts=open_alerts,
            scan_frequency=scan_frequency,
        )

        list_portfolio_domains_response_200_domains_item.additional_properties = d
        return list_portfolio_domains_response_200_domains_item

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
