from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.create_client_body import CreateClientBody
from ...models.create_client_response_201 import CreateClientResponse201
from ...models.create_client_response_400 import CreateClientResponse400
from ...models.create_client_response_401 import CreateClientResponse401
from ...models.create_client_response_403 import CreateClientResponse403
from ...models.create_client_response_409 import CreateClientResponse409
from ...models.create_client_response_413 import CreateClientResponse413
from ...models.create_client_response_422 import CreateClientResponse422
from ...models.create_client_response_429 import CreateClientResponse429
from ...models.create_client_response_431 import CreateClientResponse431
from ...models.create_client_response_503 import CreateClientResponse503
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    body: CreateClientBody,
    idempotency_key: str | Unset = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(idempotency_key, Unset):
        headers["Idempotency-Key"] = idempotency_key

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/clients",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> (
    CreateClientResponse201
    | CreateClientResponse400
    | CreateClientResponse401
    | CreateClientResponse403
    | CreateClientResponse409
    | CreateClientResponse413
    | CreateClientResponse422
    | CreateClientResponse429
    | CreateClientResponse431
    | CreateClientResponse503
    | None
):
    if response.status_code == 201:
        response_201 = CreateClientResponse201.from_dict(response.json())

        return response_201

    if response.status_code == 400:
        response_400 = CreateClientResponse400.from_dict(response.json())

        return response_400

    if response.status_code == 401:
        response_401 = CreateClientResponse401.from_dict(response.json())

        return response_401

    if response.status_code == 403:
        response_403 = CreateClientResponse403.from_dict(response.json())

        return response_403

    if response.status_code == 409:
        response_409 = CreateClientResponse409.from_dict(response.json())

        return response_409

    if response.status_code == 413:
        response_413 = CreateClientResponse413.from_dict(response.json())

        return response_413

    if response.status_code == 422:
        response_422 = CreateClientResponse422.from_dict(response.json())

        return response_422

    if response.status_code == 429:
        response_429 = CreateClientResponse429.from_dict(response.json())

        return response_429

    if response.status_code == 431:
        response_431 = CreateClientResponse431.from_dict(response.json())

        return response_431

    if response.status_code == 503:
        response_503 = CreateClientResponse503.from_dict(response.json())

        return response_503

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[
    CreateClientResponse201
    | CreateClientResponse400
    | CreateClientResponse401
    | CreateClientResponse403
    | CreateClientResponse409
    | CreateClientResponse413
    | CreateClientResponse422
    | CreateClientResponse429
    | CreateClientResponse431
    | CreateClientResponse503
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
    body: CreateClientBody,
    idempotency_key: str | Unset = UNSET,
) -> Response[
    CreateClientResponse201
    | CreateClientResponse400
    | CreateClientResponse401
    | CreateClientResponse403
    | CreateClientResponse409
    | CreateClientResponse413
    | CreateClientResponse422
    | CreateClientResponse429
    | CreateClientResponse431
    | CreateClientResponse503
]:
    """Create a client (400 for a name already used or past the client limit)

    Args:
        idempotency_key (str | Unset):
        body (CreateClientBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[CreateClientResponse201 | CreateClientResponse400 | CreateClientResponse401 | CreateClientResponse403 | CreateClientResponse409 | CreateClientResponse413 | CreateClientResponse422 | CreateClientResponse429 | CreateClientResponse431 | CreateClientResponse503]
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
    body: CreateClientBody,
    idempotency_key: str | Unset = UNSET,
) -> (
    CreateClientResponse201
    | CreateClientResponse400
    | CreateClientResponse401
    | CreateClientResponse403
    | CreateClientResponse409
    | CreateClientResponse413
    | CreateClientResponse422
    | CreateClientResponse429
    | CreateClientResponse431
    | CreateClientResponse503
    | None
):
    """Create a client (400 for a name already used or past the client limit)

    Args:
        idempotency_key (str | Unset):
        body (CreateClientBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        CreateClientResponse201 | CreateClientResponse400 | CreateClientResponse401 | CreateClientResponse403 | CreateClientResponse409 | CreateClientResponse413 | CreateClientResponse422 | CreateClientResponse429 | CreateClientResponse431 | CreateClientResponse503
    """

    return sync_detailed(
        client=client,
        body=body,
        idempotency_key=idempotency_key,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    body: CreateClientBody,
    idempotency_key: str | Unset = UNSET,
) -> Response[
    CreateClientResponse201
    | CreateClientResponse400
    | CreateClientResponse401
    | CreateClientResponse403
    | CreateClientResponse409
    | CreateClientResponse413
    | CreateClientResponse422
    | CreateClientResponse429
    | CreateClientResponse431
    | CreateClientResponse503
]:
    """Create a client (400 for a name already used or past the client limit)

    Args:
        idempotency_key (str | Unset):
        body (CreateClientBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[CreateClientResponse201 | CreateClientResponse400 | CreateClientResponse401 | CreateClientResponse403 | CreateClientResponse409 | CreateClientResponse413 | CreateClientResponse422 | CreateClientResponse429 | CreateClientResponse431 | CreateClientResponse503]
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
    body: CreateClientBody,
    idempotency_key: str | Unset = UNSET,
) -> (
    CreateClientResponse201
    | CreateClientResponse400
    | CreateClientResponse401
    | CreateClientResponse403
    | CreateClientResponse409
    | CreateClientResponse413
    | CreateClientResponse422
    | CreateClientResponse429
    | CreateClientResponse431
    | CreateClientResponse503
    | None
):
    """Create a client (400 for a name already used or past the client limit)

    Args:
        idempotency_key (str | Unset):
        body (CreateClientBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        CreateClientResponse201 | CreateClientResponse400 | CreateClientResponse401 | CreateClientResponse403 | CreateClientResponse409 | CreateClientResponse413 | CreateClientResponse422 | CreateClientResponse429 | CreateClientResponse431 | CreateClientResponse503
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
            idempotency_key=idempotency_key,
        )
    ).parsed
