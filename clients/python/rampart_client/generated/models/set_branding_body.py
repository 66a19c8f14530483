from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.set_branding_body_logo_type_0 import SetBrandingBodyLogoType0


T = TypeVar("T", bound="SetBrandingBody")


@_attrs_define
class SetBrandingBody:
    """
    Attributes:
        company_name (str): Shown on the cover and in every footer
        accent_color (str | Unset): Cover band and headings; default #1a3d6d
        logo (None | SetBrandingBodyLogoType0 | Unset):
    """

    company_name: str
    accent_color: str | Unset = UNSET
    logo: None | SetBrandingBodyLogoType0 | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        from ..models.set_branding_body_logo_type_0 import SetBrandingBodyLogoType0

        company_name = self.company_name

        accent_color = self.accent_color

        logo: dict[str, Any] | None | Unset
        if isinstance(self.logo, Unset):
            logo = UNSET
        elif isinstance(self.logo, SetBrandingBodyLogoType0):
            logo = self.logo.to_dict()
        else:
            logo = self.logo

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "company_name": company_name,
            }
        )
        if accent_color is not UNSET:
            field_dict["accent_color"] = accent_color
        if logo is not UNSET:
            field_dict["logo"] = logo

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.set_branding_body_logo_type_0 import SetBrandingBodyLogoType0

        d = dict(src_dict)
        company_name = d.pop("company_name")

        accent_color = d.pop("accent_color", UNSET)

        def _parse_logo(data: object) -> None | SetBrandingBodyLogoType0 | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                logo_type_0 = SetBrandingBodyLogoType0.from_dict(data)

                return logo_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | SetBrandingBodyLogoType0 | Unset, data)

        logo = _parse_logo(d.pop("logo", UNSET))

        set_branding_body = cls(
            company_name=company_name,
            accent_color=accent_color,
            logo=logo,
        )

        return set_branding_body
