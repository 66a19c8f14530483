from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="DeleteAccountBody")


@_attrs_define
class DeleteAccountBody:
    """
    Attributes:
        current_password (str | Unset): The password; not needed within ACCOUNT_DELETION_REAUTH_MINUTES of signing in
    """

    current_password: str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        current_password = self.current_password

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if current_password is not UNSET:
            field_dict["current_password"] = current_password

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        current_password = d.pop("current_password", UNSET)

        delete_account_body = cls(
            current_password=current_password,
        )

        return delete_account_body
