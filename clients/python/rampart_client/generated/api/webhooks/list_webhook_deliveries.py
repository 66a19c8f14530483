from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.list_webhook_deliveries_response_200_item import (
    ListWebhookDeliveriesResponse200Item,
)
from ...models.list_webhook_deliveries_response_401 import (
    ListWebhookDeliveriesResponse401,
)
from ...models.list_webhook_deliveries_response_403 import (
    ListWebhookDeliveriesResponse403,
)
from ...models.list_webhook_deliveries_response_404 import (
    ListWebhookDeliveriesResponse404,
)
from ...models.list_webhook_deliveries_response_414 import (
    ListWebhookDeliveriesResponse414,
)
from ...models.list_webhook_deliveries_response_422 import (
    ListWebhookDeliveriesResponse422,
)
from ...models.list_webhook_deliveries_response_429 import (
    ListWebhookDeliveriesResponse429,
)
from ...models.list_webhook_deliveries_response_431 import (
    ListWebhookDeliveriesResponse431,
)
from ...models.list_webhook_deliveries_response_503 import (
    ListWebhookDeliveriesResponse503,
)
from ...models.list_webhook_deliveries_status import ListWebhookDeliveriesStatus
from ...types import UNSET, Response, Unset


def _get_kwargs(
    endpoint_id: int,
    *,
    limit: int | Unset = 50,
    status: ListWebhookDeliveriesStatus | Unset = UNSET,
) -> dict[str, Any]:

    params: dict[str, Any] = {}

    params["limit"] = limit

    json_status: str | Unset = UNSET
    if not isinstance(status, Unset):
        json_status = status.value

    params["status"] = json_status

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/webhooks/{endpoint_id}/deliveries".format(
            endpoint_id=quote(str(endpoint_id), safe=""),
        ),
        "params": params,
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> (
    ListWebhookDeliveriesResponse401
    | ListWebhookDeliveriesResponse403
    | ListWebhookDeliveriesResponse404
    | ListWebhookDeliveriesResponse414
    | ListWebhookDeliveriesResponse422
    | ListWebhookDeliveriesResponse429
    | ListWebhookDeliveriesResponse431
    | ListWebhookDeliveriesResponse503
    | list[ListWebhookDeliveriesResponse200Item]
    | None
):
    if response.status_code == 200:
        response_200 = []
        _response_200 = response.json()
        for response_200_item_data in _response_200:
            response_200_item = ListWebhookDeliveriesResponse200Item.from_dict(
                response_200_item_data
            )

            response_200.append(response_200_item)

        return response_200

    if response.status_code == 401:
        response_401 = ListWebhookDeliveriesResponse401.from_dict(response.json())

        return response_401

    if response.status_code == 403:
        response_403 = ListWebhookDeliveriesResponse403.from_dict(response.json())

        return response_403

    if response.status_code == 404:
        response_404 = ListWebhookDeliveriesResponse404.from_dict(response.json())

        return response_404

    if response.status_code == 414:
        response_414 = ListWebhookDeliveriesResponse414.from_dict(response.json())

        return response_414

    if response.status_code == 422:
        response_422 = ListWebhookDeliveriesResponse422.from_dict(response.json())

        return response_422

    if response.status_code == 429:
        response_429 = ListWebhookDeliveriesResponse429.from_dict(response.json())

        return response_429

    if response.status_code == 431:
        response_431 = ListWebhookDeliveriesResponse431.from_dict(response.json())

        return response_431

    if response.status_code == 503:
        response_503 = ListWebhookDeliveriesResponse503.from_dict(response.json())

        return response_503

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[
    ListWebhookDeliveriesResponse401
    | ListWebhookDeliveriesResponse403
    | ListWebhookDeliveriesResponse404
    | ListWebhookDeliveriesResponse414
    | ListWebhookDeliveriesResponse422
    | ListWebhookDeliveriesResponse429
    | ListWebhookDeliveriesResponse431
    | ListWebhookDeliveriesResponse503
    | list[ListWebhookDeliveriesResponse200Item]
]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    endpoint_id: int,
    *,
    client: AuthenticatedClient,
    limit: int | Unset = 50,
    status: ListWebhookDeliveriesStatus | Unset = UNSET,
) -> Response[
    ListWebhookDeliveriesResponse401
    | ListWebhookDeliveriesResponse403
    | ListWebhookDeliveriesResponse404
    | ListWebhookDeliveriesResponse414
    | ListWebhookDeliveriesResponse422
    | ListWebhookDeliveriesResponse429
    | ListWebhookDeliveriesResponse431
    | ListWebhookDeliveriesResponse503
    | list[ListWebhookDeliveriesResponse200Item]
]:
    """Deliveries of an endpoint with their attempts, newest first; status=failed lists the dead letters

    Args:
        endpoint_id (int):
        limit (int | Unset):  Default: 50.
        status (ListWebhookDeliveriesStatus | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ListWebhookDeliveriesResponse401 | ListWebhookDeliveriesResponse403 | ListWebhookDeliveriesResponse404 | ListWebhookDeliveriesResponse414 | ListWebhookDeliveriesResponse422 | ListWebhookDeliveriesResponse429 | ListWebhookDeliveriesResponse431 | ListWebhookDeliveriesResponse503 | list[ListWebhookDeliveriesResponse200Item]]
    """

    kwargs = _get_kwargs(
        endpoint_id=endpoint_id,
        limit=limit,
        status=status,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    endpoint_id: int,
    *,
    client: AuthenticatedClient,
    limit: int | Unset = 50,
    status: ListWebhookDeliveriesStatus | Unset = UNSET,
) -> (
    ListWebhookDeliveriesResponse401
    | ListWebhookDeliveriesResponse403
    | ListWebhookDeliveriesResponse404
    | ListWebhookDeliveriesResponse414
    | ListWebhookDeliveriesResponse422
    | ListWebhookDeliveriesResponse429
    | ListWebhookDeliveriesResponse431
    | ListWebhookDeliveriesResponse503
    | list[ListWebhookDeliveriesResponse200Item]
    | None
):
    """Deliveries of an endpoint with their attempts, newest first; status=failed lists the dead letters

    Args:
        endpoint_id (int):
        limit (int | Unset):  Default: 50.
        status (ListWebhookDeliveriesStatus | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ListWebhookDeliveriesResponse401 | ListWebhookDeliveriesResponse403 | ListWebhookDeliveriesResponse404 | ListWebhookDeliveriesResponse414 | ListWebhookDeliveriesResponse422 | ListWebhookDeliveriesResponse429 | ListWebhookDeliveriesResponse431 | ListWebhookDeliveriesResponse503 | list[ListWebhookDeliveriesResponse200Item]
    """

    return sync_detailed(
        endpoint_id=endpoint_id,
        client=client,
        limit=limit,
        status=status,
    ).parsed


async def asyncio_detailed(
    endpoint_id: int,
    *,
    client: AuthenticatedClient,
    limit: int | Unset = 50,
    status: ListWebhookDeliveriesStatus | Unset = UNSET,
) -> Response[
    ListWebhookDeliveriesResponse401
    | ListWebhookDeliveriesResponse403
    | ListWebhookDeliveriesResponse404
    | ListWebhookDeliveriesResponse414
    | ListWebhookDeliveriesResponse422
    | ListWebhookDeliveriesResponse429
    | ListWebhookDeliveriesResponse431
    | ListWebhookDeliveriesResponse503
    | list[ListWebhookDeliveriesResponse200Item]
]:
    """Deliveries of an endpoint with their attempts, newest first; status=failed lists the dead letters

    Args:
        endpoint_id (int):
        limit (int | Unset):  Default: 50.
        status (ListWebhookDeliveriesStatus | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ListWebhookDeliveriesResponse401 | ListWebhookDeliveriesResponse403 | ListWebhookDeliveriesResponse404 | ListWebhookDeliveriesResponse414 | ListWebhookDeliveriesResponse422 | ListWebhookDeliveriesResponse429 | ListWebhookDeliveriesResponse431 | ListWebhookDeliveriesResponse503 | list[ListWebhookDeliveriesResponse200Item]]
    """

    kwargs = _get_kwargs(
        endpoint_id=endpoint_id,
        limit=limit,
        status=status,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    endpoint_id: int,
    *,
    client: AuthenticatedClient,
    limit: int | Unset = 50,
    status: ListWebhookDeliveriesStatus | Unset = UNSET,
) -> (
    ListWebhookDeliveriesResponse401
    | ListWebhookDeliveriesResponse403
    | ListWebhookDeliveriesResponse404
    | ListWebhookDeliveriesResponse414
    | ListWebhookDeliveriesResponse422
    | ListWebhookDeliveriesResponse429
    | ListWebhookDeliveriesResponse431
    | ListWebhookDeliveriesResponse503
    | list[ListWebhookDeliveriesResponse200Item]
    | None
):
    """Deliveries of an endpoint with their attempts, newest first; status=failed lists the dead letters

    Args:
        endpoint_id (int):
        limit (int | Unset):  Default: 50.
        status (ListWebhookDeliveriesStatus | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ListWebhookDeliveriesResponse401 | ListWebhookDeliveriesResponse403 | ListWebhookDeliveriesResponse404 | ListWebhookDeliveriesResponse414 | ListWebhookDeliveriesResponse422 | ListWebhookDeliveriesResponse429 | ListWebhookDeliveriesResponse431 | ListWebhookDeliveriesResponse503 | list[ListWebhookDeliveriesResponse200Item]
    """

    return (
        await asyncio_detailed(
            endpoint_id=endpoint_id,
            client=client,
            limit=limit,
            status=status,
        )
    ).parsed
