from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.list_hook_samples_response_200_item_type import (
    ListHookSamplesResponse200ItemType,
)

if TYPE_CHECKING:
    from ..models.list_hook_samples_response_200_item_data import (
        ListHookSamplesResponse200ItemData,
    )


T = TypeVar("T", bound="ListHookSamplesResponse200Item")


@_attrs_define
class ListHookSamplesResponse200Item:
    """
    Attributes:
        id (str): Stable: the same item always has the same id (dedupe on it)
        type_ (ListHookSamplesResponse200ItemType):
        created_at (datetime.datetime):
        data (ListHookSamplesResponse200ItemData):
    """

    id: str
    type_: ListHookSamplesResponse200ItemType
    created_at: datetime.datetime
    data: ListHookSamplesResponse200ItemData
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        type_ = self.type_.value

        created_at = self.created_at.isoformat()

        data = self.data.to_dict()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "id": id,
                "type": type_,
                "created_at": created_at,
                "data": data,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.list_hook_samples_response_200_item_data import (
            ListHookSamplesResponse200ItemData,
        )

        d = dict(src_dict)
        id = d.pop("id")

        type_ = ListHookSamplesResponse200ItemType(d.pop("type"))

        created_at = datetime.datetime.fromisoformat(d.pop("created_at"))

        data = ListHookSamplesResponse200ItemData.from_dict(d.pop("data"))

        list_hook_samples_response_200_item = cls(
            id=id,
            type_=type_,
            created_at=created_at,
            data=data,
        )

        list_hook_samples_response_200_item.additional_properties = d
        return list_hook_samples_response_200_item

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
