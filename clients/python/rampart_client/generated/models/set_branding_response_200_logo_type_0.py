from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="SetBrandingResponse200LogoType0")


@_attrs_define
class SetBrandingResponse200LogoType0:
    """
    Attributes:
        content_type (str):
        size_bytes (int):
        data_base64 (str):
    """

    content_type: str
    size_bytes: int
    data_base64: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        content_type = self.content_type

        size_bytes = self.size_bytes

        data_base64 = self.data_base64

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "content_type": content_type,
                "size_bytes": size_bytes,
                "data_base64": data_base64,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        content_type = d.pop("content_type")

        size_bytes = d.pop("size_bytes")

        data_base64 = d.pop("data_base64")

        set_branding_response_200_logo_type_0 = cls(
            content_type=content_type,
            size_bytes=size_bytes,
            data_base64=data_base64,
        )

        set_branding_response_200_logo_type_0.additional_properties = d
        return set_branding_response_200_logo_type_0

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
