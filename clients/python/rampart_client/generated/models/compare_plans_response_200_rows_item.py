from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.compare_plans_response_200_rows_item_values import (
        ComparePlansResponse200RowsItemValues,
    )


T = TypeVar("T", bound="ComparePlansResponse200RowsItem")


@_attrs_define
class ComparePlansResponse200RowsItem:
    """
    Attributes:
        key (str):
        label (str):
        values (ComparePlansResponse200RowsItemValues):
        docs (str | Unset): The page of Rampart's documentation (docs/ in the distribution) that explains the feature
    """

    key: str
    label: str
    values: ComparePlansResponse200RowsItemValues
    docs: str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        key = self.key

        label = self.label

        values = self.values.to_dict()

        docs = self.docs

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "key": key,
                "label": label,
                "values": values,
            }
        )
        if docs is not UNSET:
            field_dict["docs"] = docs

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.compare_plans_response_200_rows_item_values import (
            ComparePlansResponse200RowsItemValues,
        )

        d = dict(src_dict)
        key = d.pop("key")

        label = d.pop("label")

        values = ComparePlansResponse200RowsItemValues.from_dict(d.pop("values"))

        docs = d.pop("docs", UNSET)

        compare_plans_response_200_rows_item = cls(
            key=key,
            label=label,
            values=values,
            docs=docs,
        )

        compare_plans_response_200_rows_item.additional_properties = d
        return compare_plans_response_200_rows_item

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
