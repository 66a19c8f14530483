from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.redeliver_webhook_delivery_response_202 import (
    RedeliverWebhookDeliveryResponse202,
)
from ...models.redeliver_webhook_delivery_response_400 import (
    RedeliverWebhookDeliveryResponse400,
)
from ...models.redeliver_webhook_delivery_response_401 import (
    RedeliverWebhookDeliveryResponse401,
)
from ...models.redeliver_webhook_delivery_response_403 import (
    RedeliverWebhookDeliveryResponse403,
)
from ...models.redeliver_webhook_delivery_response_404 import (
    RedeliverWebhookDeliveryResponse404,
)
from ...models.redeliver_webhook_delivery_response_409 import (
    RedeliverWebhookDeliveryResponse409,
)
from ...models.redeliver_webhook_delivery_response_414 import (
    RedeliverWebhookDeliveryResponse414,
)
from ...models.redeliver_webhook_delivery_response_422 import (
    RedeliverWebhookDeliveryResponse422,
)
from ...models.redeliver_webhook_delivery_response_429 import (
    RedeliverWebhookDeliveryResponse429,
)
from ...models.redeliver_webhook_delivery_response_431 import (
    RedeliverWebhookDeliveryResponse431,
)
from ...models.redeliver_webhook_delivery_response_503 import (
    RedeliverWebhookDeliveryResponse503,
)
from ...types import UNSET, Response, Unset


def _get_kwargs(
    endpoint_id: int,
    delivery_id: int,
    *,
    idempotency_key: str | Unset = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(idempotency_key, Unset):
        headers["Idempotency-Key"] = idempotency_key

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/webhooks/{endpoint_id}/deliveries/{delivery_id}/retry".format(
            endpoint_id=quote(str(endpoint_id), safe=""),
            delivery_id=quote(str(delivery_id), safe=""),
        ),
    }

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> (
    RedeliverWebhookDeliveryResponse202
    | RedeliverWebhookDeliveryResponse400
    | RedeliverWebhookDeliveryResponse401
    | RedeliverWebhookDeliveryResponse403
    | RedeliverWebhookDeliveryResponse404
    | RedeliverWebhookDeliveryResponse409
    | RedeliverWebhookDeliveryResponse414
    | RedeliverWebhookDeliveryResponse422
    | RedeliverWebhookDeliveryResponse429
    | RedeliverWebhookDeliveryResponse431
    | RedeliverWebhookDeliveryResponse503
    | None
):
    if response.status_code == 202:
        response_202 = RedeliverWebhookDeliveryResponse202.from_dict(response.json())

        return response_202

    if response.status_code == 400:
        response_400 = RedeliverWebhookDeliveryResponse400.from_dict(response.json())

        return response_400

    if response.status_code == 401:
        response_401 = RedeliverWebhookDeliveryResponse401.from_dict(response.json())

        return response_401

    if response.status_code == 403:
        response_403 = RedeliverWebhookDeliveryResponse403.from_dict(response.json())

        return response_403

    if response.status_code == 404:
        response_404 = RedeliverWebhookDeliveryResponse404.from_dict(response.json())

        return response_404

    if response.status_code == 409:
        response_409 = RedeliverWebhookDeliveryResponse409.from_dict(response.json())

        return response_409

    if response.status_code == 414:
        response_414 = RedeliverWebhookDeliveryResponse414.from_dict(response.json())

        return response_414

    if response.status_code == 422:
        response_422 = RedeliverWebhookDeliveryResponse422.from_dict(response.json())

        return response_422

    if response.status_code == 429:
        response_429 = RedeliverWebhookDeliveryResponse429.from_dict(response.json())

        return response_429

    if response.status_code == 431:
        response_431 = RedeliverWebhookDeliveryResponse431.from_dict(response.json())

        return response_431

    if response.status_code == 503:
        response_503 = RedeliverWebhookDeliveryResponse503.from_dict(response.json())

        return response_503

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[
    RedeliverWebhookDeliveryResponse202
    | RedeliverWebhookDeliveryResponse400
    | RedeliverWebhookDeliveryResponse401
    | RedeliverWebhookDeliveryResponse403
    | RedeliverWebhookDeliveryResponse404
    | RedeliverWebhookDeliveryResponse409
    | RedeliverWebhookDeliveryResponse414
    | RedeliverWebhookDeliveryResponse422
    | RedeliverWebhookDeliveryResponse429
    | RedeliverWebhookDeliveryResponse431
    | RedeliverWebhookDeliveryResponse503
]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    endpoint_id: int,
    delivery_id: int,
    *,
    client: AuthenticatedClient,
    idempotency_key: str | Unset = UNSET,
) -> Response[
    RedeliverWebhookDeliveryResponse202
    | RedeliverWebhookDeliveryResponse400
    | RedeliverWebhookDeliveryResponse401
    | RedeliverWebhookDeliveryResponse403
    | RedeliverWebhookDeliveryResponse404
    | RedeliverWebhookDeliveryResponse409
    | RedeliverWebhookDeliveryResponse414
    | RedeliverWebhookDeliveryResponse422
    | RedeliverWebhookDeliveryResponse429
    | RedeliverWebhookDeliveryResponse431
    | RedeliverWebhookDeliveryResponse503
]:
    """Redeliver a dead letter: a new series of attempts with the same event id

    Args:
        endpoint_id (int):
        delivery_id (int):
        idempotency_key (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[RedeliverWebhookDeliveryResponse202 | RedeliverWebhookDeliveryResponse400 | RedeliverWebhookDeliveryResponse401 | RedeliverWebhookDeliveryResponse403 | RedeliverWebhookDeliveryResponse404 | RedeliverWebhookDeliveryResponse409 | RedeliverWebhookDeliveryResponse414 | RedeliverWebhookDeliveryResponse422 | RedeliverWebhookDeliveryResponse429 | RedeliverWebhookDeliveryResponse431 | RedeliverWebhookDeliveryResponse503]
    """

    kwargs = _get_kwargs(
        endpoint_id=endpoint_id,
        delivery_id=delivery_id,
        idempotency_key=idempotency_key,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    endpoint_id: int,
    delivery_id: int,
    *,
    client: AuthenticatedClient,
    idempotency_key: str | Unset = UNSET,
) -> (
    RedeliverWebhookDeliveryResponse202
    | RedeliverWebhookDeliveryResponse400
    | RedeliverWebhookDeliveryResponse401
    | RedeliverWebhookDeliveryResponse403
    | RedeliverWebhookDeliveryResponse404
    | RedeliverWebhookDeliveryResponse409
    | RedeliverWebhookDeliveryResponse414
    | RedeliverWebhookDeliveryResponse422
    | RedeliverWebhookDeliveryResponse429
    | RedeliverWebhookDeliveryResponse431
    | RedeliverWebhookDeliveryResponse503
    | None
):
    """Redeliver a dead letter: a new series of attempts with the same event id

    Args:
        endpoint_id (int):
        delivery_id (int):
        idempotency_key (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        RedeliverWebhookDeliveryResponse202 | RedeliverWebhookDeliveryResponse400 | RedeliverWebhookDeliveryResponse401 | RedeliverWebhookDeliveryResponse403 | RedeliverWebhookDeliveryResponse404 | RedeliverWebhookDeliveryResponse409 | RedeliverWebhookDeliveryResponse414 | RedeliverWebhookDeliveryResponse422 | RedeliverWebhookDeliveryResponse429 | RedeliverWebhookDeliveryResponse431 | RedeliverWebhookDeliveryResponse503
    """

    return sync_detailed(
        endpoint_id=endpoint_id,
        delivery_id=delivery_id,
        client=client,
        idempotency_key=idempotency_key,
    ).parsed


async def asyncio_detailed(
    endpoint_id: int,
    delivery_id: int,
    *,
    client: AuthenticatedClient,
    idempotency_key: str | Unset = UNSET,
) -> Response[
    RedeliverWebhookDeliveryResponse202
    | RedeliverWebhookDeliveryResponse400
    | RedeliverWebhookDeliveryResponse401
    | RedeliverWebhookDeliveryResponse403
    | RedeliverWebhookDeliveryResponse404
    | RedeliverWebhookDeliveryResponse409
    | RedeliverWebhookDeliveryResponse414
    | RedeliverWebhookDeliveryResponse422
    | RedeliverWebhookDeliveryResponse429
    | RedeliverWebhookDeliveryResponse431
    | RedeliverWebhookDeliveryResponse503
]:
    """Redeliver a dead letter: a new series of attempts with the same event id

    Args:
        endpoint_id (int):
        delivery_id (int):
        idempotency_key (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[RedeliverWebhookDeliveryResponse202 | RedeliverWebhookDeliveryResponse400 | RedeliverWebhookDeliveryResponse401 | RedeliverWebhookDeliveryResponse403 | RedeliverWebhookDeliveryResponse404 | RedeliverWebhookDeliveryResponse409 | RedeliverWebhookDeliveryResponse414 | RedeliverWebhookDeliveryResponse422 | RedeliverWebhookDeliveryResponse429 | RedeliverWebhookDeliveryResponse431 | RedeliverWebhookDeliveryResponse503]
    """

    kwargs = _get_kwargs(
        endpoint_id=endpoint_id,
        delivery_id=delivery_id,
        idempotency_key=idempotency_key,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    endpoint_id: int,
    delivery_id: int,
    *,
    client: AuthenticatedClient,
    idempotency_key: str | Unset = UNSET,
) -> (
    RedeliverWebhookDeliveryResponse202
    | RedeliverWebhookDeliveryResponse400
    | RedeliverWebhookDeliveryResponse401
    | RedeliverWebhookDeliveryResponse403
    | RedeliverWebhookDeliveryResponse404
    | RedeliverWebhookDeliveryResponse409
    | RedeliverWebhookDeliveryResponse414
    | RedeliverWebhookDeliveryResponse422
    | RedeliverWebhookDeliveryResponse429
    | RedeliverWebhookDeliveryResponse431
    | RedeliverWebhookDeliveryResponse503
    | None
):
    """Redeliver a dead letter: a new series of attempts with the same event id

    Args:
        endpoint_id (int):
        delivery_id (int):
        idempotency_key (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        RedeliverWebhookDeliveryResponse202 | RedeliverWebhookDeliveryResponse400 | RedeliverWebhookDeliveryResponse401 | RedeliverWebhookDeliveryResponse403 | RedeliverWebhookDeliveryResponse404 | RedeliverWebhookDeliveryResponse409 | RedeliverWebhookDeliveryResponse414 | RedeliverWebhookDeliveryResponse422 | RedeliverWebhookDeliveryResponse429 | RedeliverWebhookDeliveryResponse431 | RedeliverWebhookDeliveryResponse503
    """

    return (
        await asyncio_detailed(
            endpoint_id=endpoint_id,
            delivery_id=delivery_id,
            client=client,
            idempotency_key=idempotency_key,
        )
    ).parsed
