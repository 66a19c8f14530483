from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.get_usage_limits_response_200_limits import (
        GetUsageLimitsResponse200Limits,
    )
    from ..models.get_usage_limits_response_200_period import (
        GetUsageLimitsResponse200Period,
    )
    from ..models.get_usage_limits_response_200_plan import (
        GetUsageLimitsResponse200Plan,
    )


T = TypeVar("T", bound="GetUsageLimitsResponse200")


@_attrs_define
class GetUsageLimitsResponse200:
    """
    Attributes:
        plan (GetUsageLimitsResponse200Plan):
        subscription_status (str):
        period (GetUsageLimitsResponse200Period):
        limits (GetUsageLimitsResponse200Limits):
        requests_allowed (bool):
        scans_allowed (bool):
    """

    plan: GetUsageLimitsResponse200Plan
    subscription_status: str
    period: GetUsageLimitsResponse200Period
    limits: GetUsageLimitsResponse200Limits
    requests_allowed: bool
    scans_allowed: bool
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        plan = self.plan.to_dict()

        subscription_status = self.subscription_status

        period = self.period.to_dict()

        limits = self.limits.to_dict()

        requests_allowed = self.requests_allowed

        scans_allowed = self.scans_allowed

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "plan": plan,
                "subscription_status": subscription_status,
                "period": period,
                "limits": limits,
                "requests_allowed": requests_allowed,
                "scans_allowed": scans_allowed,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.get_usage_limits_response_200_limits import (
            GetUsageLimitsResponse200Limits,
        )
        from ..models.get_usage_limits_response_200_period import (
            GetUsageLimitsResponse200Period,
        )
        from ..models.get_usage_limits_response_200_plan import (
            GetUsageLimitsResponse200Plan,
        )

        d = dict(src_dict)
        plan = GetUsageLimitsResponse200Plan.from_dict(d.pop("plan"))

        subscription_status = d.pop("subscription_status")

        period = GetUsageLimitsResponse200Period.from_dict(d.pop("period"))

        limits = GetUsageLimitsResponse200Limits.from_dict(d.pop("limits"))

        requests_allowed = d.pop("requests_allowed")

        scans_allowed = d.pop("scans_allowed")

        get_usage_limits_response_200 = cls(
            plan=plan,
            subscription_status=subscription_status,
            period=period,
            limits=limits,
            requests_allowed=requests_allowed,
            scans_allowed=scans_allowed,
        )

        get_usage_limits_response_200.additional_properties = d
        return get_usage_limits_response_200

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
