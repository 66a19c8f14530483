from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.compare_plans_response_200 import ComparePlansResponse200
from ...models.compare_plans_response_429 import ComparePlansResponse429
from ...models.compare_plans_response_431 import ComparePlansResponse431
from ...models.compare_plans_response_503 import ComparePlansResponse503
from ...types import Response


def _get_kwargs() -> dict[str, Any]:

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/pricing/compare",
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> (
    ComparePlansResponse200
    | ComparePlansResponse429
    | ComparePlansResponse431
    | ComparePlansResponse503
    | None
):
    if response.status_code == 200:
        response_200 = ComparePlansResponse200.from_dict(response.json())

        return response_200

    if response.status_code == 429:
        response_429 = ComparePlansResponse429.from_dict(response.json())

        return response_429

    if response.status_code == 431:
        response_431 = ComparePlansResponse431.from_dict(response.json())

        return response_431

    if response.status_code == 503:
        response_503 = ComparePlansResponse503.from_dict(response.json())

        return response_503

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[
    ComparePlansResponse200
    | ComparePlansResponse429
    | ComparePlansResponse431
    | ComparePlansResponse503
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
) -> Response[
    ComparePlansResponse200
    | ComparePlansResponse429
    | ComparePlansResponse431
    | ComparePlansResponse503
]:
    """Plan comparison table: rows are features and limits, columns are plans

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ComparePlansResponse200 | ComparePlansResponse429 | ComparePlansResponse431 | ComparePlansResponse503]
    """

    kwargs = _get_kwargs()

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    *,
    client: AuthenticatedClient | Client,
) -> (
    ComparePlansResponse200
    | ComparePlansResponse429
    | ComparePlansResponse431
    | ComparePlansResponse503
    | None
):
    """Plan comparison table: rows are features and limits, columns are plans

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ComparePlansResponse200 | ComparePlansResponse429 | ComparePlansResponse431 | ComparePlansResponse503
    """

    return sync_detailed(
        client=client,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
) -> Response[
    ComparePlansResponse200
    | ComparePlansResponse429
    | ComparePlansResponse431
    | ComparePlansResponse503
]:
    """Plan comparison table: rows are features and limits, columns are plans

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ComparePlansResponse200 | ComparePlansResponse429 | ComparePlansResponse431 | ComparePlansResponse503]
    """

    kwargs = _get_kwargs()

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient | Client,
) -> (
    ComparePlansResponse200
    | ComparePlansResponse429
    | ComparePlansResponse431
    | ComparePlansResponse503
    | None
):
    """Plan comparison table: rows are features and limits, columns are plans

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ComparePlansResponse200 | ComparePlansResponse429 | ComparePlansResponse431 | ComparePlansResponse503
    """

    return (
        await asyncio_detailed(
            client=client,
        )
    ).parsed
