from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.list_webhook_event_types_response_200_item import (
    ListWebhookEventTypesResponse200Item,
)
from ...models.list_webhook_event_types_response_401 import (
    ListWebhookEventTypesResponse401,
)
from ...models.list_webhook_event_types_response_403 import (
    ListWebhookEventTypesResponse403,
)
from ...models.list_webhook_event_types_response_429 import (
    ListWebhookEventTypesResponse429,
)
from ...models.list_webhook_event_types_response_431 import (
    ListWebhookEventTypesResponse431,
)
from ...models.list_webhook_event_types_response_503 import (
    ListWebhookEventTypesResponse503,
)
from ...types import Response


def _get_kwargs() -> dict[str, Any]:

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/webhooks/events/types",
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> (
    ListWebhookEventTypesResponse401
    | ListWebhookEventTypesResponse403
    | ListWebhookEventTypesResponse429
    | ListWebhookEventTypesResponse431
    | ListWebhookEventTypesResponse503
    | list[ListWebhookEventTypesResponse200Item]
    | None
):
    if response.status_code == 200:
        response_200 = []
        _response_200 = response.json()
        for response_200_item_data in _response_200:
            response_200_item = ListWebhookEventTypesResponse200Item.from_dict(
                response_200_item_data
            )

            response_200.append(response_200_item)

        return response_200

    if response.status_code == 401:
        response_401 = ListWebhookEventTypesResponse401.from_dict(response.json())

        return response_401

    if response.status_code == 403:
        response_403 = ListWebhookEventTypesResponse403.from_dict(response.json())

        return response_403

    if response.status_code == 429:
        response_429 = ListWebhookEventTypesResponse429.from_dict(response.json())

        return response_429

    if response.status_code == 431:
        response_431 = ListWebhookEventTypesResponse431.from_dict(response.json())

        return response_431

    if response.status_code == 503:
        response_503 = ListWebhookEventTypesResponse503.from_dict(response.json())

        return response_503

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[
    ListWebhookEventTypesResponse401
    | ListWebhookEventTypesResponse403
    | ListWebhookEventTypesResponse429
    | ListWebhookEventTypesResponse431
    | ListWebhookEventTypesResponse503
    | list[ListWebhookEventTypesResponse200Item]
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
    ListWebhookEventTypesResponse401
    | ListWebhookEventTypesResponse403
    | ListWebhookEventTypesResponse429
    | ListWebhookEventTypesResponse431
    | ListWebhookEventTypesResponse503
    | list[ListWebhookEventTypesResponse200Item]
]:
    """The event types an endpoint may subscribe to

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ListWebhookEventTypesResponse401 | ListWebhookEventTypesResponse403 | ListWebhookEventTypesResponse429 | ListWebhookEventTypesResponse431 | ListWebhookEventTypesResponse503 | list[ListWebhookEventTypesResponse200Item]]
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
    ListWebhookEventTypesResponse401
    | ListWebhookEventTypesResponse403
    | ListWebhookEventTypesResponse429
    | ListWebhookEventTypesResponse431
    | ListWebhookEventTypesResponse503
    | list[ListWebhookEventTypesResponse200Item]
    | None
):
    """The event types an endpoint may subscribe to

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ListWebhookEventTypesResponse401 | ListWebhookEventTypesResponse403 | ListWebhookEventTypesResponse429 | ListWebhookEventTypesResponse431 | ListWebhookEventTypesResponse503 | list[ListWebhookEventTypesResponse200Item]
    """

    return sync_detailed(
        client=client,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
) -> Response[
    ListWebhookEventTypesResponse401
    | ListWebhookEventTypesResponse403
    | ListWebhookEventTypesResponse429
    | ListWebhookEventTypesResponse431
    | ListWebhookEventTypesResponse503
    | list[ListWebhookEventTypesResponse200Item]
]:
    """The event types an endpoint may subscribe to

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ListWebhookEventTypesResponse401 | ListWebhookEventTypesResponse403 | ListWebhookEventTypesResponse429 | ListWebhookEventTypesResponse431 | ListWebhookEventTypesResponse503 | list[ListWebhookEventTypesResponse200Item]]
    """

    kwargs = _get_kwargs()

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient,
) -> (
    ListWebhookEventTypesResponse401
    | ListWebhookEventTypesResponse403
    | ListWebhookEventTypesResponse429
    | ListWebhookEventTypesResponse431
    | ListWebhookEventTypesResponse503
    | list[ListWebhookEventTypesResponse200Item]
    | None
):
    """The event types an endpoint may subscribe to

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ListWebhookEventTypesResponse401 | ListWebhookEventTypesResponse403 | ListWebhookEventTypesResponse429 | ListWebhookEventTypesResponse431 | ListWebhookEventTypesResponse503 | list[ListWebhookEventTypesResponse200Item]
    """

    return (
        await asyncio_detailed(
            client=client,
        )
    ).parsed
