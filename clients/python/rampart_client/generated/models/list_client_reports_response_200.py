from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.list_client_reports_response_200_reports_item import (
        ListClientReportsResponse200ReportsItem,
    )


T = TypeVar("T", bound="ListClientReportsResponse200")


@_attrs_define
class ListClientReportsResponse200:
    """
    Attributes:
        reports (list[ListClientReportsResponse200ReportsItem]):
    """

    reports: list[ListClientReportsResponse200ReportsItem]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        reports = []
        for reports_item_data in self.reports:
            reports_item = reports_item_data.to_dict()
            reports.append(reports_item)

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "reports": reports,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.list_client_reports_response_200_reports_item import (
            ListClientReportsResponse200ReportsItem,
        )

        d = dict(src_dict)
        reports = []
        _reports = d.pop("reports")
        for reports_item_data in _reports:
            reports_item = ListClientReportsResponse200ReportsItem.from_dict(
                reports_item_data
            )

            reports.append(reports_item)

        list_client_reports_response_200 = cls(
            reports=reports,
        )

        list_client_reports_response_200.additional_properties = d
        return list_client_reports_response_200

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
