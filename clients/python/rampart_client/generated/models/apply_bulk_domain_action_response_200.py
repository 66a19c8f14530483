from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="ApplyBulkDomainActionResponse200")


@_attrs_define
class ApplyBulkDomainActionResponse200:
    """
    Attributes:
        action (str):
        changed (int): The caller's domains changed (removed, for remove)
        not_found (list[int]): Ids that are not the caller's monitored domains: left alone
    """

    action: str
    changed: int
    not_found: list[int]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        action = self.action

        changed = self.changed

        not_found = self.not_found

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "action": action,
                "changed": changed,
                "not_found": not_found,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        action = d.pop("action")

        changed = d.pop("changed")

        not_found = cast(list[int], d.pop("not_found"))

        apply_bulk_domain_action_response_200 = cls(
            action=action,
            changed=changed,
            not_found=not_found,
        )

        apply_bulk_domain_action_response_200.additional_properties = d
        return apply_bulk_domain_action_response_200

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
