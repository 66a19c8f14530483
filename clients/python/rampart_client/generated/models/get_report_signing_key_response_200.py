from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.get_report_signing_key_response_200_algorithm import (
    GetReportSigningKeyResponse200Algorithm,
)

T = TypeVar("T", bound="GetReportSigningKeyResponse200")


@_attrs_define
class GetReportSigningKeyResponse200:
    """
    Attributes:
        algorithm (GetReportSigningKeyResponse200Algorithm):
        key_id (str):
        public_key_pem (str): SubjectPublicKeyInfo PEM, for `openssl pkeyutl -verify -pubin`
        public_key_base64url (str): The raw 32-byte Ed25519 public key
    """

    algorithm: GetReportSigningKeyResponse200Algorithm
    key_id: str
    public_key_pem: str
    public_key_base64url: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        algorithm = self.algorithm.value

        key_id = self.key_id

        public_key_pem = self.public_key_pem

        public_key_base64url = self.public_key_base64url

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "algorithm": algorithm,
                "key_id": key_id,
                "public_key_pem": public_key_pem,
                "public_key_base64url": public_key_base64url,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        algorithm = GetReportSigningKeyResponse200Algorithm(d.pop("algorithm"))

        key_id = d.pop("key_id")

        public_key_pem = d.pop("public_key_pem")

        public_key_base64url = d.pop("public_key_base64url")

        get_report_signing_key_response_200 = cls(
            algorithm=algorithm,
            key_id=key_id,
            public_key_pem=public_key_pem,
            public_key_base64url=public_key_base64url,
        )

        get_report_signing_key_response_200.additional_properties = d
        return get_report_signing_key_response_200

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
