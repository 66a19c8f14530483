from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="RedeliverWebhookDeliveryResponse202AttemptsItem")


@_attrs_define
class RedeliverWebhookDeliveryResponse202AttemptsItem:
    """
    Attributes:
        attempt (int):
        attempted_at (datetime.datetime):
        succeeded (bool):
        response_status (int | None):
        duration_ms (int):
        response_body (None | str): The first 1,024 bytes of the answer
        error (None | str): Why the attempt failed
    """

    attempt: int
    attempted_at: datetime.datetime
    succeeded: bool
    response_status: int | None
    duration_ms: int
    response_body: None | str
    error: None | str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        attempt = self.attempt

        attempted_at = self.attempted_at.isoformat()

        succeeded = self.succeeded

        response_status: int | None
        response_status = self.response_status

        duration_ms = self.duration_ms

        response_body: None | str
        response_body = self.response_body

        error: None | str
        error = self.error

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "attempt": attempt,
                "attempted_at": attempted_at,
                "succeeded": succeeded,
                "response_status": response_status,
                "duration_ms": duration_ms,
                "response_body": response_body,
                "error": error,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        attempt = d.pop("attempt")

        attempted_at = datetime.datetime.fromisoformat(d.pop("attempted_at"))

        succeeded = d.pop("succeeded")

        def _parse_response_status(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        response_status = _parse_response_status(d.pop("response_status"))

        duration_ms = d.pop("duration_ms")

        def _parse_response_body(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        response_body = _parse_response_body(d.pop("response_body"))

        def _parse_error(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        error = _parse_error(d.pop("error"))

        redeliver_webhook_delivery_response_202_attempts_item = cls(
            attempt=attempt,
            attempted_at=attempted_at,
            succeeded=succeeded,
            response_status=response_status,
            duration_ms=duration_ms,
            response_body=response_body,
            error=error,
        )

        redeliver_webhook_delivery_response_202_attempts_item.additional_properties = d
        return redeliver_webhook_delivery_response_202_attempts_item

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
