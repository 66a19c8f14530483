from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.get_usage_history_response_200 import GetUsageHistoryResponse200
from ...models.get_usage_history_response_401 import GetUsageHistoryResponse401
from ...models.get_usage_history_response_403 import GetUsageHistoryResponse403
from ...models.get_usage_history_response_422 import GetUsageHistoryResponse422
from ...models.get_usage_history_response_429 import GetUsageHistoryResponse429
from ...models.get_usage_history_response_431 import GetUsageHistoryResponse431
from ...models.get_usage_history_response_503 import GetUsageHistoryResponse503
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    months: int | Unset = 6,
) -> dict[str, Any]:

    params: dict[str, Any] = {}

    params["months"] = months

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/usage/history",
        "params": params,
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> (
    GetUsageHistoryResponse200
    | GetUsageHistoryResponse401
    | GetUsageHistoryResponse403
    | GetUsageHistoryResponse422
    | GetUsageHistoryResponse429
    | GetUsageHistoryResponse431
    | GetUsageHistoryResponse503
    | None
):
    if response.status_code == 200:
        response_200 = GetUsageHistoryResponse200.from_dict(response.json())

        return response_200

    if response.status_code == 401:
        response_401 = GetUsageHistoryResponse401.from_dict(response.json())

        return response_401

    if response.status_code == 403:
        response_403 = GetUsageHistoryResponse403.from_dict(response.json())

        return response_403

    if response.status_code == 422:
        response_422 = GetUsageHistoryResponse422.from_dict(response.json())

        return response_422

    if response.status_code == 429:
        response_429 = GetUsageHistoryResponse429.from_dict(response.json())

        return response_429

    if response.status_code == 431:
        response_431 = GetUsageHistoryResponse431.from_dict(response.json())

        return response_431

    if response.status_code == 503:
        response_503 = GetUsageHistoryResponse503.from_dict(response.json())

        return response_503

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[
    GetUsageHistoryResponse200
    | GetUsageHistoryResponse401
    | GetUsageHistoryResponse403
    | GetUsageHistoryResponse422
    | GetUsageHistoryResponse429
    | GetUsageHistoryResponse431
    | GetUsageHistoryResponse503
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
    months: int | Unset = 6,
) -> Response[
    GetUsageHistoryResponse200
    | GetUsageHistoryResponse401
    | GetUsageHistoryResponse403
    | GetUsageHistoryResponse422
    | GetUsageHistoryResponse429
    | GetUsageHistoryResponse431
    | GetUsageHistoryResponse503
]:
    """Requests and scans per month, the current month last

    Args:
        months (int | Unset):  Default: 6.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[GetUsageHistoryResponse200 | GetUsageHistoryResponse401 | GetUsageHistoryResponse403 | GetUsageHistoryResponse422 | GetUsageHistoryResponse429 | GetUsageHistoryResponse431 | GetUsageHistoryResponse503]
    """

    kwargs = _get_kwargs(
        months=months,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    *,
    client: AuthenticatedClient,
    months: int | Unset = 6,
) -> (
    GetUsageHistoryResponse200
    | GetUsageHistoryResponse401
    | GetUsageHistoryResponse403
    | GetUsageHistoryResponse422
    | GetUsageHistoryResponse429
    | GetUsageHistoryResponse431
    | GetUsageHistoryResponse503
    | None
):
    """Requests and scans per month, the current month last

    Args:
        months (int | Unset):  Default: 6.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        GetUsageHistoryResponse200 | GetUsageHistoryResponse401 | GetUsageHistoryResponse403 | GetUsageHistoryResponse422 | GetUsageHistoryResponse429 | GetUsageHistoryResponse431 | GetUsageHistoryResponse503
    """

    return sync_detailed(
        client=client,
        months=months,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    months: int | Unset = 6,
) -> Response[
    GetUsageHistoryResponse200
    | GetUsageHistoryResponse401
    | GetUsageHistoryResponse403
    | GetUsageHistoryResponse422
    | GetUsageHistoryResponse429
    | GetUsageHistoryResponse431
    | GetUsageHistoryResponse503
]:
    """Requests and scans per month, the current month last

    Args:
        months (int | Unset):  Default: 6.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[GetUsageHistoryResponse200 | GetUsageHistoryResponse401 | GetUsageHistoryResponse403 | GetUsageHistoryResponse422 | GetUsageHistoryResponse429 | GetUsageHistoryResponse431 | GetUsageHistoryResponse503]
    """

    kwargs = _get_kwargs(
        months=months,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient,
    months: int | Unset = 6,
) -> (
    GetUsageHistoryResponse200
    | GetUsageHistoryResponse401
    | GetUsageHistoryResponse403
    | GetUsageHistoryResponse422
    | GetUsageHistoryResponse429
    | GetUsageHistoryResponse431
    | GetUsageHistoryResponse503
    | None
):
    """Requests and scans per month, the current month last

    Args:
        months (int | Unset):  Default: 6.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        GetUsageHistoryResponse200 | GetUsageHistoryResponse401 | GetUsageHistoryResponse403 | GetUsageHistoryResponse422 | GetUsageHistoryResponse429 | GetUsageHistoryResponse431 | GetUsageHistoryResponse503
    """

    return (
        await asyncio_detailed(
            client=client,
            months=months,
        )
    ).parsed
