from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.list_hooks_response_200_item import ListHooksResponse200Item
from ...models.list_hooks_response_401 import ListHooksResponse401
from ...models.list_hooks_response_403 import ListHooksResponse403
from ...models.list_hooks_response_429 import ListHooksResponse429
from ...models.list_hooks_response_431 import ListHooksResponse431
from ...models.list_hooks_response_503 import ListHooksResponse503
from ...types import Response


def _get_kwargs() -> dict[str, Any]:

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/hooks",
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> (
    ListHooksResponse401
    | ListHooksResponse403
    | ListHooksResponse429
    | ListHooksResponse431
    | ListHooksResponse503
    | list[ListHooksResponse200Item]
    | None
):
    if response.status_code == 200:
        response_200 = []
        _response_200 = response.json()
        for response_200_item_data in _response_200:
            response_200_item = ListHooksResponse200Item.from_dict(
                response_200_item_data
            )

            response_200.append(response_200_item)

        return response_200

    if response.status_code == 401:
        response_401 = ListHooksResponse401.from_dict(response.json())

        return response_401

    if response.status_code == 403:
        response_403 = ListHooksResponse403.from_dict(response.json())

        return response_403

    if response.status_code == 429:
        response_429 = ListHooksResponse429.from_dict(response.json())

        return response_429

    if response.status_code == 431:
        response_431 = ListHooksResponse431.from_dict(response.json())

        return response_431

    if response.status_code == 503:
        response_503 = ListHooksResponse503.from_dict(response.json())

        return response_503

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[
    ListHooksResponse401
    | ListHooksResponse403
    | ListHooksResponse429
    | ListHooksResponse431
    | ListHooksResponse503
    | list[ListHooksResponse200Item]
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
    ListHooksResponse401
    | ListHooksResponse403
    | ListHooksResponse429
    | ListHooksResponse431
    | ListHooksResponse503
    | list[ListHooksResponse200Item]
]:
    """REST Hook subscriptions, newest first (apart from the webhook endpoints; no secrets)

     Included in Professional, Enterprise; other plans get 403 with upgrade_url.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ListHooksResponse401 | ListHooksResponse403 | ListHooksResponse429 | ListHooksResponse431 | ListHooksResponse503 | list[ListHooksResponse200Item]]
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
    ListHooksResponse401
    | ListHooksResponse403
    | ListHooksResponse429
    | ListHooksResponse431
    | ListHooksResponse503
    | list[ListHooksResponse200Item]
    | None
):
    """REST Hook subscriptions, newest first (apart from the webhook endpoints; no secrets)

     Included in Professional, Enterprise; other plans get 403 with upgrade_url.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ListHooksResponse401 | ListHooksResponse403 | ListHooksResponse429 | ListHooksResponse431 | ListHooksResponse503 | list[ListHooksResponse200Item]
    """

    return sync_detailed(
        client=client,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
) -> Response[
    ListHooksResponse401
    | ListHooksResponse403
    | ListHooksResponse429
    | ListHooksResponse431
    | ListHooksResponse503
    | list[ListHooksResponse200Item]
]:
    """REST Hook subscriptions, newest first (apart from the webhook endpoints; no secrets)

     Included in Professional, Enterprise; other plans get 403 with upgrade_url.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ListHooksResponse401 | ListHooksResponse403 | ListHooksResponse429 | ListHooksResponse431 | ListHooksResponse503 | list[ListHooksResponse200Item]]
    """

    kwargs = _get_kwargs()

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient,
) -> (
    ListHooksResponse401
    | ListHooksResponse403
    | ListHooksResponse429
    | ListHooksResponse431
    | ListHooksResponse503
    | list[ListHooksResponse200Item]
    | None
):
    """REST Hook subscriptions, newest first (apart from the webhook endpoints; no secrets)

     Included in Professional, Enterprise; other plans get 403 with upgrade_url.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ListHooksResponse401 | ListHooksResponse403 | ListHooksResponse429 | ListHooksResponse431 | ListHooksResponse503 | list[ListHooksResponse200Item]
    """

    return (
        await asyncio_detailed(
            client=client,
        )
    ).parsed
