from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.send_webhook_test_body_type_0 import SendWebhookTestBodyType0
from ...models.send_webhook_test_response_200 import SendWebhookTestResponse200
from ...models.send_webhook_test_response_400 import SendWebhookTestResponse400
from ...models.send_webhook_test_response_401 import SendWebhookTestResponse401
from ...models.send_webhook_test_response_403 import SendWebhookTestResponse403
from ...models.send_webhook_test_response_404 import SendWebhookTestResponse404
from ...models.send_webhook_test_response_409 import SendWebhookTestResponse409
from ...models.send_webhook_test_response_413 import SendWebhookTestResponse413
from ...models.send_webhook_test_response_414 import SendWebhookTestResponse414
from ...models.send_webhook_test_response_422 import SendWebhookTestResponse422
from ...models.send_webhook_test_response_429 import SendWebhookTestResponse429
from ...models.send_webhook_test_response_431 import SendWebhookTestResponse431
from ...models.send_webhook_test_response_503 import SendWebhookTestResponse503
from ...types import UNSET, Response, Unset


def _get_kwargs(
    endpoint_id: int,
    *,
    body: None | SendWebhookTestBodyType0 | Unset = UNSET,
    idempotency_key: str | Unset = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(idempotency_key, Unset):
        headers["Idempotency-Key"] = idempotency_key

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/webhooks/{endpoint_id}/test".format(
            endpoint_id=quote(str(endpoint_id), safe=""),
        ),
    }

    if isinstance(body, SendWebhookTestBodyType0):
        _kwargs["json"] = body.to_dict()
    else:
        _kwargs["json"] = body

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> (
    SendWebhookTestResponse200
    | SendWebhookTestResponse400
    | SendWebhookTestResponse401
    | SendWebhookTestResponse403
    | SendWebhookTestResponse404
    | SendWebhookTestResponse409
    | SendWebhookTestResponse413
    | SendWebhookTestResponse414
    | SendWebhookTestResponse422
    | SendWebhookTestResponse429
    | SendWebhookTestResponse431
    | SendWebhookTestResponse503
    | None
):
    if response.status_code == 200:
        response_200 = SendWebhookTestResponse200.from_dict(response.json())

        return response_200

    if response.status_code == 400:
        response_400 = SendWebhookTestResponse400.from_dict(response.json())

        return response_400

    if response.status_code == 401:
        response_401 = SendWebhookTestResponse401.from_dict(response.json())

        return response_401

    if response.status_code == 403:
        response_403 = SendWebhookTestResponse403.from_dict(response.json())

        return response_403

    if response.status_code == 404:
        response_404 = SendWebhookTestResponse404.from_dict(response.json())

        return response_404

    if response.status_code == 409:
        response_409 = SendWebhookTestResponse409.from_dict(response.json())

        return response_409

    if response.status_code == 413:
        response_413 = SendWebhookTestResponse413.from_dict(response.json())

        return response_413

    if response.status_code == 414:
        response_414 = SendWebhookTestResponse414.from_dict(response.json())

        return response_414

    if response.status_code == 422:
        response_422 = SendWebhookTestResponse422.from_dict(response.json())

        return response_422

    if response.status_code == 429:
        response_429 = SendWebhookTestResponse429.from_dict(response.json())

        return response_429

    if response.status_code == 431:
        response_431 = SendWebhookTestResponse431.from_dict(response.json())

        return response_431

    if response.status_code == 503:
        response_503 = SendWebhookTestResponse503.from_dict(response.json())

        return response_503

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[
    SendWebhookTestResponse200
    | SendWebhookTestResponse400
    | SendWebhookTestResponse401
    | SendWebhookTestResponse403
    | SendWebhookTestResponse404
    | SendWebhookTestResponse409
    | SendWebhookTestResponse413
    | SendWebhookTestResponse414
    | SendWebhookTestResponse422
    | SendWebhookTestResponse429
    | SendWebhookTestResponse431
    | SendWebhookTestResponse503
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
    body: None | SendWebhookTestBodyType0 | Unset = UNSET,
    idempotency_key: str | Unset = UNSET,
) -> Response[
    SendWebhookTestResponse200
    | SendWebhookTestResponse400
    | SendWebhookTestResponse401
    | SendWebhookTestResponse403
    | SendWebhookTestResponse404
    | SendWebhookTestResponse409
    | SendWebhookTestResponse413
    | SendWebhookTestResponse414
    | SendWebhookTestResponse422
    | SendWebhookTestResponse429
    | SendWebhookTestResponse431
    | SendWebhookTestResponse503
]:
    """Send a signed example event (default scan.completed); answers with the delivery after its first
    attempt

    Args:
        endpoint_id (int):
        idempotency_key (str | Unset):
        body (None | SendWebhookTestBodyType0 | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[SendWebhookTestResponse200 | SendWebhookTestResponse400 | SendWebhookTestResponse401 | SendWebhookTestResponse403 | SendWebhookTestResponse404 | SendWebhookTestResponse409 | SendWebhookTestResponse413 | SendWebhookTestResponse414 | SendWebhookTestResponse422 | SendWebhookTestResponse429 | SendWebhookTestResponse431 | SendWebhookTestResponse503]
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
    body: None | SendWebhookTestBodyType0 | Unset = UNSET,
    idempotency_key: str | Unset = UNSET,
) -> (
    SendWebhookTestResponse200
    | SendWebhookTestResponse400
    | SendWebhookTestResponse401
    | SendWebhookTestResponse403
    | SendWebhookTestResponse404
    | SendWebhookTestResponse409
    | SendWebhookTestResponse413
    | SendWebhookTestResponse414
    | SendWebhookTestResponse422
    | SendWebhookTestResponse429
    | SendWebhookTestResponse431
    | SendWebhookTestResponse503
    | None
):
    """Send a signed example event (default scan.completed); answers with the delivery after its first
    attempt

    Args:
        endpoint_id (int):
        idempotency_key (str | Unset):
        body (None | SendWebhookTestBodyType0 | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        SendWebhookTestResponse200 | SendWebhookTestResponse400 | SendWebhookTestResponse401 | SendWebhookTestResponse403 | SendWebhookTestResponse404 | SendWebhookTestResponse409 | SendWebhookTestResponse413 | SendWebhookTestResponse414 | SendWebhookTestResponse422 | SendWebhookTestResponse429 | SendWebhookTestResponse431 | SendWebhookTestResponse503
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
    body: None | SendWebhookTestBodyType0 | Unset = UNSET,
    idempotency_key: str | Unset = UNSET,
) -> Response[
    SendWebhookTestResponse200
    | SendWebhookTestResponse400
    | SendWebhookTestResponse401
    | SendWebhookTestResponse403
    | SendWebhookTestResponse404
    | SendWebhookTestResponse409
    | SendWebhookTestResponse413
    | SendWebhookTestResponse414
    | SendWebhookTestResponse422
    | SendWebhookTestResponse429
    | SendWebhookTestResponse431
    | SendWebhookTestResponse503
]:
    """Send a signed example event (default scan.completed); answers with the delivery after its first
    attempt

    Args:
        endpoint_id (int):
        idempotency_key (str | Unset):
        body (None | SendWebhookTestBodyType0 | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[SendWebhookTestResponse200 | SendWebhookTestResponse400 | SendWebhookTestResponse401 | SendWebhookTestResponse403 | SendWebhookTestResponse404 | SendWebhookTestResponse409 | SendWebhookTestResponse413 | SendWebhookTestResponse414 | SendWebhookTestResponse422 | SendWebhookTestResponse429 | SendWebhookTestResponse431 | SendWebhookTestResponse503]
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
    body: None | SendWebhookTestBodyType0 | Unset = UNSET,
    idempotency_key: str | Unset = UNSET,
) -> (
    SendWebhookTestResponse200
    | SendWebhookTestResponse400
    | SendWebhookTestResponse401
    | SendWebhookTestResponse403
    | SendWebhookTestResponse404
    | SendWebhookTestResponse409
    | SendWebhookTestResponse413
    | SendWebhookTestResponse414
    | SendWebhookTestResponse422
    | SendWebhookTestResponse429
    | SendWebhookTestResponse431
    | SendWebhookTestResponse503
    | None
):
    """Send a signed example event (default scan.completed); answers with the delivery after its first
    attempt

    Args:
        endpoint_id (int):
        idempotency_key (str | Unset):
        body (None | SendWebhookTestBodyType0 | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        SendWebhookTestResponse200 | SendWebhookTestResponse400 | SendWebhookTestResponse401 | SendWebhookTestResponse403 | SendWebhookTestResponse404 | SendWebhookTestResponse409 | SendWebhookTestResponse413 | SendWebhookTestResponse414 | SendWebhookTestResponse422 | SendWebhookTestResponse429 | SendWebhookTestResponse431 | SendWebhookTestResponse503
    """

    return (
        await asyncio_detailed(
            endpoint_id=endpoint_id,
            client=client,
            body=body,
            idempotency_key=idempotency_key,
        )
    ).parsed
