from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="GetWebhookDeliveryStatsResponse200")


@_attrs_define
class GetWebhookDeliveryStatsResponse200:
    """
    Attributes:
        hours (int):
        since (datetime.datetime):
        total_deliveries (int):
        successful_deliveries (int):
        failed_deliveries (int):
        pending_deliveries (int):
        success_rate (float | None): Successful / finished; null when none finished
        total_attempts (int):
        successful_attempts (int):
        failed_attempts (int):
    """

    hours: int
    since: datetime.datetime
    total_deliveries: int
    successful_deliveries: int
    failed_deliveries: int
    pending_deliveries: int
    success_rate: float | None
    total_attempts: int
    successful_attempts: int
    failed_attempts: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        hours = self.hours

        since = self.since.isoformat()

        total_deliveries = self.total_deliveries

        successful_deliveries = self.successful_deliveries

        failed_deliveries = self.failed_deliveries

        pending_deliveries = self.pending_deliveries

        success_rate: float | None
        success_rate = self.success_rate

        total_attempts = self.total_attempts

        successful_attempts = self.successful_attempts

        failed_attempts = self.failed_attempts

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "hours": hours,
                "since": since,
                "total_deliveries": total_deliveries,
                "successful_deliveries": successful_deliveries,
                "failed_deliveries": failed_deliveries,
                "pending_deliveries": pending_deliveries,
                "success_rate": success_rate,
                "total_attempts": total_attempts,
                "successful_attempts": successful_attempts,
                "failed_attempts": failed_attempts,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        hours = d.pop("hours")

        since = datetime.datetime.fromisoformat(d.pop("since"))

        total_deliveries = d.pop("total_deliveries")

        successful_deliveries = d.pop("successful_deliveries")

        failed_deliveries = d.pop("failed_deliveries")

        pending_deliveries = d.pop("pending_deliveries")

        def _parse_success_rate(data: object) -> float | None:
            if data is None:
                return data
            return cast(float | None, data)

        success_rate = _parse_success_rate(d.pop("success_rate"))

        total_attempts = d.pop("total_attempts")

        successful_attempts = d.pop("successful_attempts")

        failed_attempts = d.pop("failed_attempts")

        get_webhook_delivery_stats_response_200 = cls(
            hours=hours,
            since=since,
            total_deliveries=total_deliveries,
            successful_deliveries=successful_deliveries,
            failed_deliveries=failed_deliveries,
            pending_deliveries=pending_deliveries,
            success_rate=success_rate,
            total_attempts=total_attempts,
            successful_attempts=successful_attempts,
            failed_attempts=failed_attempts,
        )

        get_webhook_delivery_stats_response_200.additional_properties = d
        return get_webhook_delivery_stats_response_200

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
