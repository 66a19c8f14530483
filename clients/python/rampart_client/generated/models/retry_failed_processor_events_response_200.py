from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.retry_failed_processor_events_response_200_events_item import (
        RetryFailedProcessorEventsResponse200EventsItem,
    )


T = TypeVar("T", bound="RetryFailedProcessorEventsResponse200")


@_attrs_define
class RetryFailedProcessorEventsResponse200:
    """
    Attributes:
        hours (int):
        retried (int):
        processed (int):
        failed (int):
        events (list[RetryFailedProcessorEventsResponse200EventsItem]):
    """

    hours: int
    retried: int
    processed: int
    failed: int
    events: list[RetryFailedProcessorEventsResponse200EventsItem]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        hours = self.hours

        retried = self.retried

        processed = self.processed

        failed = self.failed

        events = []
        for events_item_data in self.events:
            events_item = events_item_data.to_dict()
            events.append(events_item)

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "hours": hours,
                "retried": retried,
                "processed": processed,
                "failed": failed,
                "events": events,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.retry_failed_processor_events_response_200_events_item import (
            RetryFailedProcessorEventsResponse200EventsItem,
        )

        d = dict(src_dict)
        hours = d.pop("hours")

        retried = d.pop("retried")

        processed = d.pop("processed")

        failed = d.pop("failed")

        events = []
        _events = d.pop("events")
        for events_item_data in _events:
            events_item = RetryFailedProcessorEventsResponse200EventsItem.from_dict(
                events_item_data
            )

            events.append(events_item)

        retry_failed_processor_events_response_200 = cls(
            hours=hours,
            retried=retried,
            processed=processed,
            failed=failed,
            events=events,
        )

        retry_failed_processor_events_response_200.additional_properties = d
        return retry_failed_processor_events_response_200

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
