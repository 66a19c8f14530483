from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..models.set_branding_body_logo_type_0_content_type_type_0 import (
    SetBrandingBodyLogoType0ContentTypeType0,
)
from ..models.set_branding_body_logo_type_0_content_type_type_1 import (
    SetBrandingBodyLogoType0ContentTypeType1,
)

T = TypeVar("T", bound="SetBrandingBodyLogoType0")


@_attrs_define
class SetBrandingBodyLogoType0:
    """
    Attributes:
        content_type (SetBrandingBodyLogoType0ContentTypeType0 | SetBrandingBodyLogoType0ContentTypeType1):
        data_base64 (str): The image, base64; at most 256 KB decoded
    """

    content_type: (
        SetBrandingBodyLogoType0ContentTypeType0
        | SetBrandingBodyLogoType0ContentTypeType1
    )
    data_base64: str

    def to_dict(self) -> dict[str, Any]:
        content_type: str
        if isinstance(self.content_type, SetBrandingBodyLogoType0ContentTypeType0):
            content_type = self.content_type.value
        else:
            content_type = self.content_type.value

        data_base64 = self.data_base64

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "content_type": content_type,
                "data_base64": data_base64,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)

        def _parse_content_type(
            data: object,
        ) -> (
            SetBrandingBodyLogoType0ContentTypeType0
            | SetBrandingBodyLogoType0ContentTypeType1
        ):
            try:
                if not isinstance(data, str):
                    raise TypeError()
                content_type_type_0 = SetBrandingBodyLogoType0ContentTypeType0(data)

                return content_type_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, str):
                raise TypeError()
            content_type_type_1 = SetBrandingBodyLogoType0ContentTypeType1(data)

            return content_type_type_1

        content_type = _parse_content_type(d.pop("content_type"))

        data_base64 = d.pop("data_base64")

        set_branding_body_logo_type_0 = cls(
            content_type=content_type,
            data_base64=data_base64,
        )

        return set_branding_body_logo_type_0
