from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.resend_verification_email_response_200 import (
    ResendVerificationEmailResponse200,
)
from ...models.resend_verification_email_response_400 import (
    ResendVerificationEmailResponse400,
)
from ...models.resend_verification_email_response_401 import (
    ResendVerificationEmailResponse401,
)
from ...models.resend_verification_email_response_403 import (
    ResendVerificationEmailResponse403,
)
from ...models.resend_verification_email_response_409 import (
    ResendVerificationEmailResponse409,
)
from ...models.resend_verification_email_response_422 import (
    ResendVerificationEmailResponse422,
)
from ...models.resend_verification_email_response_429 import (
    ResendVerificationEmailResponse429,
)
from ...models.resend_verification_email_response_431 import (
    ResendVerificationEmailResponse431,
)
from ...models.resend_verification_email_response_503 import (
    ResendVerificationEmailResponse503,
)
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    idempotency_key: str | Unset = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(idempotency_key, Unset):
        headers["Idempotency-Key"] = idempotency_key

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/auth/resend-verification",
    }

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> (
    ResendVerificationEmailResponse200
    | ResendVerificationEmailResponse400
    | ResendVerificationEmailResponse401
    | ResendVerificationEmailResponse403
    | ResendVerificationEmailResponse409
    | ResendVerificationEmailResponse422
    | ResendVerificationEmailResponse429
    | ResendVerificationEmailResponse431
    | ResendVerificationEmailResponse503
    | None
):
    if response.status_code == 200:
        response_200 = ResendVerificationEmailResponse200.from_dict(response.json())

        return response_200

    if response.status_code == 400:
        response_400 = ResendVerificationEmailResponse400.from_dict(response.json())

        return response_400

    if response.status_code == 401:
        response_401 = ResendVerificationEmailResponse401.from_dict(response.json())

        return response_401

    if response.status_code == 403:
        response_403 = ResendVerificationEmailResponse403.from_dict(response.json())

        return response_403

    if response.status_code == 409:
        response_409 = ResendVerificationEmailResponse409.from_dict(response.json())

        return response_409

    if response.status_code == 422:
        response_422 = ResendVerificationEmailResponse422.from_dict(response.json())

        return response_422

    if response.status_code == 429:
        response_429 = ResendVerificationEmailResponse429.from_dict(response.json())

        return response_429

    if response.status_code == 431:
        response_431 = ResendVerificationEmailResponse431.from_dict(response.json())

        return response_431

    if response.status_code == 503:
        response_503 = ResendVerificationEmailResponse503.from_dict(response.json())

        return response_503

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[
    ResendVerificationEmailResponse200
    | ResendVerificationEmailResponse400
    | ResendVerificationEmailResponse401
    | ResendVerificationEmailResponse403
    | ResendVerificationEmailResponse409
    | ResendVerificationEmailResponse422
    | ResendVerificationEmailResponse429
    | ResendVerificationEmailResponse431
    | ResendVerificationEmailResponse503
]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient,
    idempotency_key: str | Unset = UNSET,
) -> Response[
    ResendVerificationEmailResponse200
    | ResendVerificationEmailResponse400
    | ResendVerificationEmailResponse401
    | ResendVerificationEmailResponse403
    | ResendVerificationEmailResponse409
    | ResendVerificationEmailResponse422
    | ResendVerificationEmailResponse429
    | ResendVerificationEmailResponse431
    | ResendVerificationEmailResponse503
]:
    """Send a new verification e-mail; refused within 60 s of the last one

    Args:
        idempotency_key (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ResendVerificationEmailResponse200 | ResendVerificationEmailResponse400 | ResendVerificationEmailResponse401 | ResendVerificationEmailResponse403 | ResendVerificationEmailResponse409 | ResendVerificationEmailResponse422 | ResendVerificationEmailResponse429 | ResendVerificationEmailResponse431 | ResendVerificationEmailResponse503]
    """

    kwargs = _get_kwargs(
        idempotency_key=idempotency_key,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    *,
    client: AuthenticatedClient,
    idempotency_key: str | Unset = UNSET,
) -> (
    ResendVerificationEmailResponse200
    | ResendVerificationEmailResponse400
    | ResendVerificationEmailResponse401
    | ResendVerificationEmailResponse403
    | ResendVerificationEmailResponse409
    | ResendVerificationEmailResponse422
    | ResendVerificationEmailResponse429
    | ResendVerificationEmailResponse431
    | ResendVerificationEmailResponse503
    | None
):
    """Send a new verification e-mail; refused within 60 s of the last one

    Args:
        idempotency_key (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ResendVerificationEmailResponse200 | ResendVerificationEmailResponse400 | ResendVerificationEmailResponse401 | ResendVerificationEmailResponse403 | ResendVerificationEmailResponse409 | ResendVerificationEmailResponse422 | ResendVerificationEmailResponse429 | ResendVerificationEmailResponse431 | ResendVerificationEmailResponse503
    """

    return sync_detailed(
        client=client,
        idempotency_key=idempotency_key,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    idempotency_key: str | Unset = UNSET,
) -> Response[
    ResendVerificationEmailResponse200
    | ResendVerificationEmailResponse400
    | ResendVerificationEmailResponse401
    | ResendVerificationEmailResponse403
    | ResendVerificationEmailResponse409
    | ResendVerificationEmailResponse422
    | ResendVerificationEmailResponse429
    | ResendVerificationEmailResponse431
    | ResendVerificationEmailResponse503
]:
    """Send a new verification e-mail; refused within 60 s of the last one

    Args:
        idempotency_key (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ResendVerificationEmailResponse200 | ResendVerificationEmailResponse400 | ResendVerificationEmailResponse401 | ResendVerificationEmailResponse403 | ResendVerificationEmailResponse409 | ResendVerificationEmailResponse422 | ResendVerificationEmailResponse429 | ResendVerificationEmailResponse431 | ResendVerificationEmailResponse503]
    """

    kwargs = _get_kwargs(
        idempotency_key=idempotency_key,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient,
    idempotency_key: str | Unset = UNSET,
) -> (
    ResendVerificationEmailResponse200
    | ResendVerificationEmailResponse400
    | ResendVerificationEmailResponse401
    | ResendVerificationEmailResponse403
    | ResendVerificationEmailResponse409
    | ResendVerificationEmailResponse422
    | ResendVerificationEmailResponse429
    | ResendVerificationEmailResponse431
    | ResendVerificationEmailResponse503
    | None
):
    """Send a new verification e-mail; refused within 60 s of the last one

    Args:
        idempotency_key (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ResendVerificationEmailResponse200 | ResendVerificationEmailResponse400 | ResendVerificationEmailResponse401 | ResendVerificationEmailResponse403 | ResendVerificationEmailResponse409 | ResendVerificationEmailResponse422 | ResendVerificationEmailResponse429 | ResendVerificationEmailResponse431 | ResendVerificationEmailResponse503
    """

    return (
        await asyncio_detailed(
            client=client,
            idempotency_key=idempotency_key,
        )
    ).parsed
