from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.get_domain_import_response_200_results_item_status import (
    GetDomainImportResponse200ResultsItemStatus,
)
from ..types import UNSET, Unset

T = TypeVar("T", bound="GetDomainImportResponse200ResultsItem")


@_attrs_define
class GetDomainImportResponse200ResultsItem:
    """
    Attributes:
        line (int):
        domain (str):
        status (GetDomainImportResponse200ResultsItemStatus):
        detail (str | Unset):
        domain_id (int | Unset):
    """

    line: int
    domain: str
    status: GetDomainImportResponse200ResultsItemStatus
    detail: str | Unset = UNSET
    domain_id: int | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        line = self.line

        domain = self.domain

        status = self.status.value

        detail = self.detail

        domain_id = self.domain_id

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "line": line,
                "domain": domain,
                "status": status,
            }
        )
        if detail is not UNSET:
            field_dict["detail"] = detail
        if domain_id is not UNSET:
            field_dict["domain_id"] = domain_id

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        line = d.pop("line")

        domain = d.pop("domain")

        status = GetDomainImportResponse200ResultsItemStatus(d.pop("status"))

        detail = d.pop("detail", UNSET)

        domain_id = d.pop("domain_id", UNSET)

        get_domain_import_response_200_results_item = cls(
            line=line,
            domain=domain,
            status=status,
            detail=detail,
            domain_id=domain_id,
        )

        get_domain_import_response_200_results_item.additional_properties = d
        return get_domain_import_response_200_results_item

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
