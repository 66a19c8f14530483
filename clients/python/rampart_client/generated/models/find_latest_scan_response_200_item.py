from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.find_latest_scan_response_200_item_source import (
    FindLatestScanResponse200ItemSource,
)
from ..models.find_latest_scan_response_200_item_status import (
    FindLatestScanResponse200ItemStatus,
)
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.find_latest_scan_response_200_item_result_type_0 import (
        FindLatestScanResponse200ItemResultType0,
    )


T = TypeVar("T", bound="FindLatestScanResponse200Item")


@_attrs_define
class FindLatestScanResponse200Item:
    """
    Attributes:
        job_id (int):
        status (FindLatestScanResponse200ItemStatus):
        source (FindLatestScanResponse200ItemSource):
        requested_modules (list[str]):
        failure_reason (None | str):
        result (FindLatestScanResponse200ItemResultType0 | None): Summary: score, grade, issue_counts, modules,
            top_issues, coverage (completed jobs only)
        domain (str | Unset):
        created_at (datetime.datetime | Unset):
        started_at (datetime.datetime | None | Unset):
        finished_at (datetime.datetime | None | Unset):
    """

    job_id: int
    status: FindLatestScanResponse200ItemStatus
    source: FindLatestScanResponse200ItemSource
    requested_modules: list[str]
    failure_reason: None | str
    result: FindLatestScanResponse200ItemResultType0 | None
    domain: str | Unset = UNSET
    created_at: datetime.datetime | Unset = UNSET
    started_at: datetime.datetime | None | Unset = UNSET
    finished_at: datetime.datetime | None | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.find_latest_scan_response_200_item_result_type_0 import (
            FindLatestScanResponse200ItemResultType0,
        )

        job_id = self.job_id

        status = self.status.value

        source = self.source.value

        requested_modules = self.requested_modules

        failure_reason: None | str
        failure_reason = self.failure_reason

        result: dict[str, Any] | None
        if isinstance(self.result, FindLatestScanResponse200ItemResultType0):
            result = self.result.to_dict()
        else:
            result = self.result

        domain = self.domain

        created_at: str | Unset = UNSET
        if not isinstance(self.created_at, Unset):
            created_at = self.created_at.isoformat()

        started_at: None | str | Unset
        if isinstance(self.started_at, Unset):
            started_at = UNSET
        elif isinstance(self.started_at, datetime.datetime):
            started_at = self.started_at.isoformat()
        else:
            started_at = self.started_at

        finished_at: None | str | Unset
        if isinstance(self.finished_at, Unset):
            finished_at = UNSET
        elif isinstance(self.finished_at, datetime.datetime):
            finished_at = self.finished_at.isoformat()
        else:
            finished_at = self.finished_at

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "job_id": job_id,
                "status": status,
                "source": source,
                "requested_modules": requested_modules,
                "failure_reason": failure_reason,
                "result": result,
            }
        )
        if domain is not UNSET:
            field_dict["domain"] = domain
        if created_at is not UNSET:
            field_dict["created_at"] = created_at
        if started_at is not UNSET:
            field_dict["started_at"] = started_at
        if finished_at is not UNSET:
            field_dict["finished_at"] = finished_at

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.find_latest_scan_response_200_item_result_type_0 import (
            FindLatestScanResponse200ItemResultType0,
        )

        d = dict(src_dict)
        job_id = d.pop("job_id")

        status = FindLatestScanResponse200ItemStatus(d.pop("status"))

        source = FindLatestScanResponse200ItemSource(d.pop("source"))

        requested_modules = cast(list[str], d.pop("requested_modules"))

        def _parse_failure_reason(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        failure_reason = _parse_failure_reason(d.pop("failure_reason"))

        def _parse_result(
            data: object,
        ) -> FindLatestScanResponse200ItemResultType0 | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                result_type_0 = FindLatestScanResponse200ItemResultType0.from_dict(data)

                return result_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(FindLatestScanResponse200ItemResultType0 | None, data)

        result = _parse_result(d.pop("result"))

        domain = d.pop("domain", UNSET)

        _created_at = d.pop("created_at", UNSET)
        created_at: datetime.datetime | Unset
        if isinstance(_created_at, Unset):
            created_at = UNSET
        else:
            created_at = datetime.datetime.fromisoformat(_created_at)

        def _parse_started_at(data: object) -> datetime.datetime | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                started_at_type_0 = datetime.datetime.fromisoformat(data)

                return started_at_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.datetime | None | Unset, data)

        started_at = _parse_started_at(d.pop("started_at", UNSET))

        def _parse_finished_at(data: object) -> datetime.datetime | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                finished_at_type_0 = datetime.datetime.fromisoformat(data)

                return finished_at_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.datetime | None | Unset, data)

        finished_at = _parse_finished_at(d.pop("finished_at", UNSET))

        find_latest_scan_response_200_item = cls(
            job_id=job_id,
            status=status,
            source=source,
            requested_modules=requested_modules,
            failure_reason=failure_reason,
            result=result,
            domain=domain,
            created_at=created_at,
            started_at=started_at,
            finished_at=finished_at,
        )

        find_latest_scan_response_200_item.additional_properties = d
        return find_latest_scan_response_200_item

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
