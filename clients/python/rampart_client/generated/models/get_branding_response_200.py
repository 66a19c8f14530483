from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.get_branding_response_200_logo_type_0 import (
        GetBrandingResponse200LogoType0,
    )


T = TypeVar("T", bound="GetBrandingResponse200")


@_attrs_define
class GetBrandingResponse200:
    """
    Attributes:
        company_name (str):
        accent_color (str):
        logo (GetBrandingResponse200LogoType0 | None):
        custom (bool): True when you set this branding; false: none is set and these are Rampart's defaults
        applies_to_new_reports (bool): Whether reports issued from now on carry this branding (false for a custom one
            while the plan lacks white-label PDFs)
        updated_at (datetime.datetime | None): When it was last set; null for the defaults
    """

    company_name: str
    accent_color: str
    logo: GetBrandingResponse200LogoType0 | None
    custom: bool
    applies_to_new_reports: bool
    updated_at: datetime.datetime | None
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.get_branding_response_200_logo_type_0 import (
            GetBrandingResponse200LogoType0,
        )

        company_name = self.company_name

        accent_color = self.accent_color

        logo: dict[str, Any] | None
        if isinstance(self.logo, GetBrandingResponse200LogoType0):
            logo = self.logo.to_dict()
        else:
            logo = self.logo

        custom = self.custom

        applies_to_new_reports = self.applies_to_new_reports

        updated_at: None | str
        if isinstance(self.updated_at, datetime.datetime):
            updated_at = self.updated_at.isoformat()
        else:
            updated_at = self.updated_at

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "company_name": company_name,
                "accent_color": accent_color,
                "logo": logo,
                "custom": custom,
                "applies_to_new_reports": applies_to_new_reports,
                "updated_at": updated_at,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.get_branding_response_200_logo_type_0 import (
            GetBrandingResponse200LogoType0,
        )

        d = dict(src_dict)
        company_name = d.pop("company_name")

        accent_color = d.pop("accent_color")

        def _parse_logo(data: object) -> GetBrandingResponse200LogoType0 | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                logo_type_0 = GetBrandingResponse200LogoType0.from_dict(data)

                return logo_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(GetBrandingResponse200LogoType0 | None, data)

        logo = _parse_logo(d.pop("logo"))

        custom = d.pop("custom")

        applies_to_new_reports = d.pop("applies_to_new_reports")

        def _parse_updated_at(data: object) -> datetime.datetime | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                updated_at_type_0 = datetime.datetime.fromisoformat(data)

                return updated_at_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.datetime | None, data)

        updated_at = _parse_updated_at(d.pop("updated_at"))

        get_branding_response_200 = cls(
            company_name=company_name,
            accent_color=accent_color,
            logo=logo,
            custom=custom,
            applies_to_new_reports=applies_to_new_reports,
            updated_at=updated_at,
        )

        get_branding_response_200.additional_properties = d
        return get_branding_response_200

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
