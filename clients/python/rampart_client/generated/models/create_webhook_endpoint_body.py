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
        client_id (int | None | Unset): One of your clients: the endpoint then hears only of that client's monitored
            domains (docs/portfolio.md); null or absent: every event of the account
    """

    url: str
    enabled_events: list[CreateWebhookEndpointBodyEnabledEventsItem]
    description: None | str | Unset = UNSET
    client_id: int | None | Unset = UNSET

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

        client_id: int | None | Unset
        if isinstance(self.client_id, Unset):
            client_id = UNSET
        else:
            client_id = self.client_id

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "url": url,
                "enabled_events": enabled_events,
            }
        )
        if description is not UNSET:
            field_dict["description"] = description
        if client_id is not UNSET:
            field_dict["client_id"] = client_id

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

        def _parse_client_id(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        client_id = _parse_client_id(d.pop("client_id", UNSET))

        create_webhook_endpoint_body = cls(
            url=url,
            enabled_events=enabled_events,
            description=description,
            client_id=client_id,
        )

        return create_webhook_endpoint_body
