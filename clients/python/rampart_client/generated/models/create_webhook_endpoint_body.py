from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..models.create_webhook_endpoint_body_enabled_events_item import (
    CreateWebhookEndpointBodyEnabledEventsItem,
)
from ..types import UNSET, Unset

T = TypeVar("T", bound="CreateWebhookEndpointBody")


@_attrs_define
class CreateWebhookEndpointBody:
    """
    Attributes:
        url (str): HTTPS, or http://localhost
        enabled_events (list[CreateWebhookEndpointBodyEnabledEventsItem]):
        description (None | str | Unset):
    """

    url: str
    enabled_events: list[CreateWebhookEndpointBodyEnabledEventsItem]
    description: None | str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        url = self.url

        enabled_events = []
        for enabled_events_item_data in self.enabled_events:
            enabled_events_item = enabled_events_item_data.value
            enabled_events.append(enabled_events_item)

        description: None | str | Unset
        if isinstance(self.description, Unset):
            description = UNSET
        else:
            description = self.description

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "url": url,
                "enabled_events": enabled_events,
            }
        )
        if description is not UNSET:
            field_dict["description"] = description

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        url = d.pop("url")

        enabled_events = []
        _enabled_events = d.pop("enabled_events")
        for enabled_events_item_data in _enabled_events:
            enabled_events_item = CreateWebhookEndpointBodyEnabledEventsItem(
                enabled_events_item_data
            )

            enabled_events.append(enabled_events_item)

        def _parse_description(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        description = _parse_description(d.pop("description", UNSET))

        create_webhook_endpoint_body = cls(
            url=url,
            enabled_events=enabled_events,
            description=description,
        )

        return create_webhook_endpoint_body
