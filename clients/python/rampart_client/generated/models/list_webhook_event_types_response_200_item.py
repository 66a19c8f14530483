from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.list_webhook_event_types_response_200_item_type import (
    ListWebhookEventTypesResponse200ItemType,
)

T = TypeVar("T", bound="ListWebhookEventTypesResponse200Item")


@_attrs_define
class ListWebhookEventTypesResponse200Item:
    """
    Attributes:
        type_ (ListWebhookEventTypesResponse200ItemType):
        description (str):
        emitted (bool):
    """

    type_: ListWebhookEventTypesResponse200ItemType
    description: str
    emitted: bool
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_.value

        description = self.description

        emitted = self.emitted

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "type": type_,
                "description": description,
                "emitted": emitted,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        type_ = ListWebhookEventTypesResponse200ItemType(d.pop("type"))

        description = d.pop("description")

        emitted = d.pop("emitted")

        list_webhook_event_types_response_200_item = cls(
            type_=type_,
            description=description,
            emitted=emitted,
        )

        list_webhook_event_types_response_200_item.additional_properties = d
        return list_webhook_event_types_response_200_item

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
