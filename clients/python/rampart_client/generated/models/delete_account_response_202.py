from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.delete_account_response_202_status import DeleteAccountResponse202Status

T = TypeVar("T", bound="DeleteAccountResponse202")


@_attrs_define
class DeleteAccountResponse202:
    """
    Attributes:
        detail (str):
        status (DeleteAccountResponse202Status):
        deletion_id (str): The deletion workflow (account-deletion-<id>-<8 hex>)
    """

    detail: str
    status: DeleteAccountResponse202Status
    deletion_id: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        detail = self.detail

        status = self.status.value

        deletion_id = self.deletion_id

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "detail": detail,
                "status": status,
                "deletion_id": deletion_id,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        detail = d.pop("detail")

        status = DeleteAccountResponse202Status(d.pop("status"))

        deletion_id = d.pop("deletion_id")

        delete_account_response_202 = cls(
            detail=detail,
            status=status,
            deletion_id=deletion_id,
        )

        delete_account_response_202.additional_properties = d
        return delete_account_response_202

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
