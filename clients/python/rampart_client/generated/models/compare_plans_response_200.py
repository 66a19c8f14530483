from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.compare_plans_response_200_plans_item import (
        ComparePlansResponse200PlansItem,
    )
    from ..models.compare_plans_response_200_rows_item import (
        ComparePlansResponse200RowsItem,
    )


T = TypeVar("T", bound="ComparePlansResponse200")


@_attrs_define
class ComparePlansResponse200:
    """
    Attributes:
        plans (list[ComparePlansResponse200PlansItem]):
        rows (list[ComparePlansResponse200RowsItem]):
    """

    plans: list[ComparePlansResponse200PlansItem]
    rows: list[ComparePlansResponse200RowsItem]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        plans = []
        for plans_item_data in self.plans:
            plans_item = plans_item_data.to_dict()
            plans.append(plans_item)

        rows = []
        for rows_item_data in self.rows:
            rows_item = rows_item_data.to_dict()
            rows.append(rows_item)

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "plans": plans,
                "rows": rows,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.compare_plans_response_200_plans_item import (
            ComparePlansResponse200PlansItem,
        )
        from ..models.compare_plans_response_200_rows_item import (
            ComparePlansResponse200RowsItem,
        )

        d = dict(src_dict)
        plans = []
        _plans = d.pop("plans")
        for plans_item_data in _plans:
            plans_item = ComparePlansResponse200PlansItem.from_dict(plans_item_data)

            plans.append(plans_item)

        rows = []
        _rows = d.pop("rows")
        for rows_item_data in _rows:
            rows_item = ComparePlansResponse200RowsItem.from_dict(rows_item_data)

            rows.append(rows_item)

        compare_plans_response_200 = cls(
            plans=plans,
            rows=rows,
        )

        compare_plans_response_200.additional_properties = d
        return compare_plans_response_200

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
