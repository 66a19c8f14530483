from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.confirm_password_reset_body import ConfirmPasswordResetBody
from ...models.confirm_password_reset_response_200 import (
    ConfirmPasswordResetResponse200,
)
from ...models.confirm_password_reset_response_400 import (
    ConfirmPasswordResetResponse400,
)
from ...models.confirm_password_reset_response_403 import (
    ConfirmPasswordResetResponse403,
)
from ...models.confirm_password_reset_response_413 import (
    ConfirmPasswordResetResponse413,
)
from ...models.confirm_password_reset_response_422 import (
    ConfirmPasswordResetResponse422,
)
from ...models.confirm_password_reset_response_429 import (
    ConfirmPasswordResetResponse429,
)
from ...models.confirm_password_reset_response_431 import (
    ConfirmPasswordResetResponse431,
)
from ...models.confirm_password_reset_response_503 import (
    ConfirmPasswordResetResponse503,
)
from ...types import Response


def _get_kwargs(
    *,
    body: ConfirmPasswordResetBody,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/auth/password/reset-confirm",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> (
    ConfirmPasswordResetResponse200
    | ConfirmPasswordResetResponse400
    | ConfirmPasswordResetResponse403
    | ConfirmPasswordResetResponse413
    | ConfirmPasswordResetResponse422
    | ConfirmPasswordResetResponse429
    | ConfirmPasswordResetResponse431
    | ConfirmPasswordResetResponse503
    | None
):
    if response.status_code == 200:
        response_200 = ConfirmPasswordResetResponse200.from_dict(response.json())

        return response_200

    if response.status_code == 400:
        response_400 = ConfirmPasswordResetResponse400.from_dict(response.json())

        return response_400

    if response.status_code == 403:
        response_403 = ConfirmPasswordResetResponse403.from_dict(response.json())

        return response_403

    if response.status_code == 413:
        response_413 = ConfirmPasswordResetResponse413.from_dict(response.json())

        return response_413

    if response.status_code == 422:
        response_422 = ConfirmPasswordResetResponse422.from_dict(response.json())

        return response_422

    if response.status_code == 429:
        response_429 = ConfirmPasswordResetResponse429.from_dict(response.json())

        return response_429

    if response.status_code == 431:
        response_431 = ConfirmPasswordResetResponse431.from_dict(response.json())

        return response_431

    if response.status_code == 503:
        response_503 = ConfirmPasswordResetResponse503.from_dict(response.json())

        return response_503

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[
    ConfirmPasswordResetResponse200
    | ConfirmPasswordResetResponse400
    | ConfirmPasswordResetResponse403
    | ConfirmPasswordResetResponse413
    | ConfirmPasswordResetResponse422
    | ConfirmPasswordResetResponse429
    | ConfirmPasswordResetResponse431
    | ConfirmPasswordResetResponse503
]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: ConfirmPasswordResetBody,
) -> Response[
    ConfirmPasswordResetResponse200
    | ConfirmPasswordResetResponse400
    | ConfirmPasswordResetResponse403
    | ConfirmPasswordResetResponse413
    | ConfirmPasswordResetResponse422
    | ConfirmPasswordResetResponse429
    | ConfirmPasswordResetResponse431
    | ConfirmPasswordResetResponse503
]:
    """Deprecated: use POST /v1/auth/reset-password

    Args:
        body (ConfirmPasswordResetBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ConfirmPasswordResetResponse200 | ConfirmPasswordResetResponse400 | ConfirmPasswordResetResponse403 | ConfirmPasswordResetResponse413 | ConfirmPasswordResetResponse422 | ConfirmPasswordResetResponse429 | ConfirmPasswordResetResponse431 | ConfirmPasswordResetResponse503]
    """

    kwargs = _get_kwargs(
        body=body,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    *,
    client: AuthenticatedClient | Client,
    body: ConfirmPasswordResetBody,
) -> (
    ConfirmPasswordResetResponse200
    | ConfirmPasswordResetResponse400
    | ConfirmPasswordResetResponse403
    | ConfirmPasswordResetResponse413
    | ConfirmPasswordResetResponse422
    | ConfirmPasswordResetResponse429
    | ConfirmPasswordResetResponse431
    | ConfirmPasswordResetResponse503
    | None
):
    """Deprecated: use POST /v1/auth/reset-password

    Args:
        body (ConfirmPasswordResetBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ConfirmPasswordResetResponse200 | ConfirmPasswordResetResponse400 | ConfirmPasswordResetResponse403 | ConfirmPasswordResetResponse413 | ConfirmPasswordResetResponse422 | ConfirmPasswordResetResponse429 | ConfirmPasswordResetResponse431 | ConfirmPasswordResetResponse503
    """

    return sync_detailed(
        client=client,
        body=body,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: ConfirmPasswordResetBody,
) -> Response[
    ConfirmPasswordResetResponse200
    | ConfirmPasswordResetResponse400
    | ConfirmPasswordResetResponse403
    | ConfirmPasswordResetResponse413
    | ConfirmPasswordResetResponse422
    | ConfirmPasswordResetResponse429
    | ConfirmPasswordResetResponse431
    | ConfirmPasswordResetResponse503
]:
    """Deprecated: use POST /v1/auth/reset-password

    Args:
        body (ConfirmPasswordResetBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ConfirmPasswordResetResponse200 | ConfirmPasswordResetResponse400 | ConfirmPasswordResetResponse403 | ConfirmPasswordResetResponse413 | ConfirmPasswordResetResponse422 | ConfirmPasswordResetResponse429 | ConfirmPasswordResetResponse431 | ConfirmPasswordResetResponse503]
    """

    kwargs = _get_kwargs(
        body=body,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient | Client,
    body: ConfirmPasswordResetBody,
) -> (
    ConfirmPasswordResetResponse200
    | ConfirmPasswordResetResponse400
    | ConfirmPasswordResetResponse403
    | ConfirmPasswordResetResponse413
    | ConfirmPasswordResetResponse422
    | ConfirmPasswordResetResponse429
    | ConfirmPasswordResetResponse431
    | ConfirmPasswordResetResponse503
    | None
):
    """Deprecated: use POST /v1/auth/reset-password

    Args:
        body (ConfirmPasswordResetBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ConfirmPasswordResetResponse200 | ConfirmPasswordResetResponse400 | ConfirmPasswordResetResponse403 | ConfirmPasswordResetResponse413 | ConfirmPasswordResetResponse422 | ConfirmPasswordResetResponse429 | ConfirmPasswordResetResponse431 | ConfirmPasswordResetResponse503
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
        )
    ).parsed
