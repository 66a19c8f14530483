from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.get_alert_preferences_response_200 import GetAlertPreferencesResponse200
from ...models.get_alert_preferences_response_401 import GetAlertPreferencesResponse401
from ...models.get_alert_preferences_response_403 import GetAlertPreferencesResponse403
from ...models.get_alert_preferences_response_429 import GetAlertPreferencesResponse429
from ...models.get_alert_preferences_response_431 import GetAlertPreferencesResponse431
from ...models.get_alert_preferences_response_503 import GetAlertPreferencesResponse503
from ...types import Response


def _get_kwargs() -> dict[str, Any]:

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/settings/alert-preferences",
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> (
    GetAlertPreferencesResponse200
    | GetAlertPreferencesResponse401
    | GetAlertPreferencesResponse403
    | GetAlertPreferencesResponse429
    | GetAlertPreferencesResponse431
    | GetAlertPreferencesResponse503
    | None
):
    if response.status_code == 200:
        response_200 = GetAlertPreferencesResponse200.from_dict(response.json())

        return response_200

    if response.status_code == 401:
        response_401 = GetAlertPreferencesResponse401.from_dict(response.json())

        return response_401

    if response.status_code == 403:
        response_403 = GetAlertPreferencesResponse403.from_dict(response.json())

        return response_403

    if response.status_code == 429:
        response_429 = GetAlertPreferencesResponse429.from_dict(response.json())

        return response_429

    if response.status_code == 431:
        response_431 = GetAlertPreferencesResponse431.from_dict(response.json())

        return response_431

    if response.status_code == 503:
        response_503 = GetAlertPreferencesResponse503.from_dict(response.json())

        return response_503

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[
    GetAlertPreferencesResponse200
    | GetAlertPreferencesResponse401
    | GetAlertPreferencesResponse403
    | GetAlertPreferencesResponse429
    | GetAlertPreferencesResponse431
    | GetAlertPreferencesResponse503
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
    GetAlertPreferencesResponse200
    | GetAlertPreferencesResponse401
    | GetAlertPreferencesResponse403
    | GetAlertPreferencesResponse429
    | GetAlertPreferencesResponse431
    | GetAlertPreferencesResponse503
]:
    """Which alert types are created

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[GetAlertPreferencesResponse200 | GetAlertPreferencesResponse401 | GetAlertPreferencesResponse403 | GetAlertPreferencesResponse429 | GetAlertPreferencesResponse431 | GetAlertPreferencesResponse503]
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
    GetAlertPreferencesResponse200
    | GetAlertPreferencesResponse401
    | GetAlertPreferencesResponse403
    | GetAlertPreferencesResponse429
    | GetAlertPreferencesResponse431
    | GetAlertPreferencesResponse503
    | None
):
    """Which alert types are created

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        GetAlertPreferencesResponse200 | GetAlertPreferencesResponse401 | GetAlertPreferencesResponse403 | GetAlertPreferencesResponse429 | GetAlertPreferencesResponse431 | GetAlertPreferencesResponse503
    """

    return sync_detailed(
        client=client,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
) -> Response[
    GetAlertPreferencesResponse200
    | GetAlertPreferencesResponse401
    | GetAlertPreferencesResponse403
    | GetAlertPreferencesResponse429
    | GetAlertPreferencesResponse431
    | GetAlertPreferencesResponse503
]:
    """Which alert types are created

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[GetAlertPreferencesResponse200 | GetAlertPreferencesResponse401 | GetAlertPreferencesResponse403 | GetAlertPreferencesResponse429 | GetAlertPreferencesResponse431 | GetAlertPreferencesResponse503]
    """

    kwargs = _get_kwargs()

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient,
) -> (
    GetAlertPreferencesResponse200
    | GetAlertPreferencesResponse401
    | GetAlertPreferencesResponse403
    | GetAlertPreferencesResponse429
    | GetAlertPreferencesResponse431
    | GetAlertPreferencesResponse503
    | None
):
    """Which alert types are created

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        GetAlertPreferencesResponse200 | GetAlertPreferencesResponse401 | GetAlertPreferencesResponse403 | GetAlertPreferencesResponse429 | GetAlertPreferencesResponse431 | GetAlertPreferencesResponse503
    """

    return (
        await asyncio_detailed(
            client=client,
        )
    ).parsed
