from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.get_client_alert_preferences_response_422_detail_item import (
        GetClientAlertPreferencesResponse422DetailItem,
    )


T = TypeVar("T", bound="GetClientAlertPreferencesResponse422")


@_attrs_define
class GetClientAlertPreferencesResponse422:
    """Validation error: a list of {field, message}

    Attributes:
        detail (list[GetClientAlertPreferencesResponse422DetailItem]):
    """

    detail: list[GetClientAlertPreferencesResponse422DetailItem]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        detail = []
        for detail_item_data in self.detail:
            detail_item = detail_item_data.to_dict()
            detail.append(detail_item)

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "detail": detail,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.get_client_alert_preferences_response_422_detail_item import (
            GetClientAlertPreferencesResponse422DetailItem,
        )

        d = dict(src_dict)
        detail = []
        _detail = d.pop("detail")
        for detail_item_data in _detail:
            detail_item = GetClientAlertPreferencesResponse422DetailItem.from_dict(
                detail_item_data
            )

            detail.append(detail_item)

        get_client_alert_preferences_response_422 = cls(
            detail=detail,
        )

        get_client_alert_preferences_response_422.additional_properties = d
        return get_client_alert_preferences_response_422

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
