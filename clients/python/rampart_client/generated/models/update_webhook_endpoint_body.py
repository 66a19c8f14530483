from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..models.update_webhook_endpoint_body_enabled_events_item import (
    UpdateWebhookEndpointBodyEnabledEventsItem,
)
from ..types import UNSET, Unset

T = TypeVar("T", bound="UpdateWebhookEndpointBody")


@_attrs_define
class UpdateWebhookEndpointBody:
    """
    Attributes:
        url (str | Unset): HTTPS, or http://localhost
        enabled_events (list[UpdateWebhookEndpointBodyEnabledEventsItem] | Unset):
        description (None | str | Unset):
        is_active (bool | Unset):
        client_id (int | None | Unset): One of your clients: the endpoint then hears only of that client's monitored
            domains (docs/portfolio.md); null or absent: every event of the account
    """

    url: str | Unset = UNSET
    enabled_events: list[UpdateWebhookEndpointBodyEnabledEventsItem] | Unset = UNSET
    description: None | str | Unset = UNSET
    is_active: bool | Unset = UNSET
    client_id: int | None | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        url = self.url

        enabled_events: list[str] | Unset = UNSET
        if not isinstance(self.enabled_events, Unset):
            enabled_events = []
            for enabled_events_item_data in self.enabled_events:
                enabled_events_item = enabled_events_item_data.value
                enabled_events.append(enabled_events_item)

        description: None | str | Unset
        if isinstance(self.description, Unset):
            description = UNSET
        else:
            description = self.description

        is_active = self.is_active

        client_id: int | None | Unset
        if isinstance(self.client_id, Unset):
            client_id = UNSET
        else:
            client_id = self.client_id

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if url is not UNSET:
            field_dict["url"] = url
        if enabled_events is not UNSET:
            field_dict["enabled_events"] = enabled_events
        if description is not UNSET:
            field_dict["description"] = description
        if is_active is not UNSET:
            field_dict["is_active"] = is_active
        if client_id is not UNSET:
            field_dict["client_id"] = client_id

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        url = d.pop("url", UNSET)

        _enabled_events = d.pop("enabled_events", UNSET)
        enabled_events: list[UpdateWebhookEndpointBodyEnabledEventsItem] | Unset = UNSET
        if _enabled_events is not UNSET:
            enabled_events = []
            for enabled_events_item_data in _enabled_events:
                enabled_events_item = UpdateWebhookEndpointBodyEnabledEventsItem(
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

        is_active = d.pop("is_active", UNSET)

        def _parse_client_id(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        client_id = _parse_client_id(d.pop("client_id", UNSET))

        update_webhook_endpoint_body = cls(
            url=url,
            enabled_events=enabled_events,
            description=description,
            is_active=is_active,
            client_id=client_id,
        )

        return update_webhook_endpoint_body
