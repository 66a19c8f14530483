from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.request_password_reset_body import RequestPasswordResetBody
from ...models.request_password_reset_response_200 import (
    RequestPasswordResetResponse200,
)
from ...models.request_password_reset_response_413 import (
    RequestPasswordResetResponse413,
)
from ...models.request_password_reset_response_422 import (
    RequestPasswordResetResponse422,
)
from ...models.request_password_reset_response_429 import (
    RequestPasswordResetResponse429,
)
from ...models.request_password_reset_response_431 import (
    RequestPasswordResetResponse431,
)
from ...models.request_password_reset_response_503 import (
    RequestPasswordResetResponse503,
)
from ...types import Response


def _get_kwargs(
    *,
    body: RequestPasswordResetBody,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/auth/password/reset-request",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> (
    RequestPasswordResetResponse200
    | RequestPasswordResetResponse413
    | RequestPasswordResetResponse422
    | RequestPasswordResetResponse429
    | RequestPasswordResetResponse431
    | RequestPasswordResetResponse503
    | None
):
    if response.status_code == 200:
        response_200 = RequestPasswordResetResponse200.from_dict(response.json())

        return response_200

    if response.status_code == 413:
        response_413 = RequestPasswordResetResponse413.from_dict(response.json())

        return response_413

    if response.status_code == 422:
        response_422 = RequestPasswordResetResponse422.from_dict(response.json())

        return response_422

    if response.status_code == 429:
        response_429 = RequestPasswordResetResponse429.from_dict(response.json())

        return response_429

    if response.status_code == 431:
        response_431 = RequestPasswordResetResponse431.from_dict(response.json())

        return response_431

    if response.status_code == 503:
        response_503 = RequestPasswordResetResponse503.from_dict(response.json())

        return response_503

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[
    RequestPasswordResetResponse200
    | RequestPasswordResetResponse413
    | RequestPasswordResetResponse422
    | RequestPasswordResetResponse429
    | RequestPasswordResetResponse431
    | RequestPasswordResetResponse503
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
    body: RequestPasswordResetBody,
) -> Response[
    RequestPasswordResetResponse200
    | RequestPasswordResetResponse413
    | RequestPasswordResetResponse422
    | RequestPasswordResetResponse429
    | RequestPasswordResetResponse431
    | RequestPasswordResetResponse503
]:
    """E-mail a single-use reset token (valid one hour); same answer for unknown e-mails

    Args:
        body (RequestPasswordResetBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[RequestPasswordResetResponse200 | RequestPasswordResetResponse413 | RequestPasswordResetResponse422 | RequestPasswordResetResponse429 | RequestPasswordResetResponse431 | RequestPasswordResetResponse503]
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
    body: RequestPasswordResetBody,
) -> (
    RequestPasswordResetResponse200
    | RequestPasswordResetResponse413
    | RequestPasswordResetResponse422
    | RequestPasswordResetResponse429
    | RequestPasswordResetResponse431
    | RequestPasswordResetResponse503
    | None
):
    """E-mail a single-use reset token (valid one hour); same answer for unknown e-mails

    Args:
        body (RequestPasswordResetBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        RequestPasswordResetResponse200 | RequestPasswordResetResponse413 | RequestPasswordResetResponse422 | RequestPasswordResetResponse429 | RequestPasswordResetResponse431 | RequestPasswordResetResponse503
    """

    return sync_detailed(
        client=client,
        body=body,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: RequestPasswordResetBody,
) -> Response[
    RequestPasswordResetResponse200
    | RequestPasswordResetResponse413
    | RequestPasswordResetResponse422
    | RequestPasswordResetResponse429
    | RequestPasswordResetResponse431
    | RequestPasswordResetResponse503
]:
    """E-mail a single-use reset token (valid one hour); same answer for unknown e-mails

    Args:
        body (RequestPasswordResetBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[RequestPasswordResetResponse200 | RequestPasswordResetResponse413 | RequestPasswordResetResponse422 | RequestPasswordResetResponse429 | RequestPasswordResetResponse431 | RequestPasswordResetResponse503]
    """

    kwargs = _get_kwargs(
        body=body,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient | Client,
    body: RequestPasswordResetBody,
) -> (
    RequestPasswordResetResponse200
    | RequestPasswordResetResponse413
    | RequestPasswordResetResponse422
    | RequestPasswordResetResponse429
    | RequestPasswordResetResponse431
    | RequestPasswordResetResponse503
    | None
):
    """E-mail a single-use reset token (valid one hour); same answer for unknown e-mails

    Args:
        body (RequestPasswordResetBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        RequestPasswordResetResponse200 | RequestPasswordResetResponse413 | RequestPasswordResetResponse422 | RequestPasswordResetResponse429 | RequestPasswordResetResponse431 | RequestPasswordResetResponse503
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
        )
    ).parsed
