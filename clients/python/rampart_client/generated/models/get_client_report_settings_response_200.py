from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.get_client_report_settings_response_200_frequency import (
    GetClientReportSettingsResponse200Frequency,
)

T = TypeVar("T", bound="GetClientReportSettingsResponse200")


@_attrs_define
class GetClientReportSettingsResponse200:
    """
    Attributes:
        frequency (GetClientReportSettingsResponse200Frequency): off, weekly (the last ISO week, mailed on Monday) or
            monthly (the last calendar month, mailed on the 1st)
        recipients (list[str]): Up to 10 e-mail addresses, one per entry
    """

    frequency: GetClientReportSettingsResponse200Frequency
    recipients: list[str]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        frequency = self.frequency.value

        recipients = self.recipients

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "frequency": frequency,
                "recipients": recipients,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        frequency = GetClientReportSettingsResponse200Frequency(d.pop("frequency"))

        recipients = cast(list[str], d.pop("recipients"))

        get_client_report_settings_response_200 = cls(
            frequency=frequency,
            recipients=recipients,
        )

        get_client_report_settings_response_200.additional_properties = d
        return get_client_report_settings_response_200

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
