from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.get_processor_event_stats_response_200_by_type import (
        GetProcessorEventStatsResponse200ByType,
    )


T = TypeVar("T", bound="GetProcessorEventStatsResponse200")


@_attrs_define
class GetProcessorEventStatsResponse200:
    """
    Attributes:
        hours (int):
        since (datetime.datetime):
        received (int):
        processed (int):
        failed (int):
        pending (int):
        retried (int):
        by_type (GetProcessorEventStatsResponse200ByType):
    """

    hours: int
    since: datetime.datetime
    received: int
    processed: int
    failed: int
    pending: int
    retried: int
    by_type: GetProcessorEventStatsResponse200ByType
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        hours = self.hours

        since = self.since.isoformat()

        received = self.received

        processed = self.processed

        failed = self.failed

        pending = self.pending

        retried = self.retried

        by_type = self.by_type.to_dict()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "hours": hours,
                "since": since,
                "received": received,
                "processed": processed,
                "failed": failed,
                "pending": pending,
                "retried": retried,
                "by_type": by_type,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.get_processor_event_stats_response_200_by_type import (
            GetProcessorEventStatsResponse200ByType,
        )

        d = dict(src_dict)
        hours = d.pop("hours")

        since = datetime.datetime.fromisoformat(d.pop("since"))

        received = d.pop("received")

        processed = d.pop("processed")

        failed = d.pop("failed")

        pending = d.pop("pending")

        retried = d.pop("retried")

        by_type = GetProcessorEventStatsResponse200ByType.from_dict(d.pop("by_type"))

        get_processor_event_stats_response_200 = cls(
            hours=hours,
            since=since,
            received=received,
            processed=processed,
            failed=failed,
            pending=pending,
            retried=retried,
            by_type=by_type,
        )

        get_processor_event_stats_response_200.additional_properties = d
        return get_processor_event_stats_response_200

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
