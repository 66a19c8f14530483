from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.subscribe_hook_response_201_disabled_reason_type_1 import (
    SubscribeHookResponse201DisabledReasonType1,
)
from ..models.subscribe_hook_response_201_disabled_reason_type_2_type_1 import (
    SubscribeHookResponse201DisabledReasonType2Type1,
)
from ..models.subscribe_hook_response_201_disabled_reason_type_3_type_1 import (
    SubscribeHookResponse201DisabledReasonType3Type1,
)
from ..models.subscribe_hook_response_201_event import SubscribeHookResponse201Event

if TYPE_CHECKING:
    from ..models.subscribe_hook_response_201_filters import (
        SubscribeHookResponse201Filters,
    )


T = TypeVar("T", bound="SubscribeHookResponse201")


@_attrs_define
class SubscribeHookResponse201:
    """
    Attributes:
        id (int):
        event (SubscribeHookResponse201Event):
        target_url (str):
        filters (SubscribeHookResponse201Filters):
        is_active (bool):
        disabled_reason (None | SubscribeHookResponse201DisabledReasonType1 |
            SubscribeHookResponse201DisabledReasonType2Type1 | SubscribeHookResponse201DisabledReasonType3Type1):
            plan_downgrade (resumes on an upgrade), consecutive_failures; null while active
        consecutive_failures (int):
        created_at (datetime.datetime):
        last_success_at (datetime.datetime | None):
        last_failure_at (datetime.datetime | None):
        disabled_at (datetime.datetime | None):
        secret (str): Signs every delivery (X-Service-Signature-V2); shown only here
    """

    id: int
    event: SubscribeHookResponse201Event
    target_url: str
    filters: SubscribeHookResponse201Filters
    is_active: bool
    disabled_reason: (
        None
        | SubscribeHookResponse201DisabledReasonType1
        | SubscribeHookResponse201DisabledReasonType2Type1
        | SubscribeHookResponse201DisabledReasonType3Type1
    )
    consecutive_failures: int
    created_at: datetime.datetime
    last_success_at: datetime.datetime | None
    last_failure_at: datetime.datetime | None
    disabled_at: datetime.datetime | None
    secret: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        event = self.event.value

        target_url = self.target_url

        filters = self.filters.to_dict()

        is_active = self.is_active

        disabled_reason: None | str
        if (
            isinstance(
                self.disabled_reason, SubscribeHookResponse201DisabledReasonType1
            )
            or isinstance(
                self.disabled_reason, SubscribeHookResponse201DisabledReasonType2Type1
            )
            or isinstance(
                self.disabled_reason, SubscribeHookResponse201DisabledReasonType3Type1
            )
        ):
            disabled_reason = self.disabled_reason.value
        else:
            disabled_reason = self.disabled_reason

        consecutive_failures = self.consecutive_failures

        created_at = self.created_at.isoformat()

        last_success_at: None | str
        if isinstance(self.last_success_at, datetime.datetime):
            last_success_at = self.last_success_at.isoformat()
        else:
            last_success_at = self.last_success_at

        last_failure_at: None | str
        if isinstance(self.last_failure_at, datetime.datetime):
            last_failure_at = self.last_failure_at.isoformat()
        else:
            last_failure_at = self.last_failure_at

        disabled_at: None | str
        if isinstance(self.disabled_at, datetime.datetime):
            disabled_at = self.disabled_at.isoformat()
        else:
            disabled_at = self.disabled_at

        secret = self.secret

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "id": id,
                "event": event,
                "target_url": target_url,
                "filters": filters,
                "is_active": is_active,
                "disabled_reason": disabled_reason,
                "consecutive_failures": consecutive_failures,
                "created_at": created_at,
                "last_success_at": last_success_at,
                "last_failure_at": last_failure_at,
                "disabled_at": disabled_at,
                "secret": secret,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.subscribe_hook_response_201_filters import (
            SubscribeHookResponse201Filters,
        )

        d = dict(src_dict)
        id = d.pop("id")

        event = SubscribeHookResponse201Event(d.pop("event"))

        target_url = d.pop("target_url")

        filters = SubscribeHookResponse201Filters.from_dict(d.pop("filters"))

        is_active = d.pop("is_active")

        def _parse_disabled_reason(
            data: object,
        ) -> (
            None
            | SubscribeHookResponse201DisabledReasonType1
            | SubscribeHookResponse201DisabledReasonType2Type1
            | SubscribeHookResponse201DisabledReasonType3Type1
        ):
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                disabled_reason_type_1 = SubscribeHookResponse201DisabledReasonType1(
                    data
                )

                return disabled_reason_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                disabled_reason_type_2_type_1 = (
                    SubscribeHookResponse201DisabledReasonType2Type1(data)
                )

                return disabled_reason_type_2_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                disabled_reason_type_3_type_1 = (
                    SubscribeHookResponse201DisabledReasonType3Type1(data)
                )

                return disabled_reason_type_3_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(
                None
                | SubscribeHookResponse201DisabledReasonType1
                | SubscribeHookResponse201DisabledReasonType2Type1
                | SubscribeHookResponse201DisabledReasonType3Type1,
                data,
            )

        disabled_reason = _parse_disabled_reason(d.pop("disabled_reason"))

        consecutive_failures = d.pop("consecutive_failures")

        created_at = datetime.datetime.fromisoformat(d.pop("created_at"))

        def _parse_last_success_at(data: object) -> datetime.datetime | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                last_success_at_type_0 = datetime.datetime.fromisoformat(data)

                return last_success_at_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.datetime | None, data)

        last_success_at = _parse_last_success_at(d.pop("last_success_at"))

        def _parse_last_failure_at(data: object) -> datetime.datetime | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                last_failure_at_type_0 = datetime.datetime.fromisoformat(data)

                return last_failure_at_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.datetime | None, data)

        last_failure_at = _parse_last_failure_at(d.pop("last_failure_at"))

        def _parse_disabled_at(data: object) -> datetime.datetime | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                disabled_at_type_0 = datetime.datetime.fromisoformat(data)

                return disabled_at_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.datetime | None, data)

        disabled_at = _parse_disabled_at(d.pop("disabled_at"))

        secret = d.pop("secret")

        subscribe_hook_response_201 = cls(
            id=id,
            event=event,
            target_url=target_url,
            filters=filters,
            is_active=is_active,
            disabled_reason=disabled_reason,
            consecutive_failures=consecutive_failures,
            created_at=created_at,
            last_success_at=last_success_at,
            last_failure_at=last_failure_at,
            disabled_at=disabled_at,
            secret=secret,
        )

        subscribe_hook_response_201.additional_properties = d
        return subscribe_hook_response_201

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
