from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.list_plans_response_200_item import ListPlansResponse200Item
from ...models.list_plans_response_429 import ListPlansResponse429
from ...models.list_plans_response_431 import ListPlansResponse431
from ...models.list_plans_response_503 import ListPlansResponse503
from ...types import Response


def _get_kwargs() -> dict[str, Any]:

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/pricing/plans",
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> (
    ListPlansResponse429
    | ListPlansResponse431
    | ListPlansResponse503
    | list[ListPlansResponse200Item]
    | None
):
    if response.status_code == 200:
        response_200 = []
        _response_200 = response.json()
        for response_200_item_data in _response_200:
            response_200_item = ListPlansResponse200Item.from_dict(
                response_200_item_data
            )

            response_200.append(response_200_item)

        return response_200

    if response.status_code == 429:
        response_429 = ListPlansResponse429.from_dict(response.json())

        return response_429

    if response.status_code == 431:
        response_431 = ListPlansResponse431.from_dict(response.json())

        return response_431

    if response.status_code == 503:
        response_503 = ListPlansResponse503.from_dict(response.json())

        return response_503

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[
    ListPlansResponse429
    | ListPlansResponse431
    | ListPlansResponse503
    | list[ListPlansResponse200Item]
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
    ListPlansResponse429
    | ListPlansResponse431
    | ListPlansResponse503
    | list[ListPlansResponse200Item]
]:
    """Every plan: prices, scan allowance, rate limits, feature flags

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ListPlansResponse429 | ListPlansResponse431 | ListPlansResponse503 | list[ListPlansResponse200Item]]
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
    ListPlansResponse429
    | ListPlansResponse431
    | ListPlansResponse503
    | list[ListPlansResponse200Item]
    | None
):
    """Every plan: prices, scan allowance, rate limits, feature flags

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ListPlansResponse429 | ListPlansResponse431 | ListPlansResponse503 | list[ListPlansResponse200Item]
    """

    return sync_detailed(
        client=client,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
) -> Response[
    ListPlansResponse429
    | ListPlansResponse431
    | ListPlansResponse503
    | list[ListPlansResponse200Item]
]:
    """Every plan: prices, scan allowance, rate limits, feature flags

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ListPlansResponse429 | ListPlansResponse431 | ListPlansResponse503 | list[ListPlansResponse200Item]]
    """

    kwargs = _get_kwargs()

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient | Client,
) -> (
    ListPlansResponse429
    | ListPlansResponse431
    | ListPlansResponse503
    | list[ListPlansResponse200Item]
    | None
):
    """Every plan: prices, scan allowance, rate limits, feature flags

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ListPlansResponse429 | ListPlansResponse431 | ListPlansResponse503 | list[ListPlansResponse200Item]
    """

    return (
        await asyncio_detailed(
            client=client,
        )
    ).parsed
