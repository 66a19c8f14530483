from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.set_client_report_settings_body_frequency import (
    SetClientReportSettingsBodyFrequency,
)

T = TypeVar("T", bound="SetClientReportSettingsBody")


@_attrs_define
class SetClientReportSettingsBody:
    """
    Attributes:
        frequency (SetClientReportSettingsBodyFrequency): off, weekly (the last ISO week, mailed on Monday) or monthly
            (the last calendar month, mailed on the 1st)
        recipients (list[str]): Up to 10 e-mail addresses, one per entry
    """

    frequency: SetClientReportSettingsBodyFrequency
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
        frequency = SetClientReportSettingsBodyFrequency(d.pop("frequency"))

        recipients = cast(list[str], d.pop("recipients"))

        set_client_report_settings_body = cls(
            frequency=frequency,
            recipients=recipients,
        )

        set_client_report_settings_body.additional_properties = d
        return set_client_report_settings_body

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
