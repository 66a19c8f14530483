from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.run_free_scan_body_authorization import RunFreeScanBodyAuthorization


T = TypeVar("T", bound="RunFreeScanBody")


@_attrs_define
class RunFreeScanBody:
    """
    Attributes:
        domain (str | Unset):
        authorization (RunFreeScanBodyAuthorization | Unset):
    """

    domain: str | Unset = UNSET
    authorization: RunFreeScanBodyAuthorization | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        domain = self.domain

        authorization: dict[str, Any] | Unset = UNSET
        if not isinstance(self.authorization, Unset):
            authorization = self.authorization.to_dict()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({})
        if domain is not UNSET:
            field_dict["domain"] = domain
        if authorization is not UNSET:
            field_dict["authorization"] = authorization

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.run_free_scan_body_authorization import (
            RunFreeScanBodyAuthorization,
        )

        d = dict(src_dict)
        domain = d.pop("domain", UNSET)

        _authorization = d.pop("authorization", UNSET)
        authorization: RunFreeScanBodyAuthorization | Unset
        if isinstance(_authorization, Unset):
            authorization = UNSET
        else:
            authorization = RunFreeScanBodyAuthorization.from_dict(_authorization)

        run_free_scan_body = cls(
            domain=domain,
            authorization=authorization,
        )

        run_free_scan_body.additional_properties = d
        return run_free_scan_body

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
