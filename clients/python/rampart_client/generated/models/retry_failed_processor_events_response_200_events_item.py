from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

T = TypeVar("T", bound="RetryFailedProcessorEventsResponse200EventsItem")


@_attrs_define
class RetryFailedProcessorEventsResponse200EventsItem:
    """
    Attributes:
        id (str):
        outcome (str):
        error (str | Unset):
    """

    id: str
    outcome: str
    error: str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        outcome = self.outcome

        error = self.error

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "id": id,
                "outcome": outcome,
            }
        )
        if error is not UNSET:
            field_dict["error"] = error

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        id = d.pop("id")

        outcome = d.pop("outcome")

        error = d.pop("error", UNSET)

        retry_failed_processor_events_response_200_events_item = cls(
            id=id,
            outcome=outcome,
            error=error,
        )

        retry_failed_processor_events_response_200_events_item.additional_properties = d
        return retry_failed_processor_events_response_200_events_item

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
