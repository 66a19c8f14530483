from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.get_client_alert_preferences_response_200 import (
    GetClientAlertPreferencesResponse200,
)
from ...models.get_client_alert_preferences_response_401 import (
    GetClientAlertPreferencesResponse401,
)
from ...models.get_client_alert_preferences_response_403 import (
    GetClientAlertPreferencesResponse403,
)
from ...models.get_client_alert_preferences_response_404 import (
    GetClientAlertPreferencesResponse404,
)
from ...models.get_client_alert_preferences_response_414 import (
    GetClientAlertPreferencesResponse414,
)
from ...models.get_client_alert_preferences_response_422 import (
    GetClientAlertPreferencesResponse422,
)
from ...models.get_client_alert_preferences_response_429 import (
    GetClientAlertPreferencesResponse429,
)
from ...models.get_client_alert_preferences_response_431 import (
    GetClientAlertPreferencesResponse431,
)
from ...models.get_client_alert_preferences_response_503 import (
    GetClientAlertPreferencesResponse503,
)
from ...types import Response


def _get_kwargs(
    client_id: int,
) -> dict[str, Any]:

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/clients/{client_id}/alert-preferences".format(
            client_id=quote(str(client_id), safe=""),
        ),
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> (
    GetClientAlertPreferencesResponse200
    | GetClientAlertPreferencesResponse401
    | GetClientAlertPreferencesResponse403
    | GetClientAlertPreferencesResponse404
    | GetClientAlertPreferencesResponse414
    | GetClientAlertPreferencesResponse422
    | GetClientAlertPreferencesResponse429
    | GetClientAlertPreferencesResponse431
    | GetClientAlertPreferencesResponse503
    | None
):
    if response.status_code == 200:
        response_200 = GetClientAlertPreferencesResponse200.from_dict(response.json())

        return response_200

    if response.status_code == 401:
        response_401 = GetClientAlertPreferencesResponse401.from_dict(response.json())

        return response_401

    if response.status_code == 403:
        response_403 = GetClientAlertPreferencesResponse403.from_dict(response.json())

        return response_403

    if response.status_code == 404:
        response_404 = GetClientAlertPreferencesResponse404.from_dict(response.json())

        return response_404

    if response.status_code == 414:
        response_414 = GetClientAlertPreferencesResponse414.from_dict(response.json())

        return response_414

    if response.status_code == 422:
        response_422 = GetClientAlertPreferencesResponse422.from_dict(response.json())

        return response_422

    if response.status_code == 429:
        response_429 = GetClientAlertPreferencesResponse429.from_dict(response.json())

        return response_429

    if response.status_code == 431:
        response_431 = GetClientAlertPreferencesResponse431.from_dict(response.json())

        return response_431

    if response.status_code == 503:
        response_503 = GetClientAlertPreferencesResponse503.from_dict(response.json())

        return response_503

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[
    GetClientAlertPreferencesResponse200
    | GetClientAlertPreferencesResponse401
    | GetClientAlertPreferencesResponse403
    | GetClientAlertPreferencesResponse404
    | GetClientAlertPreferencesResponse414
    | GetClientAlertPreferencesResponse422
    | GetClientAlertPreferencesResponse429
    | GetClientAlertPreferencesResponse431
    | GetClientAlertPreferencesResponse503
]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    client_id: int,
    *,
    client: AuthenticatedClient,
) -> Response[
    GetClientAlertPreferencesResponse200
    | GetClientAlertPreferencesResponse401
    | GetClientAlertPreferencesResponse403
    | GetClientAlertPreferencesResponse404
    | GetClientAlertPreferencesResponse414
    | GetClientAlertPreferencesResponse422
    | GetClientAlertPreferencesResponse429
    | GetClientAlertPreferencesResponse431
    | GetClientAlertPreferencesResponse503
]:
    """Which alert types this client's domains get: its own preferences, or the account's

    Args:
        client_id (int):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[GetClientAlertPreferencesResponse200 | GetClientAlertPreferencesResponse401 | GetClientAlertPreferencesResponse403 | GetClientAlertPreferencesResponse404 | GetClientAlertPreferencesResponse414 | GetClientAlertPreferencesResponse422 | GetClientAlertPreferencesResponse429 | GetClientAlertPreferencesResponse431 | GetClientAlertPreferencesResponse503]
    """

    kwargs = _get_kwargs(
        client_id=client_id,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    client_id: int,
    *,
    client: AuthenticatedClient,
) -> (
    GetClientAlertPreferencesResponse200
    | GetClientAlertPreferencesResponse401
    | GetClientAlertPreferencesResponse403
    | GetClientAlertPreferencesResponse404
    | GetClientAlertPreferencesResponse414
    | GetClientAlertPreferencesResponse422
    | GetClientAlertPreferencesResponse429
    | GetClientAlertPreferencesResponse431
    | GetClientAlertPreferencesResponse503
    | None
):
    """Which alert types this client's domains get: its own preferences, or the account's

    Args:
        client_id (int):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        GetClientAlertPreferencesResponse200 | GetClientAlertPreferencesResponse401 | GetClientAlertPreferencesResponse403 | GetClientAlertPreferencesResponse404 | GetClientAlertPreferencesResponse414 | GetClientAlertPreferencesResponse422 | GetClientAlertPreferencesResponse429 | GetClientAlertPreferencesResponse431 | GetClientAlertPreferencesResponse503
    """

    return sync_detailed(
        client_id=client_id,
        client=client,
    ).parsed


async def asyncio_detailed(
    client_id: int,
    *,
    client: AuthenticatedClient,
) -> Response[
    GetClientAlertPreferencesResponse200
    | GetClientAlertPreferencesResponse401
    | GetClientAlertPreferencesResponse403
    | GetClientAlertPreferencesResponse404
    | GetClientAlertPreferencesResponse414
    | GetClientAlertPreferencesResponse422
    | GetClientAlertPreferencesResponse429
    | GetClientAlertPreferencesResponse431
    | GetClientAlertPreferencesResponse503
]:
    """Which alert types this client's domains get: its own preferences, or the account's

    Args:
        client_id (int):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[GetClientAlertPreferencesResponse200 | GetClientAlertPreferencesResponse401 | GetClientAlertPreferencesResponse403 | GetClientAlertPreferencesResponse404 | GetClientAlertPreferencesResponse414 | GetClientAlertPreferencesResponse422 | GetClientAlertPreferencesResponse429 | GetClientAlertPreferencesResponse431 | GetClientAlertPreferencesResponse503]
    """

    kwargs = _get_kwargs(
        client_id=client_id,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    client_id: int,
    *,
    client: AuthenticatedClient,
) -> (
    GetClientAlertPreferencesResponse200
    | GetClientAlertPreferencesResponse401
    | GetClientAlertPreferencesResponse403
    | GetClientAlertPreferencesResponse404
    | GetClientAlertPreferencesResponse414
    | GetClientAlertPreferencesResponse422
    | GetClientAlertPreferencesResponse429
    | GetClientAlertPreferencesResponse431
    | GetClientAlertPreferencesResponse503
    | None
):
    """Which alert types this client's domains get: its own preferences, or the account's

    Args:
        client_id (int):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        GetClientAlertPreferencesResponse200 | GetClientAlertPreferencesResponse401 | GetClientAlertPreferencesResponse403 | GetClientAlertPreferencesResponse404 | GetClientAlertPreferencesResponse414 | GetClientAlertPreferencesResponse422 | GetClientAlertPreferencesResponse429 | GetClientAlertPreferencesResponse431 | GetClientAlertPreferencesResponse503
    """

    return (
        await asyncio_detailed(
            client_id=client_id,
            client=client,
        )
    ).parsed
