from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.create_checkout_session_body_plan import CreateCheckoutSessionBodyPlan
from ..types import UNSET, Unset

T = TypeVar("T", bound="CreateCheckoutSessionBody")


@_attrs_define
class CreateCheckoutSessionBody:
    """
    Attributes:
        plan (CreateCheckoutSessionBodyPlan):
        success_url (str):
        cancel_url (str):
        yearly (bool | Unset):  Default: False.
    """

    plan: CreateCheckoutSessionBodyPlan
    success_url: str
    cancel_url: str
    yearly: bool | Unset = False
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        plan = self.plan.value

        success_url = self.success_url

        cancel_url = self.cancel_url

        yearly = self.yearly

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "plan": plan,
                "success_url": success_url,
                "cancel_url": cancel_url,
            }
        )
        if yearly is not UNSET:
            field_dict["yearly"] = yearly

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        plan = CreateCheckoutSessionBodyPlan(d.pop("plan"))

        success_url = d.pop("success_url")

        cancel_url = d.pop("cancel_url")

        yearly = d.pop("yearly", UNSET)

        create_checkout_session_body = cls(
            plan=plan,
            success_url=success_url,
            cancel_url=cancel_url,
            yearly=yearly,
        )

        create_checkout_session_body.additional_properties = d
        return create_checkout_session_body

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
