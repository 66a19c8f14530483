from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

T = TypeVar("T", bound="ResetClientAlertPreferencesResponse429")


@_attrs_define
class ResetClientAlertPreferencesResponse429:
    """Too many requests (a rate limit: retry_after; or the scan quota: detail only)

    Attributes:
        detail (str):
        error (str | Unset):
        message (str | Unset):
        retry_after (int | Unset):
        upgrade_url (None | str | Unset):
    """

    detail: str
    error: str | Unset = UNSET
    message: str | Unset = UNSET
    retry_after: int | Unset = UNSET
    upgrade_url: None | str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        detail = self.detail

        error = self.error

        message = self.message

        retry_after = self.retry_after

        upgrade_url: None | str | Unset
        if isinstance(self.upgrade_url, Unset):
            upgrade_url = UNSET
        else:
            upgrade_url = self.upgrade_url

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "detail": detail,
            }
        )
        if error is not UNSET:
            field_dict["error"] = error
        if message is not UNSET:
            field_dict["message"] = message
        if retry_after is not UNSET:
            field_dict["retry_after"] = retry_after
        if upgrade_url is not UNSET:
            field_dict["upgrade_url"] = upgrade_url

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        detail = d.pop("detail")

        error = d.pop("error", UNSET)

        message = d.pop("message", UNSET)

        retry_after = d.pop("retry_after", UNSET)

        def _parse_upgrade_url(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        upgrade_url = _parse_upgrade_url(d.pop("upgrade_url", UNSET))

        reset_client_alert_preferences_response_429 = cls(
            detail=detail,
            error=error,
            message=message,
            retry_after=retry_after,
            upgrade_url=upgrade_url,
        )

        reset_client_alert_preferences_response_429.additional_properties = d
        return reset_client_alert_preferences_response_429

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
