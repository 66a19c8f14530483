from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="SetClientAlertPreferencesBody")


@_attrs_define
class SetClientAlertPreferencesBody:
    """
    Attributes:
        score_drop (bool | Unset): Create score drop alerts for this client's domains
        critical_issue (bool | Unset): Create critical issue alerts for this client's domains
        cert_expiry (bool | Unset): Create certificate expired and expiring soon alerts for this client's domains
        config_change (bool | Unset): Create configuration change alerts for this client's domains
    """

    score_drop: bool | Unset = UNSET
    critical_issue: bool | Unset = UNSET
    cert_expiry: bool | Unset = UNSET
    config_change: bool | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        score_drop = self.score_drop

        critical_issue = self.critical_issue

        cert_expiry = self.cert_expiry

        config_change = self.config_change

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if score_drop is not UNSET:
            field_dict["score_drop"] = score_drop
        if critical_issue is not UNSET:
            field_dict["critical_issue"] = critical_issue
        if cert_expiry is not UNSET:
            field_dict["cert_expiry"] = cert_expiry
        if config_change is not UNSET:
            field_dict["config_change"] = config_change

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        score_drop = d.pop("score_drop", UNSET)

        critical_issue = d.pop("critical_issue", UNSET)

        cert_expiry = d.pop("cert_expiry", UNSET)

        config_change = d.pop("config_change", UNSET)

        set_client_alert_preferences_body = cls(
            score_drop=score_drop,
            critical_issue=critical_issue,
            cert_expiry=cert_expiry,
            config_change=config_change,
        )

        return set_client_alert_preferences_body
