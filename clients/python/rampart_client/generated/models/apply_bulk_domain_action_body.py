from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.apply_bulk_domain_action_body_action import (
    ApplyBulkDomainActionBodyAction,
)
from ..types import UNSET, Unset

T = TypeVar("T", bound="ApplyBulkDomainActionBody")


@_attrs_define
class ApplyBulkDomainActionBody:
    """
    Attributes:
        action (ApplyBulkDomainActionBodyAction):
        domain_ids (list[int]):
        client_id (int | None | Unset):
        tags (list[str] | Unset):
        scan_frequency (str | Unset):
    """

    action: ApplyBulkDomainActionBodyAction
    domain_ids: list[int]
    client_id: int | None | Unset = UNSET
    tags: list[str] | Unset = UNSET
    scan_frequency: str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        action = self.action.value

        domain_ids = self.domain_ids

        client_id: int | None | Unset
        if isinstance(self.client_id, Unset):
            client_id = UNSET
        else:
            client_id = self.client_id

        tags: list[str] | Unset = UNSET
        if not isinstance(self.tags, Unset):
            tags = self.tags

        scan_frequency = self.scan_frequency

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "action": action,
                "domain_ids": domain_ids,
            }
        )
        if client_id is not UNSET:
            field_dict["client_id"] = client_id
        if tags is not UNSET:
            field_dict["tags"] = tags
        if scan_frequency is not UNSET:
            field_dict["scan_frequency"] = scan_frequency

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        action = ApplyBulkDomainActionBodyAction(d.pop("action"))

        domain_ids = cast(list[int], d.pop("domain_ids"))

        def _parse_client_id(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        client_id = _parse_client_id(d.pop("client_id", UNSET))

        tags = cast(list[str], d.pop("tags", UNSET))

        scan_frequency = d.pop("scan_frequency", UNSET)

        apply_bulk_domain_action_body = cls(
            action=action,
            domain_ids=domain_ids,
            client_id=client_id,
            tags=tags,
            scan_frequency=scan_frequency,
        )

        apply_bulk_domain_action_body.additional_properties = d
        return apply_bulk_domain_action_body

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
