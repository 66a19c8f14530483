from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.log_out_response_200 import LogOutResponse200
from ...models.log_out_response_401 import LogOutResponse401
from ...models.log_out_response_403 import LogOutResponse403
from ...models.log_out_response_429 import LogOutResponse429
from ...models.log_out_response_431 import LogOutResponse431
from ...models.log_out_response_503 import LogOutResponse503
from ...types import Response


def _get_kwargs() -> dict[str, Any]:

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/auth/logout",
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> (
    LogOutResponse200
    | LogOutResponse401
    | LogOutResponse403
    | LogOutResponse429
    | LogOutResponse431
    | LogOutResponse503
    | None
):
    if response.status_code == 200:
        response_200 = LogOutResponse200.from_dict(response.json())

        return response_200

    if response.status_code == 401:
        response_401 = LogOutResponse401.from_dict(response.json())

        return response_401

    if response.status_code == 403:
        response_403 = LogOutResponse403.from_dict(response.json())

        return response_403

    if response.status_code == 429:
        response_429 = LogOutResponse429.from_dict(response.json())

        return response_429

    if response.status_code == 431:
        response_431 = LogOutResponse431.from_dict(response.json())

        return response_431

    if response.status_code == 503:
        response_503 = LogOutResponse503.from_dict(response.json())

        return response_503

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[
    LogOutResponse200
    | LogOutResponse401
    | LogOutResponse403
    | LogOutResponse429
    | LogOutResponse431
    | LogOutResponse503
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
) -> Response[
    LogOutResponse200
    | LogOutResponse401
    | LogOutResponse403
    | LogOutResponse429
    | LogOutResponse431
    | LogOutResponse503
]:
    """End the session (and its JWT); the API key is unaffected

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[LogOutResponse200 | LogOutResponse401 | LogOutResponse403 | LogOutResponse429 | LogOutResponse431 | LogOutResponse503]
    """

    kwargs = _get_kwargs()

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    *,
    client: AuthenticatedClient,
) -> (
    LogOutResponse200
    | LogOutResponse401
    | LogOutResponse403
    | LogOutResponse429
    | LogOutResponse431
    | LogOutResponse503
    | None
):
    """End the session (and its JWT); the API key is unaffected

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        LogOutResponse200 | LogOutResponse401 | LogOutResponse403 | LogOutResponse429 | LogOutResponse431 | LogOutResponse503
    """

    return sync_detailed(
        client=client,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
) -> Response[
    LogOutResponse200
    | LogOutResponse401
    | LogOutResponse403
    | LogOutResponse429
    | LogOutResponse431
    | LogOutResponse503
]:
    """End the session (and its JWT); the API key is unaffected

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[LogOutResponse200 | LogOutResponse401 | LogOutResponse403 | LogOutResponse429 | LogOutResponse431 | LogOutResponse503]
    """

    kwargs = _get_kwargs()

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient,
) -> (
    LogOutResponse200
    | LogOutResponse401
    | LogOutResponse403
    | LogOutResponse429
    | LogOutResponse431
    | LogOutResponse503
    | None
):
    """End the session (and its JWT); the API key is unaffected

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        LogOutResponse200 | LogOutResponse401 | LogOutResponse403 | LogOutResponse429 | LogOutResponse431 | LogOutResponse503
    """

    return (
        await asyncio_detailed(
            client=client,
        )
    ).parsed
