from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.verify_report_response_200_type_1_signature_algorithm import (
    VerifyReportResponse200Type1SignatureAlgorithm,
)

T = TypeVar("T", bound="VerifyReportResponse200Type1Signature")


@_attrs_define
class VerifyReportResponse200Type1Signature:
    """
    Attributes:
        algorithm (VerifyReportResponse200Type1SignatureAlgorithm):
        key_id (str):
        value (str): Base64url Ed25519 signature of signed_statement (UTF-8)
        signed_statement (str): The exact text signed, rebuilt from the fields above
        public_key_url (str):
    """

    algorithm: VerifyReportResponse200Type1SignatureAlgorithm
    key_id: str
    value: str
    signed_statement: str
    public_key_url: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        algorithm = self.algorithm.value

        key_id = self.key_id

        value = self.value

        signed_statement = self.signed_statement

        public_key_url = self.public_key_url

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "algorithm": algorithm,
                "key_id": key_id,
                "value": value,
                "signed_statement": signed_statement,
                "public_key_url": public_key_url,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        algorithm = VerifyReportResponse200Type1SignatureAlgorithm(d.pop("algorithm"))

        key_id = d.pop("key_id")

        value = d.pop("value")

        signed_statement = d.pop("signed_statement")

        public_key_url = d.pop("public_key_url")

        verify_report_response_200_type_1_signature = cls(
            algorithm=algorithm,
            key_id=key_id,
            value=value,
            signed_statement=signed_statement,
            public_key_url=public_key_url,
        )

        verify_report_response_200_type_1_signature.additional_properties = d
        return verify_report_response_200_type_1_signature

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
