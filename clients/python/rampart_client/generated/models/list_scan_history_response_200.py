from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.list_scan_history_response_200_scans_item import (
        ListScanHistoryResponse200ScansItem,
    )


T = TypeVar("T", bound="ListScanHistoryResponse200")


@_attrs_define
class ListScanHistoryResponse200:
    """
    Attributes:
        scans (list[ListScanHistoryResponse200ScansItem]):
        total (int): All of the account's scan jobs, not only those listed
    """

    scans: list[ListScanHistoryResponse200ScansItem]
    total: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        scans = []
        for scans_item_data in self.scans:
            scans_item = scans_item_data.to_dict()
            scans.append(scans_item)

        total = self.total

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "scans": scans,
                "total": total,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.list_scan_history_response_200_scans_item import (
            ListScanHistoryResponse200ScansItem,
        )

        d = dict(src_dict)
        scans = []
        _scans = d.pop("scans")
        for scans_item_data in _scans:
            scans_item = ListScanHistoryResponse200ScansItem.from_dict(scans_item_data)

            scans.append(scans_item)

        total = d.pop("total")

        list_scan_history_response_200 = cls(
            scans=scans,
            total=total,
        )

        list_scan_history_response_200.additional_properties = d
        return list_scan_history_response_200

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
