from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..models.reset_password_response_200_expires_in import (
    ResetPasswordResponse200ExpiresIn,
)
from ..models.reset_password_response_200_token_type import (
    ResetPasswordResponse200TokenType,
)

T = TypeVar("T", bound="ResetPasswordResponse200")


@_attrs_define
class ResetPasswordResponse200:
    """
    Attributes:
        access_token (str): JWT, valid for expires_in seconds
        token_type (ResetPasswordResponse200TokenType):
        expires_in (ResetPasswordResponse200ExpiresIn):
        csrf_token (str): Send as X-CSRF-Token on state-changing cookie-session requests
    """

    access_token: str
    token_type: ResetPasswordResponse200TokenType
    expires_in: ResetPasswordResponse200ExpiresIn
    csrf_token: str

    def to_dict(self) -> dict[str, Any]:
        access_token = self.access_token

        token_type = self.token_type.value

        expires_in = self.expires_in.value

        csrf_token = self.csrf_token

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "access_token": access_token,
                "token_type": token_type,
                "expires_in": expires_in,
                "csrf_token": csrf_token,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        access_token = d.pop("access_token")

        token_type = ResetPasswordResponse200TokenType(d.pop("token_type"))

        expires_in = ResetPasswordResponse200ExpiresIn(d.pop("expires_in"))

        csrf_token = d.pop("csrf_token")

        reset_password_response_200 = cls(
            access_token=access_token,
            token_type=token_type,
            expires_in=expires_in,
            csrf_token=csrf_token,
        )

        return reset_password_response_200
