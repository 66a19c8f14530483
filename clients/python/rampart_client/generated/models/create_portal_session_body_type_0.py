from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="CreatePortalSessionBodyType0")


@_attrs_define
class CreatePortalSessionBodyType0:
    """
    Attributes:
        return_url (str | Unset):
    """

    return_url: str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        return_url = self.return_url

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if return_url is not UNSET:
            field_dict["return_url"] = return_url

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        return_url = d.pop("return_url", UNSET)

        create_portal_session_body_type_0 = cls(
            return_url=return_url,
        )

        return create_portal_session_body_type_0
