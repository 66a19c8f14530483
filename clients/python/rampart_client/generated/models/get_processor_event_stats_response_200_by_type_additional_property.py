from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="GetProcessorEventStatsResponse200ByTypeAdditionalProperty")


@_attrs_define
class GetProcessorEventStatsResponse200ByTypeAdditionalProperty:
    """
    Attributes:
        received (int):
        processed (int):
        failed (int):
        retried (int):
    """

    received: int
    processed: int
    failed: int
    retried: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        received = self.received

        processed = self.processed

        failed = self.failed

        retried = self.retried

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "received": received,
                "processed": processed,
                "failed": failed,
                "retried": retried,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        received = d.pop("received")

        processed = d.pop("processed")

        failed = d.pop("failed")

        retried = d.pop("retried")

        get_processor_event_stats_response_200_by_type_additional_property = cls(
            received=received,
            processed=processed,
            failed=failed,
            retried=retried,
        )

        get_processor_event_stats_response_200_by_type_additional_property.additional_properties = d
        return get_processor_event_stats_response_200_by_type_additional_property

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
