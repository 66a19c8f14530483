from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.check_domain_verification_response_200_method_type_1 import (
    CheckDomainVerificationResponse200MethodType1,
)
from ..models.check_domain_verification_response_200_method_type_2_type_1 import (
    CheckDomainVerificationResponse200MethodType2Type1,
)
from ..models.check_domain_verification_response_200_method_type_3_type_1 import (
    CheckDomainVerificationResponse200MethodType3Type1,
)
from ..models.check_domain_verification_response_200_status_type_0 import (
    CheckDomainVerificationResponse200StatusType0,
)
from ..models.check_domain_verification_response_200_status_type_1 import (
    CheckDomainVerificationResponse200StatusType1,
)

if TYPE_CHECKING:
    from ..models.check_domain_verification_response_200_file import (
        CheckDomainVerificationResponse200File,
    )
    from ..models.check_domain_verification_response_200_record import (
        CheckDomainVerificationResponse200Record,
    )


T = TypeVar("T", bound="CheckDomainVerificationResponse200")


@_attrs_define
class CheckDomainVerificationResponse200:
    """
    Attributes:
        domain_id (int):
        domain (str):
        status (CheckDomainVerificationResponse200StatusType0 | CheckDomainVerificationResponse200StatusType1):
        token (str): This account's token for this domain
        record (CheckDomainVerificationResponse200Record): Publish this TXT record at the domain (other TXT records
            stay)
        file (CheckDomainVerificationResponse200File): Or serve this content at this URL (HTTPS, or plain HTTP;
            redirects are not followed)
        method (CheckDomainVerificationResponse200MethodType1 | CheckDomainVerificationResponse200MethodType2Type1 |
            CheckDomainVerificationResponse200MethodType3Type1 | None):
        verified_at (datetime.datetime | None):
        checked_at (datetime.datetime | None): The last check: "check now", or the re-check of each scheduled monitor
            run
        failure (None | str): What the last check that did not verify found; null after a success
    """

    domain_id: int
    domain: str
    status: (
        CheckDomainVerificationResponse200StatusType0
        | CheckDomainVerificationResponse200StatusType1
    )
    token: str
    record: CheckDomainVerificationResponse200Record
    file: CheckDomainVerificationResponse200File
    method: (
        CheckDomainVerificationResponse200MethodType1
        | CheckDomainVerificationResponse200MethodType2Type1
        | CheckDomainVerificationResponse200MethodType3Type1
        | None
    )
    verified_at: datetime.datetime | None
    checked_at: datetime.datetime | None
    failure: None | str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        domain_id = self.domain_id

        domain = self.domain

        status: str
        if isinstance(self.status, CheckDomainVerificationResponse200StatusType0):
            status = self.status.value
        else:
            status = self.status.value

        token = self.token

        record = self.record.to_dict()

        file = self.file.to_dict()

        method: None | str
        if (
            isinstance(self.method, CheckDomainVerificationResponse200MethodType1)
            or isinstance(
                self.method, CheckDomainVerificationResponse200MethodType2Type1
            )
            or isinstance(
                self.method, CheckDomainVerificationResponse200MethodType3Type1
            )
        ):
            method = self.method.value
        else:
            method = self.method

        verified_at: None | str
        if isinstance(self.verified_at, datetime.datetime):
            verified_at = self.verified_at.isoformat()
        else:
            verified_at = self.verified_at

        checked_at: None | str
        if isinstance(self.checked_at, datetime.datetime):
            checked_at = self.checked_at.isoformat()
        else:
            checked_at = self.checked_at

        failure: None | str
        failure = self.failure

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "domain_id": domain_id,
                "domain": domain,
                "status": status,
                "token": token,
                "record": record,
                "file": file,
                "method": method,
                "verified_at": verified_at,
                "checked_at": checked_at,
                "failure": failure,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.check_domain_verification_response_200_file import (
            CheckDomainVerificationResponse200File,
        )
        from ..models.check_domain_verification_response_200_record import (
            CheckDomainVerificationResponse200Record,
        )

        d = dict(src_dict)
        domain_id = d.pop("domain_id")

        domain = d.pop("domain")

        def _parse_status(
            data: object,
        ) -> (
            CheckDomainVerificationResponse200StatusType0
            | CheckDomainVerificationResponse200StatusType1
        ):
            try:
                if not isinstance(data, str):
                    raise TypeError()
                status_type_0 = CheckDomainVerificationResponse200StatusType0(data)

                return status_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, str):
                raise TypeError()
            status_type_1 = CheckDomainVerificationResponse200StatusType1(data)

            return status_type_1

        status = _parse_status(d.pop("status"))

        token = d.pop("token")

        record = CheckDomainVerificationResponse200Record.from_dict(d.pop("record"))

        file = CheckDomainVerificationResponse200File.from_dict(d.pop("file"))

        def _parse_method(
            data: object,
        ) -> (
            CheckDomainVerificationResponse200MethodType1
            | CheckDomainVerificationResponse200MethodType2Type1
            | CheckDomainVerificationResponse200MethodType3Type1
            | None
        ):
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                method_type_1 = CheckDomainVerificationResponse200MethodType1(data)

                return method_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                method_type_2_type_1 = (
                    CheckDomainVerificationResponse200MethodType2Type1(data)
                )

                return method_type_2_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                method_type_3_type_1 = (
                    CheckDomainVerificationResponse200MethodType3Type1(data)
                )

                return method_type_3_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(
                CheckDomainVerificationResponse200MethodType1
                | CheckDomainVerificationResponse200MethodType2Type1
                | CheckDomainVerificationResponse200MethodType3Type1
                | None,
                data,
            )

        method = _parse_method(d.pop("method"))

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

        def _parse_checked_at(data: object) -> datetime.datetime | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                checked_at_type_0 = datetime.datetime.fromisoformat(data)

                return checked_at_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.datetime | None, data)

        checked_at = _parse_checked_at(d.pop("checked_at"))

        def _parse_failure(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        failure = _parse_failure(d.pop("failure"))

        check_domain_verification_response_200 = cls(
            domain_id=domain_id,
            domain=domain,
            status=status,
            token=token,
            record=record,
            file=file,
            method=method,
            verified_at=verified_at,
            checked_at=checked_at,
            failure=failure,
        )

        check_domain_verification_response_200.additional_properties = d
        return check_domain_verification_response_200

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
