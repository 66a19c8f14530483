from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.create_checkout_session_body import CreateCheckoutSessionBody
from ...models.create_checkout_session_response_200 import (
    CreateCheckoutSessionResponse200,
)
from ...models.create_checkout_session_response_400 import (
    CreateCheckoutSessionResponse400,
)
from ...models.create_checkout_session_response_401 import (
    CreateCheckoutSessionResponse401,
)
from ...models.create_checkout_session_response_403 import (
    CreateCheckoutSessionResponse403,
)
from ...models.create_checkout_session_response_409 import (
    CreateCheckoutSessionResponse409,
)
from ...models.create_checkout_session_response_413 import (
    CreateCheckoutSessionResponse413,
)
from ...models.create_checkout_session_response_422 import (
    CreateCheckoutSessionResponse422,
)
from ...models.create_checkout_session_response_429 import (
    CreateCheckoutSessionResponse429,
)
from ...models.create_checkout_session_response_431 import (
    CreateCheckoutSessionResponse431,
)
from ...models.create_checkout_session_response_503 import (
    CreateCheckoutSessionResponse503,
)
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    body: CreateCheckoutSessionBody,
    idempotency_key: str | Unset = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(idempotency_key, Unset):
        headers["Idempotency-Key"] = idempotency_key

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/billing/checkout",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> (
    CreateCheckoutSessionResponse200
    | CreateCheckoutSessionResponse400
    | CreateCheckoutSessionResponse401
    | CreateCheckoutSessionResponse403
    | CreateCheckoutSessionResponse409
    | CreateCheckoutSessionResponse413
    | CreateCheckoutSessionResponse422
    | CreateCheckoutSessionResponse429
    | CreateCheckoutSessionResponse431
    | CreateCheckoutSessionResponse503
    | None
):
    if response.status_code == 200:
        response_200 = CreateCheckoutSessionResponse200.from_dict(response.json())

        return response_200

    if response.status_code == 400:
        response_400 = CreateCheckoutSessionResponse400.from_dict(response.json())

        return response_400

    if response.status_code == 401:
        response_401 = CreateCheckoutSessionResponse401.from_dict(response.json())

        return response_401

    if response.status_code == 403:
        response_403 = CreateCheckoutSessionResponse403.from_dict(response.json())

        return response_403

    if response.status_code == 409:
        response_409 = CreateCheckoutSessionResponse409.from_dict(response.json())

        return response_409

    if response.status_code == 413:
        response_413 = CreateCheckoutSessionResponse413.from_dict(response.json())

        return response_413

    if response.status_code == 422:
        response_422 = CreateCheckoutSessionResponse422.from_dict(response.json())

        return response_422

    if response.status_code == 429:
        response_429 = CreateCheckoutSessionResponse429.from_dict(response.json())

        return response_429

    if response.status_code == 431:
        response_431 = CreateCheckoutSessionResponse431.from_dict(response.json())

        return response_431

    if response.status_code == 503:
        response_503 = CreateCheckoutSessionResponse503.from_dict(response.json())

        return response_503

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[
    CreateCheckoutSessionResponse200
    | CreateCheckoutSessionResponse400
    | CreateCheckoutSessionResponse401
    | CreateCheckoutSessionResponse403
    | CreateCheckoutSessionResponse409
    | CreateCheckoutSessionResponse413
    | CreateCheckoutSessionResponse422
    | CreateCheckoutSessionResponse429
    | CreateCheckoutSessionResponse431
    | CreateCheckoutSessionResponse503
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
    body: CreateCheckoutSessionBody,
    idempotency_key: str | Unset = UNSET,
) -> Response[
    CreateCheckoutSessionResponse200
    | CreateCheckoutSessionResponse400
    | CreateCheckoutSessionResponse401
    | CreateCheckoutSessionResponse403
    | CreateCheckoutSessionResponse409
    | CreateCheckoutSessionResponse413
    | CreateCheckoutSessionResponse422
    | CreateCheckoutSessionResponse429
    | CreateCheckoutSessionResponse431
    | CreateCheckoutSessionResponse503
]:
    """A checkout session to buy a plan (monthly, or yearly)

    Args:
        idempotency_key (str | Unset):
        body (CreateCheckoutSessionBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[CreateCheckoutSessionResponse200 | CreateCheckoutSessionResponse400 | CreateCheckoutSessionResponse401 | CreateCheckoutSessionResponse403 | CreateCheckoutSessionResponse409 | CreateCheckoutSessionResponse413 | CreateCheckoutSessionResponse422 | CreateCheckoutSessionResponse429 | CreateCheckoutSessionResponse431 | CreateCheckoutSessionResponse503]
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
    body: CreateCheckoutSessionBody,
    idempotency_key: str | Unset = UNSET,
) -> (
    CreateCheckoutSessionResponse200
    | CreateCheckoutSessionResponse400
    | CreateCheckoutSessionResponse401
    | CreateCheckoutSessionResponse403
    | CreateCheckoutSessionResponse409
    | CreateCheckoutSessionResponse413
    | CreateCheckoutSessionResponse422
    | CreateCheckoutSessionResponse429
    | CreateCheckoutSessionResponse431
    | CreateCheckoutSessionResponse503
    | None
):
    """A checkout session to buy a plan (monthly, or yearly)

    Args:
        idempotency_key (str | Unset):
        body (CreateCheckoutSessionBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        CreateCheckoutSessionResponse200 | CreateCheckoutSessionResponse400 | CreateCheckoutSessionResponse401 | CreateCheckoutSessionResponse403 | CreateCheckoutSessionResponse409 | CreateCheckoutSessionResponse413 | CreateCheckoutSessionResponse422 | CreateCheckoutSessionResponse429 | CreateCheckoutSessionResponse431 | CreateCheckoutSessionResponse503
    """

    return sync_detailed(
        client=client,
        body=body,
        idempotency_key=idempotency_key,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    body: CreateCheckoutSessionBody,
    idempotency_key: str | Unset = UNSET,
) -> Response[
    CreateCheckoutSessionResponse200
    | CreateCheckoutSessionResponse400
    | CreateCheckoutSessionResponse401
    | CreateCheckoutSessionResponse403
    | CreateCheckoutSessionResponse409
    | CreateCheckoutSessionResponse413
    | CreateCheckoutSessionResponse422
    | CreateCheckoutSessionResponse429
    | CreateCheckoutSessionResponse431
    | CreateCheckoutSessionResponse503
]:
    """A checkout session to buy a plan (monthly, or yearly)

    Args:
        idempotency_key (str | Unset):
        body (CreateCheckoutSessionBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[CreateCheckoutSessionResponse200 | CreateCheckoutSessionResponse400 | CreateCheckoutSessionResponse401 | CreateCheckoutSessionResponse403 | CreateCheckoutSessionResponse409 | CreateCheckoutSessionResponse413 | CreateCheckoutSessionResponse422 | CreateCheckoutSessionResponse429 | CreateCheckoutSessionResponse431 | CreateCheckoutSessionResponse503]
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
    body: CreateCheckoutSessionBody,
    idempotency_key: str | Unset = UNSET,
) -> (
    CreateCheckoutSessionResponse200
    | CreateCheckoutSessionResponse400
    | CreateCheckoutSessionResponse401
    | CreateCheckoutSessionResponse403
    | CreateCheckoutSessionResponse409
    | CreateCheckoutSessionResponse413
    | CreateCheckoutSessionResponse422
    | CreateCheckoutSessionResponse429
    | CreateCheckoutSessionResponse431
    | CreateCheckoutSessionResponse503
    | None
):
    """A checkout session to buy a plan (monthly, or yearly)

    Args:
        idempotency_key (str | Unset):
        body (CreateCheckoutSessionBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        CreateCheckoutSessionResponse200 | CreateCheckoutSessionResponse400 | CreateCheckoutSessionResponse401 | CreateCheckoutSessionResponse403 | CreateCheckoutSessionResponse409 | CreateCheckoutSessionResponse413 | CreateCheckoutSessionResponse422 | CreateCheckoutSessionResponse429 | CreateCheckoutSessionResponse431 | CreateCheckoutSessionResponse503
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
            idempotency_key=idempotency_key,
        )
    ).parsed
