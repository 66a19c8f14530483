from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..models.subscribe_hook_body_filters_min_severity import (
    SubscribeHookBodyFiltersMinSeverity,
)
from ..types import UNSET, Unset

T = TypeVar("T", bound="SubscribeHookBodyFilters")


@_attrs_define
class SubscribeHookBodyFilters:
    """
    Attributes:
        domain (str | Unset): Only events about this domain
        client_id (int | Unset): Only events about this client's domains
        min_severity (SubscribeHookBodyFiltersMinSeverity | Unset): alert.triggered only: alerts of this severity or
            worse
    """

    domain: str | Unset = UNSET
    client_id: int | Unset = UNSET
    min_severity: SubscribeHookBodyFiltersMinSeverity | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        domain = self.domain

        client_id = self.client_id

        min_severity: str | Unset = UNSET
        if not isinstance(self.min_severity, Unset):
            min_severity = self.min_severity.value

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if domain is not UNSET:
            field_dict["domain"] = domain
        if client_id is not UNSET:
            field_dict["client_id"] = client_id
        if min_severity is not UNSET:
            field_dict["min_severity"] = min_severity

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        domain = d.pop("domain", UNSET)

        client_id = d.pop("client_id", UNSET)

        _min_severity = d.pop("min_severity", UNSET)
        min_severity: SubscribeHookBodyFiltersMinSeverity | Unset
        if isinstance(_min_severity, Unset):
            min_severity = UNSET
        else:
            min_severity = SubscribeHookBodyFiltersMinSeverity(_min_severity)

        subscribe_hook_body_filters = cls(
            domain=domain,
            client_id=client_id,
            min_severity=min_severity,
        )

        return subscribe_hook_body_filters
