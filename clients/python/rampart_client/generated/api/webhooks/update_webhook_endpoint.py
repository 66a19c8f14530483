from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.update_webhook_endpoint_body import UpdateWebhookEndpointBody
from ...models.update_webhook_endpoint_response_200 import (
    UpdateWebhookEndpointResponse200,
)
from ...models.update_webhook_endpoint_response_400 import (
    UpdateWebhookEndpointResponse400,
)
from ...models.update_webhook_endpoint_response_401 import (
    UpdateWebhookEndpointResponse401,
)
from ...models.update_webhook_endpoint_response_403 import (
    UpdateWebhookEndpointResponse403,
)
from ...models.update_webhook_endpoint_response_404 import (
    UpdateWebhookEndpointResponse404,
)
from ...models.update_webhook_endpoint_response_409 import (
    UpdateWebhookEndpointResponse409,
)
from ...models.update_webhook_endpoint_response_413 import (
    UpdateWebhookEndpointResponse413,
)
from ...models.update_webhook_endpoint_response_414 import (
    UpdateWebhookEndpointResponse414,
)
from ...models.update_webhook_endpoint_response_422 import (
    UpdateWebhookEndpointResponse422,
)
from ...models.update_webhook_endpoint_response_429 import (
    UpdateWebhookEndpointResponse429,
)
from ...models.update_webhook_endpoint_response_431 import (
    UpdateWebhookEndpointResponse431,
)
from ...models.update_webhook_endpoint_response_503 import (
    UpdateWebhookEndpointResponse503,
)
from ...types import UNSET, Response, Unset


def _get_kwargs(
    endpoint_id: int,
    *,
    body: UpdateWebhookEndpointBody,
    idempotency_key: str | Unset = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(idempotency_key, Unset):
        headers["Idempotency-Key"] = idempotency_key

    _kwargs: dict[str, Any] = {
        "method": "patch",
        "url": "/v1/webhooks/{endpoint_id}".format(
            endpoint_id=quote(str(endpoint_id), safe=""),
        ),
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> (
    UpdateWebhookEndpointResponse200
    | UpdateWebhookEndpointResponse400
    | UpdateWebhookEndpointResponse401
    | UpdateWebhookEndpointResponse403
    | UpdateWebhookEndpointResponse404
    | UpdateWebhookEndpointResponse409
    | UpdateWebhookEndpointResponse413
    | UpdateWebhookEndpointResponse414
    | UpdateWebhookEndpointResponse422
    | UpdateWebhookEndpointResponse429
    | UpdateWebhookEndpointResponse431
    | UpdateWebhookEndpointResponse503
    | None
):
    if response.status_code == 200:
        response_200 = UpdateWebhookEndpointResponse200.from_dict(response.json())

        return response_200

    if response.status_code == 400:
        response_400 = UpdateWebhookEndpointResponse400.from_dict(response.json())

        return response_400

    if response.status_code == 401:
        response_401 = UpdateWebhookEndpointResponse401.from_dict(response.json())

        return response_401

    if response.status_code == 403:
        response_403 = UpdateWebhookEndpointResponse403.from_dict(response.json())

        return response_403

    if response.status_code == 404:
        response_404 = UpdateWebhookEndpointResponse404.from_dict(response.json())

        return response_404

    if response.status_code == 409:
        response_409 = UpdateWebhookEndpointResponse409.from_dict(response.json())

        return response_409

    if response.status_code == 413:
        response_413 = UpdateWebhookEndpointResponse413.from_dict(response.json())

        return response_413

    if response.status_code == 414:
        response_414 = UpdateWebhookEndpointResponse414.from_dict(response.json())

        return response_414

    if response.status_code == 422:
        response_422 = UpdateWebhookEndpointResponse422.from_dict(response.json())

        return response_422

    if response.status_code == 429:
        response_429 = UpdateWebhookEndpointResponse429.from_dict(response.json())

        return response_429

    if response.status_code == 431:
        response_431 = UpdateWebhookEndpointResponse431.from_dict(response.json())

        return response_431

    if response.status_code == 503:
        response_503 = UpdateWebhookEndpointResponse503.from_dict(response.json())

        return response_503

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[
    UpdateWebhookEndpointResponse200
    | UpdateWebhookEndpointResponse400
    | UpdateWebhookEndpointResponse401
    | UpdateWebhookEndpointResponse403
    | UpdateWebhookEndpointResponse404
    | UpdateWebhookEndpointResponse409
    | UpdateWebhookEndpointResponse413
    | UpdateWebhookEndpointResponse414
    | UpdateWebhookEndpointResponse422
    | UpdateWebhookEndpointResponse429
    | UpdateWebhookEndpointResponse431
    | UpdateWebhookEndpointResponse503
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
    body: UpdateWebhookEndpointBody,
    idempotency_key: str | Unset = UNSET,
) -> Response[
    UpdateWebhookEndpointResponse200
    | UpdateWebhookEndpointResponse400
    | UpdateWebhookEndpointResponse401
    | UpdateWebhookEndpointResponse403
    | UpdateWebhookEndpointResponse404
    | UpdateWebhookEndpointResponse409
    | UpdateWebhookEndpointResponse413
    | UpdateWebhookEndpointResponse414
    | UpdateWebhookEndpointResponse422
    | UpdateWebhookEndpointResponse429
    | UpdateWebhookEndpointResponse431
    | UpdateWebhookEndpointResponse503
]:
    """Change an endpoint: only the fields sent; is_active true re-enables it and resets its failure count

    Args:
        endpoint_id (int):
        idempotency_key (str | Unset):
        body (UpdateWebhookEndpointBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[UpdateWebhookEndpointResponse200 | UpdateWebhookEndpointResponse400 | UpdateWebhookEndpointResponse401 | UpdateWebhookEndpointResponse403 | UpdateWebhookEndpointResponse404 | UpdateWebhookEndpointResponse409 | UpdateWebhookEndpointResponse413 | UpdateWebhookEndpointResponse414 | UpdateWebhookEndpointResponse422 | UpdateWebhookEndpointResponse429 | UpdateWebhookEndpointResponse431 | UpdateWebhookEndpointResponse503]
    """

    kwargs = _get_kwargs(
        endpoint_id=endpoint_id,
        body=body,
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
    body: UpdateWebhookEndpointBody,
    idempotency_key: str | Unset = UNSET,
) -> (
    UpdateWebhookEndpointResponse200
    | UpdateWebhookEndpointResponse400
    | UpdateWebhookEndpointResponse401
    | UpdateWebhookEndpointResponse403
    | UpdateWebhookEndpointResponse404
    | UpdateWebhookEndpointResponse409
    | UpdateWebhookEndpointResponse413
    | UpdateWebhookEndpointResponse414
    | UpdateWebhookEndpointResponse422
    | UpdateWebhookEndpointResponse429
    | UpdateWebhookEndpointResponse431
    | UpdateWebhookEndpointResponse503
    | None
):
    """Change an endpoint: only the fields sent; is_active true re-enables it and resets its failure count

    Args:
        endpoint_id (int):
        idempotency_key (str | Unset):
        body (UpdateWebhookEndpointBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        UpdateWebhookEndpointResponse200 | UpdateWebhookEndpointResponse400 | UpdateWebhookEndpointResponse401 | UpdateWebhookEndpointResponse403 | UpdateWebhookEndpointResponse404 | UpdateWebhookEndpointResponse409 | UpdateWebhookEndpointResponse413 | UpdateWebhookEndpointResponse414 | UpdateWebhookEndpointResponse422 | UpdateWebhookEndpointResponse429 | UpdateWebhookEndpointResponse431 | UpdateWebhookEndpointResponse503
    """

    return sync_detailed(
        endpoint_id=endpoint_id,
        client=client,
        body=body,
        idempotency_key=idempotency_key,
    ).parsed


async def asyncio_detailed(
    endpoint_id: int,
    *,
    client: AuthenticatedClient,
    body: UpdateWebhookEndpointBody,
    idempotency_key: str | Unset = UNSET,
) -> Response[
    UpdateWebhookEndpointResponse200
    | UpdateWebhookEndpointResponse400
    | UpdateWebhookEndpointResponse401
    | UpdateWebhookEndpointResponse403
    | UpdateWebhookEndpointResponse404
    | UpdateWebhookEndpointResponse409
    | UpdateWebhookEndpointResponse413
    | UpdateWebhookEndpointResponse414
    | UpdateWebhookEndpointResponse422
    | UpdateWebhookEndpointResponse429
    | UpdateWebhookEndpointResponse431
    | UpdateWebhookEndpointResponse503
]:
    """Change an endpoint: only the fields sent; is_active true re-enables it and resets its failure count

    Args:
        endpoint_id (int):
        idempotency_key (str | Unset):
        body (UpdateWebhookEndpointBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[UpdateWebhookEndpointResponse200 | UpdateWebhookEndpointResponse400 | UpdateWebhookEndpointResponse401 | UpdateWebhookEndpointResponse403 | UpdateWebhookEndpointResponse404 | UpdateWebhookEndpointResponse409 | UpdateWebhookEndpointResponse413 | UpdateWebhookEndpointResponse414 | UpdateWebhookEndpointResponse422 | UpdateWebhookEndpointResponse429 | UpdateWebhookEndpointResponse431 | UpdateWebhookEndpointResponse503]
    """

    kwargs = _get_kwargs(
        endpoint_id=endpoint_id,
        body=body,
        idempotency_key=idempotency_key,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    endpoint_id: int,
    *,
    client: AuthenticatedClient,
    body: UpdateWebhookEndpointBody,
    idempotency_key: str | Unset = UNSET,
) -> (
    UpdateWebhookEndpointResponse200
    | UpdateWebhookEndpointResponse400
    | UpdateWebhookEndpointResponse401
    | UpdateWebhookEndpointResponse403
    | UpdateWebhookEndpointResponse404
    | UpdateWebhookEndpointResponse409
    | UpdateWebhookEndpointResponse413
    | UpdateWebhookEndpointResponse414
    | UpdateWebhookEndpointResponse422
    | UpdateWebhookEndpointResponse429
    | UpdateWebhookEndpointResponse431
    | UpdateWebhookEndpointResponse503
    | None
):
    """Change an endpoint: only the fields sent; is_active true re-enables it and resets its failure count

    Args:
        endpoint_id (int):
        idempotency_key (str | Unset):
        body (UpdateWebhookEndpointBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        UpdateWebhookEndpointResponse200 | UpdateWebhookEndpointResponse400 | UpdateWebhookEndpointResponse401 | UpdateWebhookEndpointResponse403 | UpdateWebhookEndpointResponse404 | UpdateWebhookEndpointResponse409 | UpdateWebhookEndpointResponse413 | UpdateWebhookEndpointResponse414 | UpdateWebhookEndpointResponse422 | UpdateWebhookEndpointResponse429 | UpdateWebhookEndpointResponse431 | UpdateWebhookEndpointResponse503
    """

    return (
        await asyncio_detailed(
            endpoint_id=endpoint_id,
            client=client,
            body=body,
            idempotency_key=idempotency_key,
        )
    ).parsed
