from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.list_account_activity_response_200_activity_item import (
        ListAccountActivityResponse200ActivityItem,
    )


T = TypeVar("T", bound="ListAccountActivityResponse200")


@_attrs_define
class ListAccountActivityResponse200:
    """
    Attributes:
        activity (list[ListAccountActivityResponse200ActivityItem]): Newest first
        total (int): Entries of the account (of the type, when filtered) kept, not only those listed
        next_before (int | None): Pass as `before` for the next (older) page; null on the last page
    """

    activity: list[ListAccountActivityResponse200ActivityItem]
    total: int
    next_before: int | None

    def to_dict(self) -> dict[str, Any]:
        activity = []
        for activity_item_data in self.activity:
            activity_item = activity_item_data.to_dict()
            activity.append(activity_item)

        total = self.total

        next_before: int | None
        next_before = self.next_before

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "activity": activity,
                "total": total,
                "next_before": next_before,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.list_account_activity_response_200_activity_item import (
            ListAccountActivityResponse200ActivityItem,
        )

        d = dict(src_dict)
        activity = []
        _activity = d.pop("activity")
        for activity_item_data in _activity:
            activity_item = ListAccountActivityResponse200ActivityItem.from_dict(
                activity_item_data
            )

            activity.append(activity_item)

        total = d.pop("total")

        def _parse_next_before(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        next_before = _parse_next_before(d.pop("next_before"))

        list_account_activity_response_200 = cls(
            activity=activity,
            total=total,
            next_before=next_before,
        )

        return list_account_activity_response_200
