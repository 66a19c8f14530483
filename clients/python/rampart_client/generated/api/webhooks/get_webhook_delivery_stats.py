from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.get_webhook_delivery_stats_response_200 import (
    GetWebhookDeliveryStatsResponse200,
)
from ...models.get_webhook_delivery_stats_response_401 import (
    GetWebhookDeliveryStatsResponse401,
)
from ...models.get_webhook_delivery_stats_response_403 import (
    GetWebhookDeliveryStatsResponse403,
)
from ...models.get_webhook_delivery_stats_response_422 import (
    GetWebhookDeliveryStatsResponse422,
)
from ...models.get_webhook_delivery_stats_response_429 import (
    GetWebhookDeliveryStatsResponse429,
)
from ...models.get_webhook_delivery_stats_response_431 import (
    GetWebhookDeliveryStatsResponse431,
)
from ...models.get_webhook_delivery_stats_response_503 import (
    GetWebhookDeliveryStatsResponse503,
)
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    hours: int | Unset = 24,
) -> dict[str, Any]:

    params: dict[str, Any] = {}

    params["hours"] = hours

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/webhooks/stats/summary",
        "params": params,
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> (
    GetWebhookDeliveryStatsResponse200
    | GetWebhookDeliveryStatsResponse401
    | GetWebhookDeliveryStatsResponse403
    | GetWebhookDeliveryStatsResponse422
    | GetWebhookDeliveryStatsResponse429
    | GetWebhookDeliveryStatsResponse431
    | GetWebhookDeliveryStatsResponse503
    | None
):
    if response.status_code == 200:
        response_200 = GetWebhookDeliveryStatsResponse200.from_dict(response.json())

        return response_200

    if response.status_code == 401:
        response_401 = GetWebhookDeliveryStatsResponse401.from_dict(response.json())

        return response_401

    if response.status_code == 403:
        response_403 = GetWebhookDeliveryStatsResponse403.from_dict(response.json())

        return response_403

    if response.status_code == 422:
        response_422 = GetWebhookDeliveryStatsResponse422.from_dict(response.json())

        return response_422

    if response.status_code == 429:
        response_429 = GetWebhookDeliveryStatsResponse429.from_dict(response.json())

        return response_429

    if response.status_code == 431:
        response_431 = GetWebhookDeliveryStatsResponse431.from_dict(response.json())

        return response_431

    if response.status_code == 503:
        response_503 = GetWebhookDeliveryStatsResponse503.from_dict(response.json())

        return response_503

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[
    GetWebhookDeliveryStatsResponse200
    | GetWebhookDeliveryStatsResponse401
    | GetWebhookDeliveryStatsResponse403
    | GetWebhookDeliveryStatsResponse422
    | GetWebhookDeliveryStatsResponse429
    | GetWebhookDeliveryStatsResponse431
    | GetWebhookDeliveryStatsResponse503
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
    hours: int | Unset = 24,
) -> Response[
    GetWebhookDeliveryStatsResponse200
    | GetWebhookDeliveryStatsResponse401
    | GetWebhookDeliveryStatsResponse403
    | GetWebhookDeliveryStatsResponse422
    | GetWebhookDeliveryStatsResponse429
    | GetWebhookDeliveryStatsResponse431
    | GetWebhookDeliveryStatsResponse503
]:
    """Delivery successes and failures across your endpoints in the last `hours`

    Args:
        hours (int | Unset):  Default: 24.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[GetWebhookDeliveryStatsResponse200 | GetWebhookDeliveryStatsResponse401 | GetWebhookDeliveryStatsResponse403 | GetWebhookDeliveryStatsResponse422 | GetWebhookDeliveryStatsResponse429 | GetWebhookDeliveryStatsResponse431 | GetWebhookDeliveryStatsResponse503]
    """

    kwargs = _get_kwargs(
        hours=hours,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    *,
    client: AuthenticatedClient,
    hours: int | Unset = 24,
) -> (
    GetWebhookDeliveryStatsResponse200
    | GetWebhookDeliveryStatsResponse401
    | GetWebhookDeliveryStatsResponse403
    | GetWebhookDeliveryStatsResponse422
    | GetWebhookDeliveryStatsResponse429
    | GetWebhookDeliveryStatsResponse431
    | GetWebhookDeliveryStatsResponse503
    | None
):
    """Delivery successes and failures across your endpoints in the last `hours`

    Args:
        hours (int | Unset):  Default: 24.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        GetWebhookDeliveryStatsResponse200 | GetWebhookDeliveryStatsResponse401 | GetWebhookDeliveryStatsResponse403 | GetWebhookDeliveryStatsResponse422 | GetWebhookDeliveryStatsResponse429 | GetWebhookDeliveryStatsResponse431 | GetWebhookDeliveryStatsResponse503
    """

    return sync_detailed(
        client=client,
        hours=hours,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    hours: int | Unset = 24,
) -> Response[
    GetWebhookDeliveryStatsResponse200
    | GetWebhookDeliveryStatsResponse401
    | GetWebhookDeliveryStatsResponse403
    | GetWebhookDeliveryStatsResponse422
    | GetWebhookDeliveryStatsResponse429
    | GetWebhookDeliveryStatsResponse431
    | GetWebhookDeliveryStatsResponse503
]:
    """Delivery successes and failures across your endpoints in the last `hours`

    Args:
        hours (int | Unset):  Default: 24.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[GetWebhookDeliveryStatsResponse200 | GetWebhookDeliveryStatsResponse401 | GetWebhookDeliveryStatsResponse403 | GetWebhookDeliveryStatsResponse422 | GetWebhookDeliveryStatsResponse429 | GetWebhookDeliveryStatsResponse431 | GetWebhookDeliveryStatsResponse503]
    """

    kwargs = _get_kwargs(
        hours=hours,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient,
    hours: int | Unset = 24,
) -> (
    GetWebhookDeliveryStatsResponse200
    | GetWebhookDeliveryStatsResponse401
    | GetWebhookDeliveryStatsResponse403
    | GetWebhookDeliveryStatsResponse422
    | GetWebhookDeliveryStatsResponse429
    | GetWebhookDeliveryStatsResponse431
    | GetWebhookDeliveryStatsResponse503
    | None
):
    """Delivery successes and failures across your endpoints in the last `hours`

    Args:
        hours (int | Unset):  Default: 24.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        GetWebhookDeliveryStatsResponse200 | GetWebhookDeliveryStatsResponse401 | GetWebhookDeliveryStatsResponse403 | GetWebhookDeliveryStatsResponse422 | GetWebhookDeliveryStatsResponse429 | GetWebhookDeliveryStatsResponse431 | GetWebhookDeliveryStatsResponse503
    """

    return (
        await asyncio_detailed(
            client=client,
            hours=hours,
        )
    ).parsed
