from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define

from ..models.subscribe_hook_body_event import SubscribeHookBodyEvent
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.subscribe_hook_body_filters import SubscribeHookBodyFilters


T = TypeVar("T", bound="SubscribeHookBody")


@_attrs_define
class SubscribeHookBody:
    """
    Attributes:
        target_url (str): The platform's hook URL: HTTPS, or http://localhost
        event (SubscribeHookBodyEvent):
        filters (SubscribeHookBodyFilters | Unset):
    """

    target_url: str
    event: SubscribeHookBodyEvent
    filters: SubscribeHookBodyFilters | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        target_url = self.target_url

        event = self.event.value

        filters: dict[str, Any] | Unset = UNSET
        if not isinstance(self.filters, Unset):
            filters = self.filters.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "target_url": target_url,
                "event": event,
            }
        )
        if filters is not UNSET:
            field_dict["filters"] = filters

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.subscribe_hook_body_filters import SubscribeHookBodyFilters

        d = dict(src_dict)
        target_url = d.pop("target_url")

        event = SubscribeHookBodyEvent(d.pop("event"))

        _filters = d.pop("filters", UNSET)
        filters: SubscribeHookBodyFilters | Unset
        if isinstance(_filters, Unset):
            filters = UNSET
        else:
            filters = SubscribeHookBodyFilters.from_dict(_filters)

        subscribe_hook_body = cls(
            target_url=target_url,
            event=event,
            filters=filters,
        )

        return subscribe_hook_body
