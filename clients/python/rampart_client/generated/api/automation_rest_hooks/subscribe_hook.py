from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.subscribe_hook_body import SubscribeHookBody
from ...models.subscribe_hook_response_201 import SubscribeHookResponse201
from ...models.subscribe_hook_response_400 import SubscribeHookResponse400
from ...models.subscribe_hook_response_401 import SubscribeHookResponse401
from ...models.subscribe_hook_response_403 import SubscribeHookResponse403
from ...models.subscribe_hook_response_409 import SubscribeHookResponse409
from ...models.subscribe_hook_response_413 import SubscribeHookResponse413
from ...models.subscribe_hook_response_422 import SubscribeHookResponse422
from ...models.subscribe_hook_response_429 import SubscribeHookResponse429
from ...models.subscribe_hook_response_431 import SubscribeHookResponse431
from ...models.subscribe_hook_response_503 import SubscribeHookResponse503
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    body: SubscribeHookBody,
    idempotency_key: str | Unset = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(idempotency_key, Unset):
        headers["Idempotency-Key"] = idempotency_key

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/hooks",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> (
    SubscribeHookResponse201
    | SubscribeHookResponse400
    | SubscribeHookResponse401
    | SubscribeHookResponse403
    | SubscribeHookResponse409
    | SubscribeHookResponse413
    | SubscribeHookResponse422
    | SubscribeHookResponse429
    | SubscribeHookResponse431
    | SubscribeHookResponse503
    | None
):
    if response.status_code == 201:
        response_201 = SubscribeHookResponse201.from_dict(response.json())

        return response_201

    if response.status_code == 400:
        response_400 = SubscribeHookResponse400.from_dict(response.json())

        return response_400

    if response.status_code == 401:
        response_401 = SubscribeHookResponse401.from_dict(response.json())

        return response_401

    if response.status_code == 403:
        response_403 = SubscribeHookResponse403.from_dict(response.json())

        return response_403

    if response.status_code == 409:
        response_409 = SubscribeHookResponse409.from_dict(response.json())

        return response_409

    if response.status_code == 413:
        response_413 = SubscribeHookResponse413.from_dict(response.json())

        return response_413

    if response.status_code == 422:
        response_422 = SubscribeHookResponse422.from_dict(response.json())

        return response_422

    if response.status_code == 429:
        response_429 = SubscribeHookResponse429.from_dict(response.json())

        return response_429

    if response.status_code == 431:
        response_431 = SubscribeHookResponse431.from_dict(response.json())

        return response_431

    if response.status_code == 503:
        response_503 = SubscribeHookResponse503.from_dict(response.json())

        return response_503

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[
    SubscribeHookResponse201
    | SubscribeHookResponse400
    | SubscribeHookResponse401
    | SubscribeHookResponse403
    | SubscribeHookResponse409
    | SubscribeHookResponse413
    | SubscribeHookResponse422
    | SubscribeHookResponse429
    | SubscribeHookResponse431
    | SubscribeHookResponse503
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
    body: SubscribeHookBody,
    idempotency_key: str | Unset = UNSET,
) -> Response[
    SubscribeHookResponse201
    | SubscribeHookResponse400
    | SubscribeHookResponse401
    | SubscribeHookResponse403
    | SubscribeHookResponse409
    | SubscribeHookResponse413
    | SubscribeHookResponse422
    | SubscribeHookResponse429
    | SubscribeHookResponse431
    | SubscribeHookResponse503
]:
    """Subscribe a REST Hook: every matching event is POSTed, signed, to target_url

     Included in Professional, Enterprise; other plans get 403 with upgrade_url. A target that answers
    410 Gone is unsubscribed. Takes no webhook endpoint slot.

    Args:
        idempotency_key (str | Unset):
        body (SubscribeHookBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[SubscribeHookResponse201 | SubscribeHookResponse400 | SubscribeHookResponse401 | SubscribeHookResponse403 | SubscribeHookResponse409 | SubscribeHookResponse413 | SubscribeHookResponse422 | SubscribeHookResponse429 | SubscribeHookResponse431 | SubscribeHookResponse503]
    """

    kwargs = _get_kwargs(
        body=body,
        idempotency_key=idempotency_key,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    *,
    client: AuthenticatedClient,
    body: SubscribeHookBody,
    idempotency_key: str | Unset = UNSET,
) -> (
    SubscribeHookResponse201
    | SubscribeHookResponse400
    | SubscribeHookResponse401
    | SubscribeHookResponse403
    | SubscribeHookResponse409
    | SubscribeHookResponse413
    | SubscribeHookResponse422
    | SubscribeHookResponse429
    | SubscribeHookResponse431
    | SubscribeHookResponse503
    | None
):
    """Subscribe a REST Hook: every matching event is POSTed, signed, to target_url

     Included in Professional, Enterprise; other plans get 403 with upgrade_url. A target that answers
    410 Gone is unsubscribed. Takes no webhook endpoint slot.

    Args:
        idempotency_key (str | Unset):
        body (SubscribeHookBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        SubscribeHookResponse201 | SubscribeHookResponse400 | SubscribeHookResponse401 | SubscribeHookResponse403 | SubscribeHookResponse409 | SubscribeHookResponse413 | SubscribeHookResponse422 | SubscribeHookResponse429 | SubscribeHookResponse431 | SubscribeHookResponse503
    """

    return sync_detailed(
        client=client,
        body=body,
        idempotency_key=idempotency_key,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    body: SubscribeHookBody,
    idempotency_key: str | Unset = UNSET,
) -> Response[
    SubscribeHookResponse201
    | SubscribeHookResponse400
    | SubscribeHookResponse401
    | SubscribeHookResponse403
    | SubscribeHookResponse409
    | SubscribeHookResponse413
    | SubscribeHookResponse422
    | SubscribeHookResponse429
    | SubscribeHookResponse431
    | SubscribeHookResponse503
]:
    """Subscribe a REST Hook: every matching event is POSTed, signed, to target_url

     Included in Professional, Enterprise; other plans get 403 with upgrade_url. A target that answers
    410 Gone is unsubscribed. Takes no webhook endpoint slot.

    Args:
        idempotency_key (str | Unset):
        body (SubscribeHookBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[SubscribeHookResponse201 | SubscribeHookResponse400 | SubscribeHookResponse401 | SubscribeHookResponse403 | SubscribeHookResponse409 | SubscribeHookResponse413 | SubscribeHookResponse422 | SubscribeHookResponse429 | SubscribeHookResponse431 | SubscribeHookResponse503]
    """

    kwargs = _get_kwargs(
        body=body,
        idempotency_key=idempotency_key,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient,
    body: SubscribeHookBody,
    idempotency_key: str | Unset = UNSET,
) -> (
    SubscribeHookResponse201
    | SubscribeHookResponse400
    | SubscribeHookResponse401
    | SubscribeHookResponse403
    | SubscribeHookResponse409
    | SubscribeHookResponse413
    | SubscribeHookResponse422
    | SubscribeHookResponse429
    | SubscribeHookResponse431
    | SubscribeHookResponse503
    | None
):
    """Subscribe a REST Hook: every matching event is POSTed, signed, to target_url

     Included in Professional, Enterprise; other plans get 403 with upgrade_url. A target that answers
    410 Gone is unsubscribed. Takes no webhook endpoint slot.

    Args:
        idempotency_key (str | Unset):
        body (SubscribeHookBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        SubscribeHookResponse201 | SubscribeHookResponse400 | SubscribeHookResponse401 | SubscribeHookResponse403 | SubscribeHookResponse409 | SubscribeHookResponse413 | SubscribeHookResponse422 | SubscribeHookResponse429 | SubscribeHookResponse431 | SubscribeHookResponse503
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
            idempotency_key=idempotency_key,
        )
    ).parsed
