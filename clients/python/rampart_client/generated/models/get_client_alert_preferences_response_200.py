from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.get_client_alert_preferences_response_200_source_type_0 import (
    GetClientAlertPreferencesResponse200SourceType0,
)
from ..models.get_client_alert_preferences_response_200_source_type_1 import (
    GetClientAlertPreferencesResponse200SourceType1,
)

T = TypeVar("T", bound="GetClientAlertPreferencesResponse200")


@_attrs_define
class GetClientAlertPreferencesResponse200:
    """
    Attributes:
        client_id (int):
        source (GetClientAlertPreferencesResponse200SourceType0 | GetClientAlertPreferencesResponse200SourceType1):
            `client`: the client's own; `account`: none set, the account's preferences apply
        score_drop (bool): Create score drop alerts for this client's domains
        critical_issue (bool): Create critical issue alerts for this client's domains
        cert_expiry (bool): Create certificate expired and expiring soon alerts for this client's domains
        config_change (bool): Create configuration change alerts for this client's domains
    """

    client_id: int
    source: (
        GetClientAlertPreferencesResponse200SourceType0
        | GetClientAlertPreferencesResponse200SourceType1
    )
    score_drop: bool
    critical_issue: bool
    cert_expiry: bool
    config_change: bool
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        client_id = self.client_id

        source: str
        if isinstance(self.source, GetClientAlertPreferencesResponse200SourceType0):
            source = self.source.value
        else:
            source = self.source.value

        score_drop = self.score_drop

        critical_issue = self.critical_issue

        cert_expiry = self.cert_expiry

        config_change = self.config_change

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "client_id": client_id,
                "source": source,
                "score_drop": score_drop,
                "critical_issue": critical_issue,
                "cert_expiry": cert_expiry,
                "config_change": config_change,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        client_id = d.pop("client_id")

        def _parse_source(
            data: object,
        ) -> (
            GetClientAlertPreferencesResponse200SourceType0
            | GetClientAlertPreferencesResponse200SourceType1
        ):
            try:
                if not isinstance(data, str):
                    raise TypeError()
                source_type_0 = GetClientAlertPreferencesResponse200SourceType0(data)

                return source_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, str):
                raise TypeError()
            source_type_1 = GetClientAlertPreferencesResponse200SourceType1(data)

            return source_type_1

        source = _parse_source(d.pop("source"))

        score_drop = d.pop("score_drop")

        critical_issue = d.pop("critical_issue")

        cert_expiry = d.pop("cert_expiry")

        config_change = d.pop("config_change")

        get_client_alert_preferences_response_200 = cls(
            client_id=client_id,
            source=source,
            score_drop=score_drop,
            critical_issue=critical_issue,
            cert_expiry=cert_expiry,
            config_change=config_change,
        )

        get_client_alert_preferences_response_200.additional_properties = d
        return get_client_alert_preferences_response_200

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
