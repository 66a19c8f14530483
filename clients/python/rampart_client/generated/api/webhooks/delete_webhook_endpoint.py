from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.delete_webhook_endpoint_response_401 import (
    DeleteWebhookEndpointResponse401,
)
from ...models.delete_webhook_endpoint_response_403 import (
    DeleteWebhookEndpointResponse403,
)
from ...models.delete_webhook_endpoint_response_404 import (
    DeleteWebhookEndpointResponse404,
)
from ...models.delete_webhook_endpoint_response_409 import (
    DeleteWebhookEndpointResponse409,
)
from ...models.delete_webhook_endpoint_response_414 import (
    DeleteWebhookEndpointResponse414,
)
from ...models.delete_webhook_endpoint_response_422 import (
    DeleteWebhookEndpointResponse422,
)
from ...models.delete_webhook_endpoint_response_429 import (
    DeleteWebhookEndpointResponse429,
)
from ...models.delete_webhook_endpoint_response_431 import (
    DeleteWebhookEndpointResponse431,
)
from ...models.delete_webhook_endpoint_response_503 import (
    DeleteWebhookEndpointResponse503,
)
from ...types import UNSET, Response, Unset


def _get_kwargs(
    endpoint_id: int,
    *,
    idempotency_key: str | Unset = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(idempotency_key, Unset):
        headers["Idempotency-Key"] = idempotency_key

    _kwargs: dict[str, Any] = {
        "method": "delete",
        "url": "/v1/webhooks/{endpoint_id}".format(
            endpoint_id=quote(str(endpoint_id), safe=""),
        ),
    }

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> (
    Any
    | DeleteWebhookEndpointResponse401
    | DeleteWebhookEndpointResponse403
    | DeleteWebhookEndpointResponse404
    | DeleteWebhookEndpointResponse409
    | DeleteWebhookEndpointResponse414
    | DeleteWebhookEndpointResponse422
    | DeleteWebhookEndpointResponse429
    | DeleteWebhookEndpointResponse431
    | DeleteWebhookEndpointResponse503
    | None
):
    if response.status_code == 204:
        response_204 = cast(Any, None)
        return response_204

    if response.status_code == 401:
        response_401 = DeleteWebhookEndpointResponse401.from_dict(response.json())

        return response_401

    if response.status_code == 403:
        response_403 = DeleteWebhookEndpointResponse403.from_dict(response.json())

        return response_403

    if response.status_code == 404:
        response_404 = DeleteWebhookEndpointResponse404.from_dict(response.json())

        return response_404

    if response.status_code == 409:
        response_409 = DeleteWebhookEndpointResponse409.from_dict(response.json())

        return response_409

    if response.status_code == 414:
        response_414 = DeleteWebhookEndpointResponse414.from_dict(response.json())

        return response_414

    if response.status_code == 422:
        response_422 = DeleteWebhookEndpointResponse422.from_dict(response.json())

        return response_422

    if response.status_code == 429:
        response_429 = DeleteWebhookEndpointResponse429.from_dict(response.json())

        return response_429

    if response.status_code == 431:
        response_431 = DeleteWebhookEndpointResponse431.from_dict(response.json())

        return response_431

    if response.status_code == 503:
        response_503 = DeleteWebhookEndpointResponse503.from_dict(response.json())

        return response_503

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[
    Any
    | DeleteWebhookEndpointResponse401
    | DeleteWebhookEndpointResponse403
    | DeleteWebhookEndpointResponse404
    | DeleteWebhookEndpointResponse409
    | DeleteWebhookEndpointResponse414
    | DeleteWebhookEndpointResponse422
    | DeleteWebhookEndpointResponse429
    | DeleteWebhookEndpointResponse431
    | DeleteWebhookEndpointResponse503
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
    idempotency_key: str | Unset = UNSET,
) -> Response[
    Any
    | DeleteWebhookEndpointResponse401
    | DeleteWebhookEndpointResponse403
    | DeleteWebhookEndpointResponse404
    | DeleteWebhookEndpointResponse409
    | DeleteWebhookEndpointResponse414
    | DeleteWebhookEndpointResponse422
    | DeleteWebhookEndpointResponse429
    | DeleteWebhookEndpointResponse431
    | DeleteWebhookEndpointResponse503
]:
    """Delete an endpoint and its deliveries

    Args:
        endpoint_id (int):
        idempotency_key (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | DeleteWebhookEndpointResponse401 | DeleteWebhookEndpointResponse403 | DeleteWebhookEndpointResponse404 | DeleteWebhookEndpointResponse409 | DeleteWebhookEndpointResponse414 | DeleteWebhookEndpointResponse422 | DeleteWebhookEndpointResponse429 | DeleteWebhookEndpointResponse431 | DeleteWebhookEndpointResponse503]
    """

    kwargs = _get_kwargs(
        endpoint_id=endpoint_id,
        idempotency_key=idempotency_key,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    endpoint_id: int,
    *,
    client: AuthenticatedClient,
    idempotency_key: str | Unset = UNSET,
) -> (
    Any
    | DeleteWebhookEndpointResponse401
    | DeleteWebhookEndpointResponse403
    | DeleteWebhookEndpointResponse404
    | DeleteWebhookEndpointResponse409
    | DeleteWebhookEndpointResponse414
    | DeleteWebhookEndpointResponse422
    | DeleteWebhookEndpointResponse429
    | DeleteWebhookEndpointResponse431
    | DeleteWebhookEndpointResponse503
    | None
):
    """Delete an endpoint and its deliveries

    Args:
        endpoint_id (int):
        idempotency_key (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | DeleteWebhookEndpointResponse401 | DeleteWebhookEndpointResponse403 | DeleteWebhookEndpointResponse404 | DeleteWebhookEndpointResponse409 | DeleteWebhookEndpointResponse414 | DeleteWebhookEndpointResponse422 | DeleteWebhookEndpointResponse429 | DeleteWebhookEndpointResponse431 | DeleteWebhookEndpointResponse503
    """

    return sync_detailed(
        endpoint_id=endpoint_id,
        client=client,
        idempotency_key=idempotency_key,
    ).parsed


async def asyncio_detailed(
    endpoint_id: int,
    *,
    client: AuthenticatedClient,
    idempotency_key: str | Unset = UNSET,
) -> Response[
    Any
    | DeleteWebhookEndpointResponse401
    | DeleteWebhookEndpointResponse403
    | DeleteWebhookEndpointResponse404
    | DeleteWebhookEndpointResponse409
    | DeleteWebhookEndpointResponse414
    | DeleteWebhookEndpointResponse422
    | DeleteWebhookEndpointResponse429
    | DeleteWebhookEndpointResponse431
    | DeleteWebhookEndpointResponse503
]:
    """Delete an endpoint and its deliveries

    Args:
        endpoint_id (int):
        idempotency_key (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | DeleteWebhookEndpointResponse401 | DeleteWebhookEndpointResponse403 | DeleteWebhookEndpointResponse404 | DeleteWebhookEndpointResponse409 | DeleteWebhookEndpointResponse414 | DeleteWebhookEndpointResponse422 | DeleteWebhookEndpointResponse429 | DeleteWebhookEndpointResponse431 | DeleteWebhookEndpointResponse503]
    """

    kwargs = _get_kwargs(
        endpoint_id=endpoint_id,
        idempotency_key=idempotency_key,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    endpoint_id: int,
    *,
    client: AuthenticatedClient,
    idempotency_key: str | Unset = UNSET,
) -> (
    Any
    | DeleteWebhookEndpointResponse401
    | DeleteWebhookEndpointResponse403
    | DeleteWebhookEndpointResponse404
    | DeleteWebhookEndpointResponse409
    | DeleteWebhookEndpointResponse414
    | DeleteWebhookEndpointResponse422
    | DeleteWebhookEndpointResponse429
    | DeleteWebhookEndpointResponse431
    | DeleteWebhookEndpointResponse503
    | None
):
    """Delete an endpoint and its deliveries

    Args:
        endpoint_id (int):
        idempotency_key (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | DeleteWebhookEndpointResponse401 | DeleteWebhookEndpointResponse403 | DeleteWebhookEndpointResponse404 | DeleteWebhookEndpointResponse409 | DeleteWebhookEndpointResponse414 | DeleteWebhookEndpointResponse422 | DeleteWebhookEndpointResponse429 | DeleteWebhookEndpointResponse431 | DeleteWebhookEndpointResponse503
    """

    return (
        await asyncio_detailed(
            endpoint_id=endpoint_id,
            client=client,
            idempotency_key=idempotency_key,
        )
    ).parsed
