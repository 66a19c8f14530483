from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="GetSubscriptionResponse200")


@_attrs_define
class GetSubscriptionResponse200:
    """
    Attributes:
        plan (str):
        status (str):
        active (bool): whether the paid features are open (docs/billing.md)
        scans_this_month (int):
        scan_limit (int | None):
        domain_limit (int | None):
        current_period_end (datetime.datetime | None):
        customer_id (None | str):
        subscription_id (None | str):
    """

    plan: str
    status: str
    active: bool
    scans_this_month: int
    scan_limit: int | None
    domain_limit: int | None
    current_period_end: datetime.datetime | None
    customer_id: None | str
    subscription_id: None | str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        plan = self.plan

        status = self.status

        active = self.active

        scans_this_month = self.scans_this_month

        scan_limit: int | None
        scan_limit = self.scan_limit

        domain_limit: int | None
        domain_limit = self.domain_limit

        current_period_end: None | str
        if isinstance(self.current_period_end, datetime.datetime):
            current_period_end = self.current_period_end.isoformat()
        else:
            current_period_end = self.current_period_end

        customer_id: None | str
        customer_id = self.customer_id

        subscription_id: None | str
        subscription_id = self.subscription_id

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "plan": plan,
                "status": status,
                "active": active,
                "scans_this_month": scans_this_month,
                "scan_limit": scan_limit,
                "domain_limit": domain_limit,
                "current_period_end": current_period_end,
                "customer_id": customer_id,
                "subscription_id": subscription_id,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        plan = d.pop("plan")

        status = d.pop("status")

        active = d.pop("active")

        scans_this_month = d.pop("scans_this_month")

        def _parse_scan_limit(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        scan_limit = _parse_scan_limit(d.pop("scan_limit"))

        def _parse_domain_limit(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        domain_limit = _parse_domain_limit(d.pop("domain_limit"))

        def _parse_current_period_end(data: object) -> datetime.datetime | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                current_period_end_type_0 = datetime.datetime.fromisoformat(data)

                return current_period_end_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.datetime | None, data)

        current_period_end = _parse_current_period_end(d.pop("current_period_end"))

        def _parse_customer_id(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        customer_id = _parse_customer_id(d.pop("customer_id"))

        def _parse_subscription_id(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        subscription_id = _parse_subscription_id(d.pop("subscription_id"))

        get_subscription_response_200 = cls(
            plan=plan,
            status=status,
            active=active,
            scans_this_month=scans_this_month,
            scan_limit=scan_limit,
            domain_limit=domain_limit,
            current_period_end=current_period_end,
            customer_id=customer_id,
            subscription_id=subscription_id,
        )

        get_subscription_response_200.additional_properties = d
        return get_subscription_response_200

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
