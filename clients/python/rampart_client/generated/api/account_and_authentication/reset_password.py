from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.reset_password_body import ResetPasswordBody
from ...models.reset_password_response_200 import ResetPasswordResponse200
from ...models.reset_password_response_400 import ResetPasswordResponse400
from ...models.reset_password_response_403 import ResetPasswordResponse403
from ...models.reset_password_response_413 import ResetPasswordResponse413
from ...models.reset_password_response_422 import ResetPasswordResponse422
from ...models.reset_password_response_429 import ResetPasswordResponse429
from ...models.reset_password_response_431 import ResetPasswordResponse431
from ...models.reset_password_response_503 import ResetPasswordResponse503
from ...types import Response


def _get_kwargs(
    *,
    body: ResetPasswordBody,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/auth/reset-password",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> (
    ResetPasswordResponse200
    | ResetPasswordResponse400
    | ResetPasswordResponse403
    | ResetPasswordResponse413
    | ResetPasswordResponse422
    | ResetPasswordResponse429
    | ResetPasswordResponse431
    | ResetPasswordResponse503
    | None
):
    if response.status_code == 200:
        response_200 = ResetPasswordResponse200.from_dict(response.json())

        return response_200

    if response.status_code == 400:
        response_400 = ResetPasswordResponse400.from_dict(response.json())

        return response_400

    if response.status_code == 403:
        response_403 = ResetPasswordResponse403.from_dict(response.json())

        return response_403

    if response.status_code == 413:
        response_413 = ResetPasswordResponse413.from_dict(response.json())

        return response_413

    if response.status_code == 422:
        response_422 = ResetPasswordResponse422.from_dict(response.json())

        return response_422

    if response.status_code == 429:
        response_429 = ResetPasswordResponse429.from_dict(response.json())

        return response_429

    if response.status_code == 431:
        response_431 = ResetPasswordResponse431.from_dict(response.json())

        return response_431

    if response.status_code == 503:
        response_503 = ResetPasswordResponse503.from_dict(response.json())

        return response_503

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[
    ResetPasswordResponse200
    | ResetPasswordResponse400
    | ResetPasswordResponse403
    | ResetPasswordResponse413
    | ResetPasswordResponse422
    | ResetPasswordResponse429
    | ResetPasswordResponse431
    | ResetPasswordResponse503
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
    body: ResetPasswordBody,
) -> Response[
    ResetPasswordResponse200
    | ResetPasswordResponse400
    | ResetPasswordResponse403
    | ResetPasswordResponse413
    | ResetPasswordResponse422
    | ResetPasswordResponse429
    | ResetPasswordResponse431
    | ResetPasswordResponse503
]:
    """Set a new password with the e-mailed token; signs the user in and ends other sessions

    Args:
        body (ResetPasswordBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ResetPasswordResponse200 | ResetPasswordResponse400 | ResetPasswordResponse403 | ResetPasswordResponse413 | ResetPasswordResponse422 | ResetPasswordResponse429 | ResetPasswordResponse431 | ResetPasswordResponse503]
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
    body: ResetPasswordBody,
) -> (
    ResetPasswordResponse200
    | ResetPasswordResponse400
    | ResetPasswordResponse403
    | ResetPasswordResponse413
    | ResetPasswordResponse422
    | ResetPasswordResponse429
    | ResetPasswordResponse431
    | ResetPasswordResponse503
    | None
):
    """Set a new password with the e-mailed token; signs the user in and ends other sessions

    Args:
        body (ResetPasswordBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ResetPasswordResponse200 | ResetPasswordResponse400 | ResetPasswordResponse403 | ResetPasswordResponse413 | ResetPasswordResponse422 | ResetPasswordResponse429 | ResetPasswordResponse431 | ResetPasswordResponse503
    """

    return sync_detailed(
        client=client,
        body=body,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: ResetPasswordBody,
) -> Response[
    ResetPasswordResponse200
    | ResetPasswordResponse400
    | ResetPasswordResponse403
    | ResetPasswordResponse413
    | ResetPasswordResponse422
    | ResetPasswordResponse429
    | ResetPasswordResponse431
    | ResetPasswordResponse503
]:
    """Set a new password with the e-mailed token; signs the user in and ends other sessions

    Args:
        body (ResetPasswordBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ResetPasswordResponse200 | ResetPasswordResponse400 | ResetPasswordResponse403 | ResetPasswordResponse413 | ResetPasswordResponse422 | ResetPasswordResponse429 | ResetPasswordResponse431 | ResetPasswordResponse503]
    """

    kwargs = _get_kwargs(
        body=body,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient | Client,
    body: ResetPasswordBody,
) -> (
    ResetPasswordResponse200
    | ResetPasswordResponse400
    | ResetPasswordResponse403
    | ResetPasswordResponse413
    | ResetPasswordResponse422
    | ResetPasswordResponse429
    | ResetPasswordResponse431
    | ResetPasswordResponse503
    | None
):
    """Set a new password with the e-mailed token; signs the user in and ends other sessions

    Args:
        body (ResetPasswordBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ResetPasswordResponse200 | ResetPasswordResponse400 | ResetPasswordResponse403 | ResetPasswordResponse413 | ResetPasswordResponse422 | ResetPasswordResponse429 | ResetPasswordResponse431 | ResetPasswordResponse503
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
        )
    ).parsed
