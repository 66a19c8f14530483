from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

T = TypeVar("T", bound="RunFreeScanBodyAuthorization")


@_attrs_define
class RunFreeScanBodyAuthorization:
    """
    Attributes:
        attested (bool | Unset):
        basis (str | Unset): owner, written_authorization or authorized_agent
    """

    attested: bool | Unset = UNSET
    basis: str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        attested = self.attested

        basis = self.basis

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({})
        if attested is not UNSET:
            field_dict["attested"] = attested
        if basis is not UNSET:
            field_dict["basis"] = basis

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        attested = d.pop("attested", UNSET)

        basis = d.pop("basis", UNSET)

        run_free_scan_body_authorization = cls(
            attested=attested,
            basis=basis,
        )

        run_free_scan_body_authorization.additional_properties = d
        return run_free_scan_body_authorization

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
