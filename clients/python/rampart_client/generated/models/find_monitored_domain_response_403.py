from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

T = TypeVar("T", bound="FindMonitoredDomainResponse403")


@_attrs_define
class FindMonitoredDomainResponse403:
    """The plan does not include the automation-platform integration (upgrade_url: the plans)

    Attributes:
        detail (str):
        upgrade_url (str | Unset):
    """

    detail: str
    upgrade_url: str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        detail = self.detail

        upgrade_url = self.upgrade_url

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "detail": detail,
            }
        )
        if upgrade_url is not UNSET:
            field_dict["upgrade_url"] = upgrade_url

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        detail = d.pop("detail")

        upgrade_url = d.pop("upgrade_url", UNSET)

        find_monitored_domain_response_403 = cls(
            detail=detail,
            upgrade_url=upgrade_url,
        )

        find_monitored_domain_response_403.additional_properties = d
        return find_monitored_domain_response_403

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
