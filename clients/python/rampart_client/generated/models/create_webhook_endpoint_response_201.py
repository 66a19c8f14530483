from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.create_webhook_endpoint_response_201_disabled_reason_type_1 import (
    CreateWebhookEndpointResponse201DisabledReasonType1,
)
from ..models.create_webhook_endpoint_response_201_disabled_reason_type_2_type_1 import (
    CreateWebhookEndpointResponse201DisabledReasonType2Type1,
)
from ..models.create_webhook_endpoint_response_201_disabled_reason_type_3_type_1 import (
    CreateWebhookEndpointResponse201DisabledReasonType3Type1,
)
from ..models.create_webhook_endpoint_response_201_enabled_events_item import (
    CreateWebhookEndpointResponse201EnabledEventsItem,
)

T = TypeVar("T", bound="CreateWebhookEndpointResponse201")


@_attrs_define
class CreateWebhookEndpointResponse201:
    """
    Attributes:
        id (int):
        url (str):
        description (None | str):
        enabled_events (list[CreateWebhookEndpointResponse201EnabledEventsItem]):
        client_id (int | None): The client whose domains alone this endpoint hears about (docs/portfolio.md); null:
            every event of the account
        is_active (bool):
        consecutive_failures (int):
        created_at (datetime.datetime):
        updated_at (datetime.datetime):
        last_attempt_at (datetime.datetime | None):
        last_success_at (datetime.datetime | None):
        last_failure_at (datetime.datetime | None):
        disabled_at (datetime.datetime | None): When consecutive failures or an account recovery disabled it
        disabled_reason (CreateWebhookEndpointResponse201DisabledReasonType1 |
            CreateWebhookEndpointResponse201DisabledReasonType2Type1 |
            CreateWebhookEndpointResponse201DisabledReasonType3Type1 | None): `consecutive_failures` (fix the receiver, then
            re-enable), `account_recovery` (a password reset proved the address for the first time: review the endpoint,
            then re-enable), `account_deleted`, `client_removed` (its client was removed: re-enable with a new client_id, or
            null for the whole account), or null (active, or disabled by hand)
        secret (str): The signing secret (whsec_...): shown only in this response
    """

    id: int
    url: str
    description: None | str
    enabled_events: list[CreateWebhookEndpointResponse201EnabledEventsItem]
    client_id: int | None
    is_active: bool
    consecutive_failures: int
    created_at: datetime.datetime
    updated_at: datetime.datetime
    last_attempt_at: datetime.datetime | None
    last_success_at: datetime.datetime | None
    last_failure_at: datetime.datetime | None
    disabled_at: datetime.datetime | None
    disabled_reason: (
        CreateWebhookEndpointResponse201DisabledReasonType1
        | CreateWebhookEndpointResponse201DisabledReasonType2Type1
        | CreateWebhookEndpointResponse201DisabledReasonType3Type1
        | None
    )
    secret: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        url = self.url

        description: None | str
        description = self.description

        enabled_events = []
        for enabled_events_item_data in self.enabled_events:
            enabled_events_item = enabled_events_item_data.value
            enabled_events.append(enabled_events_item)

        client_id: int | None
        client_id = self.client_id

        is_active = self.is_active

        consecutive_failures = self.consecutive_failures

        created_at = self.created_at.isoformat()

        updated_at = self.updated_at.isoformat()

        last_attempt_at: None | str
        if isinstance(self.last_attempt_at, datetime.datetime):
            last_attempt_at = self.last_attempt_at.isoformat()
        else:
            last_attempt_at = self.last_attempt_at

        last_success_at: None | str
        if isinstance(self.last_success_at, datetime.datetime):
            last_success_at = self.last_success_at.isoformat()
        else:
            last_success_at = self.last_success_at

        last_failure_at: None | str
        if isinstance(self.last_failure_at, datetime.datetime):
            last_failure_at = self.last_failure_at.isoformat()
        else:
            last_failure_at = self.last_failure_at

        disabled_at: None | str
        if isinstance(self.disabled_at, datetime.datetime):
            disabled_at = self.disabled_at.isoformat()
        else:
            disabled_at = self.disabled_at

        disabled_reason: None | str
        if (
            isinstance(
                self.disabled_reason,
                CreateWebhookEndpointResponse201DisabledReasonType1,
            )
            or isinstance(
                self.disabled_reason,
                CreateWebhookEndpointResponse201DisabledReasonType2Type1,
            )
            or isinstance(
                self.disabled_reason,
                CreateWebhookEndpointResponse201DisabledReasonType3Type1,
            )
        ):
            disabled_reason = self.disabled_reason.value
        else:
            disabled_reason = self.disabled_reason

        secret = self.secret

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "id": id,
                "url": url,
                "description": description,
                "enabled_events": enabled_events,
                "client_id": client_id,
                "is_active": is_active,
                "consecutive_failures": consecutive_failures,
                "created_at": created_at,
                "updated_at": updated_at,
                "last_attempt_at": last_attempt_at,
                "last_success_at": last_success_at,
                "last_failure_at": last_failure_at,
                "disabled_at": disabled_at,
                "disabled_reason": disabled_reason,
                "secret": secret,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        id = d.pop("id")

        url = d.pop("url")

        def _parse_description(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        description = _parse_description(d.pop("description"))

        enabled_events = []
        _enabled_events = d.pop("enabled_events")
        for enabled_events_item_data in _enabled_events:
            enabled_events_item = CreateWebhookEndpointResponse201EnabledEventsItem(
                enabled_events_item_data
            )

            enabled_events.append(enabled_events_item)

        def _parse_client_id(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        client_id = _parse_client_id(d.pop("client_id"))

        is_active = d.pop("is_active")

        consecutive_failures = d.pop("consecutive_failures")

        created_at = datetime.datetime.fromisoformat(d.pop("created_at"))

        updated_at = datetime.datetime.fromisoformat(d.pop("updated_at"))

        def _parse_last_attempt_at(data: object) -> datetime.datetime | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                last_attempt_at_type_0 = datetime.datetime.fromisoformat(data)

                return last_attempt_at_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.datetime | None, data)

        last_attempt_at = _parse_last_attempt_at(d.pop("last_attempt_at"))

        def _parse_last_success_at(data: object) -> datetime.datetime | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                last_success_at_type_0 = datetime.datetime.fromisoformat(data)

                return last_success_at_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.datetime | None, data)

        last_success_at = _parse_last_success_at(d.pop("last_success_at"))

        def _parse_last_failure_at(data: object) -> datetime.datetime | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                last_failure_at_type_0 = datetime.datetime.fromisoformat(data)

                return last_failure_at_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.datetime | None, data)

        last_failure_at = _parse_last_failure_at(d.pop("last_failure_at"))

        def _parse_disabled_at(data: object) -> datetime.datetime | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                disabled_at_type_0 = datetime.datetime.fromisoformat(data)

                return disabled_at_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.datetime | None, data)

        disabled_at = _parse_disabled_at(d.pop("disabled_at"))

        def _parse_disabled_reason(
            data: object,
        ) -> (
            CreateWebhookEndpointResponse201DisabledReasonType1
            | CreateWebhookEndpointResponse201DisabledReasonType2Type1
            | CreateWebhookEndpointResponse201DisabledReasonType3Type1
            | None
        ):
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                disabled_reason_type_1 = (
                    CreateWebhookEndpointResponse201DisabledReasonType1(data)
                )

                return disabled_reason_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                disabled_reason_type_2_type_1 = (
                    CreateWebhookEndpointResponse201DisabledReasonType2Type1(data)
                )

                return disabled_reason_type_2_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                disabled_reason_type_3_type_1 = (
                    CreateWebhookEndpointResponse201DisabledReasonType3Type1(data)
                )

                return disabled_reason_type_3_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(
                CreateWebhookEndpointResponse201DisabledReasonType1
                | CreateWebhookEndpointResponse201DisabledReasonType2Type1
                | CreateWebhookEndpointResponse201DisabledReasonType3Type1
                | None,
                data,
            )

        disabled_reason = _parse_disabled_reason(d.pop("disabled_reason"))

        secret = d.pop("secret")

        create_webhook_endpoint_response_201 = cls(
            id=id,
            url=url,
            description=description,
            enabled_events=enabled_events,
            client_id=client_id,
            is_active=is_active,
            consecutive_failures=consecutive_failures,
            created_at=created_at,
            updated_at=updated_at,
            last_attempt_at=last_attempt_at,
            last_success_at=last_success_at,
            last_failure_at=last_failure_at,
            disabled_at=disabled_at,
            disabled_reason=disabled_reason,
            secret=secret,
        )

        create_webhook_endpoint_response_201.additional_properties = d
        return create_webhook_endpoint_response_201

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
