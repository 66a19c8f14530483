from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.get_usage_limits_response_200_limits_burst import (
        GetUsageLimitsResponse200LimitsBurst,
    )
    from ..models.get_usage_limits_response_200_limits_concurrent_requests import (
        GetUsageLimitsResponse200LimitsConcurrentRequests,
    )
    from ..models.get_usage_limits_response_200_limits_domain_slots import (
        GetUsageLimitsResponse200LimitsDomainSlots,
    )
    from ..models.get_usage_limits_response_200_limits_requests_per_day import (
        GetUsageLimitsResponse200LimitsRequestsPerDay,
    )
    from ..models.get_usage_limits_response_200_limits_requests_per_hour import (
        GetUsageLimitsResponse200LimitsRequestsPerHour,
    )
    from ..models.get_usage_limits_response_200_limits_requests_per_minute import (
        GetUsageLimitsResponse200LimitsRequestsPerMinute,
    )
    from ..models.get_usage_limits_response_200_limits_scans_per_month import (
        GetUsageLimitsResponse200LimitsScansPerMonth,
    )
    from ..models.get_usage_limits_response_200_limits_webhook_endpoints import (
        GetUsageLimitsResponse200LimitsWebhookEndpoints,
    )


T = TypeVar("T", bound="GetUsageLimitsResponse200Limits")


@_attrs_define
class GetUsageLimitsResponse200Limits:
    """
    Attributes:
        scans_per_month (GetUsageLimitsResponse200LimitsScansPerMonth):
        requests_per_minute (GetUsageLimitsResponse200LimitsRequestsPerMinute):
        requests_per_hour (GetUsageLimitsResponse200LimitsRequestsPerHour):
        requests_per_day (GetUsageLimitsResponse200LimitsRequestsPerDay):
        burst (GetUsageLimitsResponse200LimitsBurst):
        concurrent_requests (GetUsageLimitsResponse200LimitsConcurrentRequests):
        domain_slots (GetUsageLimitsResponse200LimitsDomainSlots):
        webhook_endpoints (GetUsageLimitsResponse200LimitsWebhookEndpoints):
    """

    scans_per_month: GetUsageLimitsResponse200LimitsScansPerMonth
    requests_per_minute: GetUsageLimitsResponse200LimitsRequestsPerMinute
    requests_per_hour: GetUsageLimitsResponse200LimitsRequestsPerHour
    requests_per_day: GetUsageLimitsResponse200LimitsRequestsPerDay
    burst: GetUsageLimitsResponse200LimitsBurst
    concurrent_requests: GetUsageLimitsResponse200LimitsConcurrentRequests
    domain_slots: GetUsageLimitsResponse200LimitsDomainSlots
    webhook_endpoints: GetUsageLimitsResponse200LimitsWebhookEndpoints
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        scans_per_month = self.scans_per_month.to_dict()

        requests_per_minute = self.requests_per_minute.to_dict()

        requests_per_hour = self.requests_per_hour.to_dict()

        requests_per_day = self.requests_per_day.to_dict()

        burst = self.burst.to_dict()

        concurrent_requests = self.concurrent_requests.to_dict()

        domain_slots = self.domain_slots.to_dict()

        webhook_endpoints = self.webhook_endpoints.to_dict()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "scans_per_month": scans_per_month,
                "requests_per_minute": requests_per_minute,
                "requests_per_hour": requests_per_hour,
                "requests_per_day": requests_per_day,
                "burst": burst,
                "concurrent_requests": concurrent_requests,
                "domain_slots": domain_slots,
                "webhook_endpoints": webhook_endpoints,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.get_usage_limits_response_200_limits_burst import (
            GetUsageLimitsResponse200LimitsBurst,
        )
        from ..models.get_usage_limits_response_200_limits_concurrent_requests import (
            GetUsageLimitsResponse200LimitsConcurrentRequests,
        )
        from ..models.get_usage_limits_response_200_limits_domain_slots import (
            GetUsageLimitsResponse200LimitsDomainSlots,
        )
        from ..models.get_usage_limits_response_200_limits_requests_per_day import (
            GetUsageLimitsResponse200LimitsRequestsPerDay,
        )
        from ..models.get_usage_limits_response_200_limits_requests_per_hour import (
            GetUsageLimitsResponse200LimitsRequestsPerHour,
        )
        from ..models.get_usage_limits_response_200_limits_requests_per_minute import (
            GetUsageLimitsResponse200LimitsRequestsPerMinute,
        )
        from ..models.get_usage_limits_response_200_limits_scans_per_month import (
            GetUsageLimitsResponse200LimitsScansPerMonth,
        )
        from ..models.get_usage_limits_response_200_limits_webhook_endpoints import (
            GetUsageLimitsResponse200LimitsWebhookEndpoints,
        )

        d = dict(src_dict)
        scans_per_month = GetUsageLimitsResponse200LimitsScansPerMonth.from_dict(
            d.pop("scans_per_month")
        )

        requests_per_minute = (
            GetUsageLimitsResponse200LimitsRequestsPerMinute.from_dict(
                d.pop("requests_per_minute")
            )
        )

        requests_per_hour = GetUsageLimitsResponse200LimitsRequestsPerHour.from_dict(
            d.pop("requests_per_hour")
        )

        requests_per_day = GetUsageLimitsResponse200LimitsRequestsPerDay.from_dict(
            d.pop("requests_per_day")
        )

        burst = GetUsageLimitsResponse200LimitsBurst.from_dict(d.pop("burst"))

        concurrent_requests = (
            GetUsageLimitsResponse200LimitsConcurrentRequests.from_dict(
                d.pop("concurrent_requests")
            )
        )

        domain_slots = GetUsageLimitsResponse200LimitsDomainSlots.from_dict(
            d.pop("domain_slots")
        )

        webhook_endpoints = GetUsageLimitsResponse200LimitsWebhookEndpoints.from_dict(
            d.pop("webhook_endpoints")
        )

        get_usage_limits_response_200_limits = cls(
            scans_per_month=scans_per_month,
            requests_per_minute=requests_per_minute,
            requests_per_hour=requests_per_hour,
            requests_per_day=requests_per_day,
            burst=burst,
            concurrent_requests=concurrent_requests,
            domain_slots=domain_slots,
            webhook_endpoints=webhook_endpoints,
        )

        get_usage_limits_response_200_limits.additional_properties = d
        return get_usage_limits_response_200_limits

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
