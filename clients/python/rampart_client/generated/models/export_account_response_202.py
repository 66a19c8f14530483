from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.export_account_response_202_status_type_0 import (
    ExportAccountResponse202StatusType0,
)
from ..models.export_account_response_202_status_type_1 import (
    ExportAccountResponse202StatusType1,
)

T = TypeVar("T", bound="ExportAccountResponse202")


@_attrs_define
class ExportAccountResponse202:
    """
    Attributes:
        detail (str): What happens next, in words
        status (ExportAccountResponse202StatusType0 | ExportAccountResponse202StatusType1): `pending`: the archive is
            being written; `ready`: it was, and the link was mailed
        export_id (str): The archive being prepared (128 random bits, hex)
        mailed_to (str): Where the download link goes
        expires_at (datetime.datetime): When the link and the archive expire
    """

    detail: str
    status: ExportAccountResponse202StatusType0 | ExportAccountResponse202StatusType1
    export_id: str
    mailed_to: str
    expires_at: datetime.datetime
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        detail = self.detail

        status: str
        if isinstance(self.status, ExportAccountResponse202StatusType0):
            status = self.status.value
        else:
            status = self.status.value

        export_id = self.export_id

        mailed_to = self.mailed_to

        expires_at = self.expires_at.isoformat()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "detail": detail,
                "status": status,
                "export_id": export_id,
                "mailed_to": mailed_to,
                "expires_at": expires_at,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        detail = d.pop("detail")

        def _parse_status(
            data: object,
        ) -> ExportAccountResponse202StatusType0 | ExportAccountResponse202StatusType1:
            try:
                if not isinstance(data, str):
                    raise TypeError()
                status_type_0 = ExportAccountResponse202StatusType0(data)

                return status_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, str):
                raise TypeError()
            status_type_1 = ExportAccountResponse202StatusType1(data)

            return status_type_1

        status = _parse_status(d.pop("status"))

        export_id = d.pop("export_id")

        mailed_to = d.pop("mailed_to")

        expires_at = datetime.datetime.fromisoformat(d.pop("expires_at"))

        export_account_response_202 = cls(
            detail=detail,
            status=status,
            export_id=export_id,
            mailed_to=mailed_to,
            expires_at=expires_at,
        )

        export_account_response_202.additional_properties = d
        return export_account_response_202

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
