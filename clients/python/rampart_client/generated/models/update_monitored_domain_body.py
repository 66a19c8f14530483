from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

T = TypeVar("T", bound="UpdateMonitoredDomainBody")


@_attrs_define
class UpdateMonitoredDomainBody:
    """
    Attributes:
        scan_frequency (str | Unset): `hourly`, `daily` or `weekly` (default `daily`); the plan decides which
        alert_on_score_drop (bool | Unset):
        alert_threshold (int | Unset): Score drop that raises an alert (1-100)
        client_id (int | None | Unset): The client (GET /v1/clients) it belongs to; null for none
        tags (list[str] | Unset): Replaces its tags: 1-40 characters each, lower-cased; at most 20 distinct
    """

    scan_frequency: str | Unset = UNSET
    alert_on_score_drop: bool | Unset = UNSET
    alert_threshold: int | Unset = UNSET
    client_id: int | None | Unset = UNSET
    tags: list[str] | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        scan_frequency = self.scan_frequency

        alert_on_score_drop = self.alert_on_score_drop

        alert_threshold = self.alert_threshold

        client_id: int | None | Unset
        if isinstance(self.client_id, Unset):
            client_id = UNSET
        else:
            client_id = self.client_id

        tags: list[str] | Unset = UNSET
        if not isinstance(self.tags, Unset):
            tags = self.tags

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({})
        if scan_frequency is not UNSET:
            field_dict["scan_frequency"] = scan_frequency
        if alert_on_score_drop is not UNSET:
            field_dict["alert_on_score_drop"] = alert_on_score_drop
        if alert_threshold is not UNSET:
            field_dict["alert_threshold"] = alert_threshold
        if client_id is not UNSET:
            field_dict["client_id"] = client_id
        if tags is not UNSET:
            field_dict["tags"] = tags

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        scan_frequency = d.pop("scan_frequency", UNSET)

        alert_on_score_drop = d.pop("alert_on_score_drop", UNSET)

        alert_threshold = d.pop("alert_threshold", UNSET)

        def _parse_client_id(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        client_id = _parse_client_id(d.pop("client_id", UNSET))

        tags = cast(list[str], d.pop("tags", UNSET))

        update_monitored_domain_body = cls(
            scan_frequency=scan_frequency,
            alert_on_score_drop=alert_on_score_drop,
            alert_threshold=alert_threshold,
            client_id=client_id,
            tags=tags,
        )

        update_monitored_domain_body.additional_properties = d
        return update_monitored_domain_body

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
