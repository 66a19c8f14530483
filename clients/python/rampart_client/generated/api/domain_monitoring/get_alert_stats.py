from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.get_alert_stats_response_200 import GetAlertStatsResponse200
from ...models.get_alert_stats_response_401 import GetAlertStatsResponse401
from ...models.get_alert_stats_response_403 import GetAlertStatsResponse403
from ...models.get_alert_stats_response_429 import GetAlertStatsResponse429
from ...models.get_alert_stats_response_431 import GetAlertStatsResponse431
from ...models.get_alert_stats_response_503 import GetAlertStatsResponse503
from ...types import Response


def _get_kwargs() -> dict[str, Any]:

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/domains/alerts/stats",
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> (
    GetAlertStatsResponse200
    | GetAlertStatsResponse401
    | GetAlertStatsResponse403
    | GetAlertStatsResponse429
    | GetAlertStatsResponse431
    | GetAlertStatsResponse503
    | None
):
    if response.status_code == 200:
        response_200 = GetAlertStatsResponse200.from_dict(response.json())

        return response_200

    if response.status_code == 401:
        response_401 = GetAlertStatsResponse401.from_dict(response.json())

        return response_401

    if response.status_code == 403:
        response_403 = GetAlertStatsResponse403.from_dict(response.json())

        return response_403

    if response.status_code == 429:
        response_429 = GetAlertStatsResponse429.from_dict(response.json())

        return response_429

    if response.status_code == 431:
        response_431 = GetAlertStatsResponse431.from_dict(response.json())

        return response_431

    if response.status_code == 503:
        response_503 = GetAlertStatsResponse503.from_dict(response.json())

        return response_503

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[
    GetAlertStatsResponse200
    | GetAlertStatsResponse401
    | GetAlertStatsResponse403
    | GetAlertStatsResponse429
    | GetAlertStatsResponse431
    | GetAlertStatsResponse503
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
    GetAlertStatsResponse200
    | GetAlertStatsResponse401
    | GetAlertStatsResponse403
    | GetAlertStatsResponse429
    | GetAlertStatsResponse431
    | GetAlertStatsResponse503
]:
    """Alert statistics

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[GetAlertStatsResponse200 | GetAlertStatsResponse401 | GetAlertStatsResponse403 | GetAlertStatsResponse429 | GetAlertStatsResponse431 | GetAlertStatsResponse503]
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
    GetAlertStatsResponse200
    | GetAlertStatsResponse401
    | GetAlertStatsResponse403
    | GetAlertStatsResponse429
    | GetAlertStatsResponse431
    | GetAlertStatsResponse503
    | None
):
    """Alert statistics

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        GetAlertStatsResponse200 | GetAlertStatsResponse401 | GetAlertStatsResponse403 | GetAlertStatsResponse429 | GetAlertStatsResponse431 | GetAlertStatsResponse503
    """

    return sync_detailed(
        client=client,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
) -> Response[
    GetAlertStatsResponse200
    | GetAlertStatsResponse401
    | GetAlertStatsResponse403
    | GetAlertStatsResponse429
    | GetAlertStatsResponse431
    | GetAlertStatsResponse503
]:
    """Alert statistics

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[GetAlertStatsResponse200 | GetAlertStatsResponse401 | GetAlertStatsResponse403 | GetAlertStatsResponse429 | GetAlertStatsResponse431 | GetAlertStatsResponse503]
    """

    kwargs = _get_kwargs()

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient,
) -> (
    GetAlertStatsResponse200
    | GetAlertStatsResponse401
    | GetAlertStatsResponse403
    | GetAlertStatsResponse429
    | GetAlertStatsResponse431
    | GetAlertStatsResponse503
    | None
):
    """Alert statistics

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        GetAlertStatsResponse200 | GetAlertStatsResponse401 | GetAlertStatsResponse403 | GetAlertStatsResponse429 | GetAlertStatsResponse431 | GetAlertStatsResponse503
    """

    return (
        await asyncio_detailed(
            client=client,
        )
    ).parsed
