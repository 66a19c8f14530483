from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

T = TypeVar("T", bound="GetAccountResponse200")


@_attrs_define
class GetAccountResponse200:
    """
    Attributes:
        id (int):
        email (str):
        plan (str):
        api_key (str): The account's one API key (rp_ + 40 base62 characters)
        scans_this_month (int):
        scan_limit (int | None): Null on unlimited plans
        scans_remaining (int | None): Null on unlimited plans
        domain_limit (int | None): Null on unlimited plans
        subscription_status (str):
        email_verified (bool | Unset):
        is_admin (bool | Unset):
        created_at (datetime.datetime | Unset):
    """

    id: int
    email: str
    plan: str
    api_key: str
    scans_this_month: int
    scan_limit: int | None
    scans_remaining: int | None
    domain_limit: int | None
    subscription_status: str
    email_verified: bool | Unset = UNSET
    is_admin: bool | Unset = UNSET
    created_at: datetime.datetime | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        email = self.email

        plan = self.plan

        api_key = self.api_key

        scans_this_month = self.scans_this_month

        scan_limit: int | None
        scan_limit = self.scan_limit

        scans_remaining: int | None
        scans_remaining = self.scans_remaining

        domain_limit: int | None
        domain_limit = self.domain_limit

        subscription_status = self.subscription_status

        email_verified = self.email_verified

        is_admin = self.is_admin

        created_at: str | Unset = UNSET
        if not isinstance(self.created_at, Unset):
            created_at = self.created_at.isoformat()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "id": id,
                "email": email,
                "plan": plan,
                "api_key": api_key,
                "scans_this_month": scans_this_month,
                "scan_limit": scan_limit,
                "scans_remaining": scans_remaining,
                "domain_limit": domain_limit,
                "subscription_status": subscription_status,
            }
        )
        if email_verified is not UNSET:
            field_dict["email_verified"] = email_verified
        if is_admin is not UNSET:
            field_dict["is_admin"] = is_admin
        if created_at is not UNSET:
            field_dict["created_at"] = created_at

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        id = d.pop("id")

        email = d.pop("email")

        plan = d.pop("plan")

        api_key = d.pop("api_key")

        scans_this_month = d.pop("scans_this_month")

        def _parse_scan_limit(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        scan_limit = _parse_scan_limit(d.pop("scan_limit"))

        def _parse_scans_remaining(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        scans_remaining = _parse_scans_remaining(d.pop("scans_remaining"))

        def _parse_domain_limit(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        domain_limit = _parse_domain_limit(d.pop("domain_limit"))

        subscription_status = d.pop("subscription_status")

        email_verified = d.pop("email_verified", UNSET)

        is_admin = d.pop("is_admin", UNSET)

        _created_at = d.pop("created_at", UNSET)
        created_at: datetime.datetime | Unset
        if isinstance(_created_at, Unset):
            created_at = UNSET
        else:
            created_at = datetime.datetime.fromisoformat(_created_at)

        get_account_response_200 = cls(
            id=id,
            email=email,
            plan=plan,
            api_key=api_key,
            scans_this_month=scans_this_month,
            scan_limit=scan_limit,
            scans_remaining=scans_remaining,
            domain_limit=domain_limit,
            subscription_status=subscription_status,
            email_verified=email_verified,
            is_admin=is_admin,
            created_at=created_at,
        )

        get_account_response_200.additional_properties = d
        return get_account_response_200

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
