from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.get_usage_by_endpoint_response_200 import GetUsageByEndpointResponse200
from ...models.get_usage_by_endpoint_response_401 import GetUsageByEndpointResponse401
from ...models.get_usage_by_endpoint_response_403 import GetUsageByEndpointResponse403
from ...models.get_usage_by_endpoint_response_422 import GetUsageByEndpointResponse422
from ...models.get_usage_by_endpoint_response_429 import GetUsageByEndpointResponse429
from ...models.get_usage_by_endpoint_response_431 import GetUsageByEndpointResponse431
from ...models.get_usage_by_endpoint_response_503 import GetUsageByEndpointResponse503
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    days: int | Unset = 30,
) -> dict[str, Any]:

    params: dict[str, Any] = {}

    params["days"] = days

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/usage/by-endpoint",
        "params": params,
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> (
    GetUsageByEndpointResponse200
    | GetUsageByEndpointResponse401
    | GetUsageByEndpointResponse403
    | GetUsageByEndpointResponse422
    | GetUsageByEndpointResponse429
    | GetUsageByEndpointResponse431
    | GetUsageByEndpointResponse503
    | None
):
    if response.status_code == 200:
        response_200 = GetUsageByEndpointResponse200.from_dict(response.json())

        return response_200

    if response.status_code == 401:
        response_401 = GetUsageByEndpointResponse401.from_dict(response.json())

        return response_401

    if response.status_code == 403:
        response_403 = GetUsageByEndpointResponse403.from_dict(response.json())

        return response_403

    if response.status_code == 422:
        response_422 = GetUsageByEndpointResponse422.from_dict(response.json())

        return response_422

    if response.status_code == 429:
        response_429 = GetUsageByEndpointResponse429.from_dict(response.json())

        return response_429

    if response.status_code == 431:
        response_431 = GetUsageByEndpointResponse431.from_dict(response.json())

        return response_431

    if response.status_code == 503:
        response_503 = GetUsageByEndpointResponse503.from_dict(response.json())

        return response_503

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[
    GetUsageByEndpointResponse200
    | GetUsageByEndpointResponse401
    | GetUsageByEndpointResponse403
    | GetUsageByEndpointResponse422
    | GetUsageByEndpointResponse429
    | GetUsageByEndpointResponse431
    | GetUsageByEndpointResponse503
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
    days: int | Unset = 30,
) -> Response[
    GetUsageByEndpointResponse200
    | GetUsageByEndpointResponse401
    | GetUsageByEndpointResponse403
    | GetUsageByEndpointResponse422
    | GetUsageByEndpointResponse429
    | GetUsageByEndpointResponse431
    | GetUsageByEndpointResponse503
]:
    """Requests per route pattern over the last days, with error rates

    Args:
        days (int | Unset):  Default: 30.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[GetUsageByEndpointResponse200 | GetUsageByEndpointResponse401 | GetUsageByEndpointResponse403 | GetUsageByEndpointResponse422 | GetUsageByEndpointResponse429 | GetUsageByEndpointResponse431 | GetUsageByEndpointResponse503]
    """

    kwargs = _get_kwargs(
        days=days,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    *,
    client: AuthenticatedClient,
    days: int | Unset = 30,
) -> (
    GetUsageByEndpointResponse200
    | GetUsageByEndpointResponse401
    | GetUsageByEndpointResponse403
    | GetUsageByEndpointResponse422
    | GetUsageByEndpointResponse429
    | GetUsageByEndpointResponse431
    | GetUsageByEndpointResponse503
    | None
):
    """Requests per route pattern over the last days, with error rates

    Args:
        days (int | Unset):  Default: 30.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        GetUsageByEndpointResponse200 | GetUsageByEndpointResponse401 | GetUsageByEndpointResponse403 | GetUsageByEndpointResponse422 | GetUsageByEndpointResponse429 | GetUsageByEndpointResponse431 | GetUsageByEndpointResponse503
    """

    return sync_detailed(
        client=client,
        days=days,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    days: int | Unset = 30,
) -> Response[
    GetUsageByEndpointResponse200
    | GetUsageByEndpointResponse401
    | GetUsageByEndpointResponse403
    | GetUsageByEndpointResponse422
    | GetUsageByEndpointResponse429
    | GetUsageByEndpointResponse431
    | GetUsageByEndpointResponse503
]:
    """Requests per route pattern over the last days, with error rates

    Args:
        days (int | Unset):  Default: 30.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[GetUsageByEndpointResponse200 | GetUsageByEndpointResponse401 | GetUsageByEndpointResponse403 | GetUsageByEndpointResponse422 | GetUsageByEndpointResponse429 | GetUsageByEndpointResponse431 | GetUsageByEndpointResponse503]
    """

    kwargs = _get_kwargs(
        days=days,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient,
    days: int | Unset = 30,
) -> (
    GetUsageByEndpointResponse200
    | GetUsageByEndpointResponse401
    | GetUsageByEndpointResponse403
    | GetUsageByEndpointResponse422
    | GetUsageByEndpointResponse429
    | GetUsageByEndpointResponse431
    | GetUsageByEndpointResponse503
    | None
):
    """Requests per route pattern over the last days, with error rates

    Args:
        days (int | Unset):  Default: 30.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        GetUsageByEndpointResponse200 | GetUsageByEndpointResponse401 | GetUsageByEndpointResponse403 | GetUsageByEndpointResponse422 | GetUsageByEndpointResponse429 | GetUsageByEndpointResponse431 | GetUsageByEndpointResponse503
    """

    return (
        await asyncio_detailed(
            client=client,
            days=days,
        )
    ).parsed
