from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.list_plans_response_200_item_features import (
        ListPlansResponse200ItemFeatures,
    )
    from ..models.list_plans_response_200_item_rate_limits import (
        ListPlansResponse200ItemRateLimits,
    )


T = TypeVar("T", bound="ListPlansResponse200Item")


@_attrs_define
class ListPlansResponse200Item:
    """
    Attributes:
        id (str):
        name (str):
        tier (str): the rate tier named in rate-limit messages
        price_monthly_usd (float | None): null: priced by agreement
        price_yearly_usd (float | None):
        scans_per_month (int | None): null: unlimited
        domain_slots (int | None): null: unlimited
        webhook_endpoints (int):
        rate_limits (ListPlansResponse200ItemRateLimits):
        features (ListPlansResponse200ItemFeatures):
        purchasable (bool): sold through POST /v1/billing/checkout
        legacy (bool):
    """

    id: str
    name: str
    tier: str
    price_monthly_usd: float | None
    price_yearly_usd: float | None
    scans_per_month: int | None
    domain_slots: int | None
    webhook_endpoints: int
    rate_limits: ListPlansResponse200ItemRateLimits
    features: ListPlansResponse200ItemFeatures
    purchasable: bool
    legacy: bool
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        name = self.name

        tier = self.tier

        price_monthly_usd: float | None
        price_monthly_usd = self.price_monthly_usd

        price_yearly_usd: float | None
        price_yearly_usd = self.price_yearly_usd

        scans_per_month: int | None
        scans_per_month = self.scans_per_month

        domain_slots: int | None
        domain_slots = self.domain_slots

        webhook_endpoints = self.webhook_endpoints

        rate_limits = self.rate_limits.to_dict()

        features = self.features.to_dict()

        purchasable = self.purchasable

        legacy = self.legacy

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "id": id,
                "name": name,
                "tier": tier,
                "price_monthly_usd": price_monthly_usd,
                "price_yearly_usd": price_yearly_usd,
                "scans_per_month": scans_per_month,
                "domain_slots": domain_slots,
                "webhook_endpoints": webhook_endpoints,
                "rate_limits": rate_limits,
                "features": features,
                "purchasable": purchasable,
                "legacy": legacy,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.list_plans_response_200_item_features import (
            ListPlansResponse200ItemFeatures,
        )
        from ..models.list_plans_response_200_item_rate_limits import (
            ListPlansResponse200ItemRateLimits,
        )

        d = dict(src_dict)
        id = d.pop("id")

        name = d.pop("name")

        tier = d.pop("tier")

        def _parse_price_monthly_usd(data: object) -> float | None:
            if data is None:
                return data
            return cast(float | None, data)

        price_monthly_usd = _parse_price_monthly_usd(d.pop("price_monthly_usd"))

        def _parse_price_yearly_usd(data: object) -> float | None:
            if data is None:
                return data
            return cast(float | None, data)

        price_yearly_usd = _parse_price_yearly_usd(d.pop("price_yearly_usd"))

        def _parse_scans_per_month(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        scans_per_month = _parse_scans_per_month(d.pop("scans_per_month"))

        def _parse_domain_slots(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        domain_slots = _parse_domain_slots(d.pop("domain_slots"))

        webhook_endpoints = d.pop("webhook_endpoints")

        rate_limits = ListPlansResponse200ItemRateLimits.from_dict(d.pop("rate_limits"))

        features = ListPlansResponse200ItemFeatures.from_dict(d.pop("features"))

        purchasable = d.pop("purchasable")

        legacy = d.pop("legacy")

        list_plans_response_200_item = cls(
            id=id,
            name=name,
            tier=tier,
            price_monthly_usd=price_monthly_usd,
            price_yearly_usd=price_yearly_usd,
            scans_per_month=scans_per_month,
            domain_slots=domain_slots,
            webhook_endpoints=webhook_endpoints,
            rate_limits=rate_limits,
            features=features,
            purchasable=purchasable,
            legacy=legacy,
        )

        list_plans_response_200_item.additional_properties = d
        return list_plans_response_200_item

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
