from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.find_monitored_domain_response_200_item_scan_frequency import (
    FindMonitoredDomainResponse200ItemScanFrequency,
)
from ..models.find_monitored_domain_response_200_item_verification_method_type_1 import (
    FindMonitoredDomainResponse200ItemVerificationMethodType1,
)
from ..models.find_monitored_domain_response_200_item_verification_method_type_2_type_1 import (
    FindMonitoredDomainResponse200ItemVerificationMethodType2Type1,
)
from ..models.find_monitored_domain_response_200_item_verification_method_type_3_type_1 import (
    FindMonitoredDomainResponse200ItemVerificationMethodType3Type1,
)

if TYPE_CHECKING:
    from ..models.find_monitored_domain_response_200_item_last_scan_type_0 import (
        FindMonitoredDomainResponse200ItemLastScanType0,
    )


T = TypeVar("T", bound="FindMonitoredDomainResponse200Item")


@_attrs_define
class FindMonitoredDomainResponse200Item:
    """
    Attributes:
        id (int):
        domain (str):
        client_id (int | None): The client it belongs to; null: none
        tags (list[str]): Its tags, sorted
        scan_frequency (FindMonitoredDomainResponse200ItemScanFrequency):
        alert_on_score_drop (bool):
        alert_threshold (int):
        badge_enabled (bool):
        created_at (datetime.datetime):
        last_scan (FindMonitoredDomainResponse200ItemLastScanType0 | None):
        verified (bool): Whether this account proved it controls the domain; only verified owners publish a public badge
        verified_at (datetime.datetime | None):
        verification_method (FindMonitoredDomainResponse200ItemVerificationMethodType1 |
            FindMonitoredDomainResponse200ItemVerificationMethodType2Type1 |
            FindMonitoredDomainResponse200ItemVerificationMethodType3Type1 | None): How ownership was proven: `dns` (TXT
            record) or `file` (well-known file)
        verification_checked_at (datetime.datetime | None):
    """

    id: int
    domain: str
    client_id: int | None
    tags: list[str]
    scan_frequency: FindMonitoredDomainResponse200ItemScanFrequency
    alert_on_score_drop: bool
    alert_threshold: int
    badge_enabled: bool
    created_at: datetime.datetime
    last_scan: FindMonitoredDomainResponse200ItemLastScanType0 | None
    verified: bool
    verified_at: datetime.datetime | None
    verification_method: (
        FindMonitoredDomainResponse200ItemVerificationMethodType1
        | FindMonitoredDomainResponse200ItemVerificationMethodType2Type1
        | FindMonitoredDomainResponse200ItemVerificationMethodType3Type1
        | None
    )
    verification_checked_at: datetime.datetime | None
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.find_monitored_domain_response_200_item_last_scan_type_0 import (
            FindMonitoredDomainResponse200ItemLastScanType0,
        )

        id = self.id

        domain = self.domain

        client_id: int | None
        client_id = self.client_id

        tags = self.tags

        scan_frequency = self.scan_frequency.value

        alert_on_score_drop = self.alert_on_score_drop

        alert_threshold = self.alert_threshold

        badge_enabled = self.badge_enabled

        created_at = self.created_at.isoformat()

        last_scan: dict[str, Any] | None
        if isinstance(self.last_scan, FindMonitoredDomainResponse200ItemLastScanType0):
            last_scan = self.last_scan.to_dict()
        else:
            last_scan = self.last_scan

        verified = self.verified

        verified_at: None | str
        if isinstance(self.verified_at, datetime.datetime):
            verified_at = self.verified_at.isoformat()
        else:
            verified_at = self.verified_at

        verification_method: None | str
        if (
            isinstance(
                self.verification_method,
                FindMonitoredDomainResponse200ItemVerificationMethodType1,
            )
            or isinstance(
                self.verification_method,
                FindMonitoredDomainResponse200ItemVerificationMethodType2Type1,
            )
            or isinstance(
                self.verification_method,
                FindMonitoredDomainResponse200ItemVerificationMethodType3Type1,
            )
        ):
            verification_method = self.verification_method.value
        else:
            verification_method = self.verification_method

        verification_checked_at: None | str
        if isinstance(self.verification_checked_at, datetime.datetime):
            verification_checked_at = self.verification_checked_at.isoformat()
        else:
            verification_checked_at = self.verification_checked_at

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "id": id,
                "domain": domain,
                "client_id": client_id,
                "tags": tags,
                "scan_frequency": scan_frequency,
                "alert_on_score_drop": alert_on_score_drop,
                "alert_threshold": alert_threshold,
                "badge_enabled": badge_enabled,
                "created_at": created_at,
                "last_scan": last_scan,
                "verified": verified,
                "verified_at": verified_at,
                "verification_method": verification_method,
                "verification_checked_at": verification_checked_at,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.find_monitored_domain_response_200_item_last_scan_type_0 import (
            FindMonitoredDomainResponse200ItemLastScanType0,
        )

        d = dict(src_dict)
        id = d.pop("id")

        domain = d.pop("domain")

        def _parse_client_id(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        client_id = _parse_client_id(d.pop("client_id"))

        tags = cast(list[str], d.pop("tags"))

        scan_frequency = FindMonitoredDomainResponse200ItemScanFrequency(
            d.pop("scan_frequency")
        )

        alert_on_score_drop = d.pop("alert_on_score_drop")

        alert_threshold = d.pop("alert_threshold")

        badge_enabled = d.pop("badge_enabled")

        created_at = datetime.datetime.fromisoformat(d.pop("created_at"))

        def _parse_last_scan(
            data: object,
        ) -> FindMonitoredDomainResponse200ItemLastScanType0 | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                last_scan_type_0 = (
                    FindMonitoredDomainResponse200ItemLastScanType0.from_dict(data)
                )

                return last_scan_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(FindMonitoredDomainResponse200ItemLastScanType0 | None, data)

        last_scan = _parse_last_scan(d.pop("last_scan"))

        verified = d.pop("verified")

        def _parse_verified_at(data: object) -> datetime.datetime | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                verified_at_type_0 = datetime.datetime.fromisoformat(data)

                return verified_at_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.datetime | None, data)

        verified_at = _parse_verified_at(d.pop("verified_at"))

        def _parse_verification_method(
            data: object,
        ) -> (
            FindMonitoredDomainResponse200ItemVerificationMethodType1
            | FindMonitoredDomainResponse200ItemVerificationMethodType2Type1
            | FindMonitoredDomainResponse200ItemVerificationMethodType3Type1
            | None
        ):
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                verification_method_type_1 = (
                    FindMonitoredDomainResponse200ItemVerificationMethodType1(data)
                )

                return verification_method_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                verification_method_type_2_type_1 = (
                    FindMonitoredDomainResponse200ItemVerificationMethodType2Type1(data)
                )

                return verification_method_type_2_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                verification_method_type_3_type_1 = (
                    FindMonitoredDomainResponse200ItemVerificationMethodType3Type1(data)
                )

                return verification_method_type_3_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(
                FindMonitoredDomainResponse200ItemVerificationMethodType1
                | FindMonitoredDomainResponse200ItemVerificationMethodType2Type1
                | FindMonitoredDomainResponse200ItemVerificationMethodType3Type1
                | None,
                data,
            )

        verification_method = _parse_verification_method(d.pop("verification_method"))

        def _parse_verification_checked_at(data: object) -> datetime.datetime | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                verification_checked_at_type_0 = datetime.datetime.fromisoformat(data)

                return verification_checked_at_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.datetime | None, data)

        verification_checked_at = _parse_verification_checked_at(
            d.pop("verification_checked_at")
        )

        find_monitored_domain_response_200_item = cls(
            id=id,
            domain=domain,
            client_id=client_id,
            tags=tags,
            scan_frequency=scan_frequency,
            alert_on_score_drop=alert_on_score_drop,
            alert_threshold=alert_threshold,
            badge_enabled=badge_enabled,
            created_at=created_at,
            last_scan=last_scan,
            verified=verified,
            verified_at=verified_at,
            verification_method=verification_method,
            verification_checked_at=verification_checked_at,
        )

        find_monitored_domain_response_200_item.additional_properties = d
        return find_monitored_domain_response_200_item

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
