from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.get_webhook_endpoint_response_200 import GetWebhookEndpointResponse200
from ...models.get_webhook_endpoint_response_401 import GetWebhookEndpointResponse401
from ...models.get_webhook_endpoint_response_403 import GetWebhookEndpointResponse403
from ...models.get_webhook_endpoint_response_404 import GetWebhookEndpointResponse404
from ...models.get_webhook_endpoint_response_414 import GetWebhookEndpointResponse414
from ...models.get_webhook_endpoint_response_422 import GetWebhookEndpointResponse422
from ...models.get_webhook_endpoint_response_429 import GetWebhookEndpointResponse429
from ...models.get_webhook_endpoint_response_431 import GetWebhookEndpointResponse431
from ...models.get_webhook_endpoint_response_503 import GetWebhookEndpointResponse503
from ...types import Response


def _get_kwargs(
    endpoint_id: int,
) -> dict[str, Any]:

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/webhooks/{endpoint_id}".format(
            endpoint_id=quote(str(endpoint_id), safe=""),
        ),
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> (
    GetWebhookEndpointResponse200
    | GetWebhookEndpointResponse401
    | GetWebhookEndpointResponse403
    | GetWebhookEndpointResponse404
    | GetWebhookEndpointResponse414
    | GetWebhookEndpointResponse422
    | GetWebhookEndpointResponse429
    | GetWebhookEndpointResponse431
    | GetWebhookEndpointResponse503
    | None
):
    if response.status_code == 200:
        response_200 = GetWebhookEndpointResponse200.from_dict(response.json())

        return response_200

    if response.status_code == 401:
        response_401 = GetWebhookEndpointResponse401.from_dict(response.json())

        return response_401

    if response.status_code == 403:
        response_403 = GetWebhookEndpointResponse403.from_dict(response.json())

        return response_403

    if response.status_code == 404:
        response_404 = GetWebhookEndpointResponse404.from_dict(response.json())

        return response_404

    if response.status_code == 414:
        response_414 = GetWebhookEndpointResponse414.from_dict(response.json())

        return response_414

    if response.status_code == 422:
        response_422 = GetWebhookEndpointResponse422.from_dict(response.json())

        return response_422

    if response.status_code == 429:
        response_429 = GetWebhookEndpointResponse429.from_dict(response.json())

        return response_429

    if response.status_code == 431:
        response_431 = GetWebhookEndpointResponse431.from_dict(response.json())

        return response_431

    if response.status_code == 503:
        response_503 = GetWebhookEndpointResponse503.from_dict(response.json())

        return response_503

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[
    GetWebhookEndpointResponse200
    | GetWebhookEndpointResponse401
    | GetWebhookEndpointResponse403
    | GetWebhookEndpointResponse404
    | GetWebhookEndpointResponse414
    | GetWebhookEndpointResponse422
    | GetWebhookEndpointResponse429
    | GetWebhookEndpointResponse431
    | GetWebhookEndpointResponse503
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
) -> Response[
    GetWebhookEndpointResponse200
    | GetWebhookEndpointResponse401
    | GetWebhookEndpointResponse403
    | GetWebhookEndpointResponse404
    | GetWebhookEndpointResponse414
    | GetWebhookEndpointResponse422
    | GetWebhookEndpointResponse429
    | GetWebhookEndpointResponse431
    | GetWebhookEndpointResponse503
]:
    """One webhook endpoint

    Args:
        endpoint_id (int):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[GetWebhookEndpointResponse200 | GetWebhookEndpointResponse401 | GetWebhookEndpointResponse403 | GetWebhookEndpointResponse404 | GetWebhookEndpointResponse414 | GetWebhookEndpointResponse422 | GetWebhookEndpointResponse429 | GetWebhookEndpointResponse431 | GetWebhookEndpointResponse503]
    """

    kwargs = _get_kwargs(
        endpoint_id=endpoint_id,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    endpoint_id: int,
    *,
    client: AuthenticatedClient,
) -> (
    GetWebhookEndpointResponse200
    | GetWebhookEndpointResponse401
    | GetWebhookEndpointResponse403
    | GetWebhookEndpointResponse404
    | GetWebhookEndpointResponse414
    | GetWebhookEndpointResponse422
    | GetWebhookEndpointResponse429
    | GetWebhookEndpointResponse431
    | GetWebhookEndpointResponse503
    | None
):
    """One webhook endpoint

    Args:
        endpoint_id (int):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        GetWebhookEndpointResponse200 | GetWebhookEndpointResponse401 | GetWebhookEndpointResponse403 | GetWebhookEndpointResponse404 | GetWebhookEndpointResponse414 | GetWebhookEndpointResponse422 | GetWebhookEndpointResponse429 | GetWebhookEndpointResponse431 | GetWebhookEndpointResponse503
    """

    return sync_detailed(
        endpoint_id=endpoint_id,
        client=client,
    ).parsed


async def asyncio_detailed(
    endpoint_id: int,
    *,
    client: AuthenticatedClient,
) -> Response[
    GetWebhookEndpointResponse200
    | GetWebhookEndpointResponse401
    | GetWebhookEndpointResponse403
    | GetWebhookEndpointResponse404
    | GetWebhookEndpointResponse414
    | GetWebhookEndpointResponse422
    | GetWebhookEndpointResponse429
    | GetWebhookEndpointResponse431
    | GetWebhookEndpointResponse503
]:
    """One webhook endpoint

    Args:
        endpoint_id (int):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[GetWebhookEndpointResponse200 | GetWebhookEndpointResponse401 | GetWebhookEndpointResponse403 | GetWebhookEndpointResponse404 | GetWebhookEndpointResponse414 | GetWebhookEndpointResponse422 | GetWebhookEndpointResponse429 | GetWebhookEndpointResponse431 | GetWebhookEndpointResponse503]
    """

    kwargs = _get_kwargs(
        endpoint_id=endpoint_id,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    endpoint_id: int,
    *,
    client: AuthenticatedClient,
) -> (
    GetWebhookEndpointResponse200
    | GetWebhookEndpointResponse401
    | GetWebhookEndpointResponse403
    | GetWebhookEndpointResponse404
    | GetWebhookEndpointResponse414
    | GetWebhookEndpointResponse422
    | GetWebhookEndpointResponse429
    | GetWebhookEndpointResponse431
    | GetWebhookEndpointResponse503
    | None
):
    """One webhook endpoint

    Args:
        endpoint_id (int):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        GetWebhookEndpointResponse200 | GetWebhookEndpointResponse401 | GetWebhookEndpointResponse403 | GetWebhookEndpointResponse404 | GetWebhookEndpointResponse414 | GetWebhookEndpointResponse422 | GetWebhookEndpointResponse429 | GetWebhookEndpointResponse431 | GetWebhookEndpointResponse503
    """

    return (
        await asyncio_detailed(
            endpoint_id=endpoint_id,
            client=client,
        )
    ).parsed
