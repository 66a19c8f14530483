from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.list_webhook_deliveries_response_200_item_event_type import (
    ListWebhookDeliveriesResponse200ItemEventType,
)
from ..models.list_webhook_deliveries_response_200_item_status import (
    ListWebhookDeliveriesResponse200ItemStatus,
)

if TYPE_CHECKING:
    from ..models.list_webhook_deliveries_response_200_item_attempts_item import (
        ListWebhookDeliveriesResponse200ItemAttemptsItem,
    )


T = TypeVar("T", bound="ListWebhookDeliveriesResponse200Item")


@_attrs_define
class ListWebhookDeliveriesResponse200Item:
    """
    Attributes:
        id (int):
        endpoint_id (int):
        event_id (str): Equals the delivered payload's id
        event_type (ListWebhookDeliveriesResponse200ItemEventType):
        status (ListWebhookDeliveriesResponse200ItemStatus):
        attempt_count (int):
        is_test (bool):
        redelivery_of (int | None):
        failure_reason (None | str):
        created_at (datetime.datetime):
        next_attempt_at (datetime.datetime | None):
        completed_at (datetime.datetime | None):
        attempts (list[ListWebhookDeliveriesResponse200ItemAttemptsItem]):
    """

    id: int
    endpoint_id: int
    event_id: str
    event_type: ListWebhookDeliveriesResponse200ItemEventType
    status: ListWebhookDeliveriesResponse200ItemStatus
    attempt_count: int
    is_test: bool
    redelivery_of: int | None
    failure_reason: None | str
    created_at: datetime.datetime
    next_attempt_at: datetime.datetime | None
    completed_at: datetime.datetime | None
    attempts: list[ListWebhookDeliveriesResponse200ItemAttemptsItem]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        endpoint_id = self.endpoint_id

        event_id = self.event_id

        event_type = self.event_type.value

        status = self.status.value

        attempt_count = self.attempt_count

        is_test = self.is_test

        redelivery_of: int | None
        redelivery_of = self.redelivery_of

        failure_reason: None | str
        failure_reason = self.failure_reason

        created_at = self.created_at.isoformat()

        next_attempt_at: None | str
        if isinstance(self.next_attempt_at, datetime.datetime):
            next_attempt_at = self.next_attempt_at.isoformat()
        else:
            next_attempt_at = self.next_attempt_at

        completed_at: None | str
        if isinstance(self.completed_at, datetime.datetime):
            completed_at = self.completed_at.isoformat()
        else:
            completed_at = self.completed_at

        attempts = []
        for attempts_item_data in self.attempts:
            attempts_item = attempts_item_data.to_dict()
            attempts.append(attempts_item)

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "id": id,
                "endpoint_id": endpoint_id,
                "event_id": event_id,
                "event_type": event_type,
                "status": status,
                "attempt_count": attempt_count,
                "is_test": is_test,
                "redelivery_of": redelivery_of,
                "failure_reason": failure_reason,
                "created_at": created_at,
                "next_attempt_at": next_attempt_at,
                "completed_at": completed_at,
                "attempts": attempts,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.list_webhook_deliveries_response_200_item_attempts_item import (
            ListWebhookDeliveriesResponse200ItemAttemptsItem,
        )

        d = dict(src_dict)
        id = d.pop("id")

        endpoint_id = d.pop("endpoint_id")

        event_id = d.pop("event_id")

        event_type = ListWebhookDeliveriesResponse200ItemEventType(d.pop("event_type"))

        status = ListWebhookDeliveriesResponse200ItemStatus(d.pop("status"))

        attempt_count = d.pop("attempt_count")

        is_test = d.pop("is_test")

        def _parse_redelivery_of(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        redelivery_of = _parse_redelivery_of(d.pop("redelivery_of"))

        def _parse_failure_reason(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        failure_reason = _parse_failure_reason(d.pop("failure_reason"))

        created_at = datetime.datetime.fromisoformat(d.pop("created_at"))

        def _parse_next_attempt_at(data: object) -> datetime.datetime | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                next_attempt_at_type_0 = datetime.datetime.fromisoformat(data)

                return next_attempt_at_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.datetime | None, data)

        next_attempt_at = _parse_next_attempt_at(d.pop("next_attempt_at"))

        def _parse_completed_at(data: object) -> datetime.datetime | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                completed_at_type_0 = datetime.datetime.fromisoformat(data)

                return completed_at_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.datetime | None, data)

        completed_at = _parse_completed_at(d.pop("completed_at"))

        attempts = []
        _attempts = d.pop("attempts")
        for attempts_item_data in _attempts:
            attempts_item = ListWebhookDeliveriesResponse200ItemAttemptsItem.from_dict(
                attempts_item_data
            )

            attempts.append(attempts_item)

        list_webhook_deliveries_response_200_item = cls(
            id=id,
            endpoint_id=endpoint_id,
            event_id=event_id,
            event_type=event_type,
            status=status,
            attempt_count=attempt_count,
            is_test=is_test,
            redelivery_of=redelivery_of,
            failure_reason=failure_reason,
            created_at=created_at,
            next_attempt_at=next_attempt_at,
            completed_at=completed_at,
            attempts=attempts,
        )

        list_webhook_deliveries_response_200_item.additional_properties = d
        return list_webhook_deliveries_response_200_item

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
