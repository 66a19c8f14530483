from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.remove_client_response_200 import RemoveClientResponse200
from ...models.remove_client_response_401 import RemoveClientResponse401
from ...models.remove_client_response_403 import RemoveClientResponse403
from ...models.remove_client_response_404 import RemoveClientResponse404
from ...models.remove_client_response_409 import RemoveClientResponse409
from ...models.remove_client_response_414 import RemoveClientResponse414
from ...models.remove_client_response_422 import RemoveClientResponse422
from ...models.remove_client_response_429 import RemoveClientResponse429
from ...models.remove_client_response_431 import RemoveClientResponse431
from ...models.remove_client_response_503 import RemoveClientResponse503
from ...types import UNSET, Response, Unset


def _get_kwargs(
    client_id: int,
    *,
    idempotency_key: str | Unset = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(idempotency_key, Unset):
        headers["Idempotency-Key"] = idempotency_key

    _kwargs: dict[str, Any] = {
        "method": "delete",
        "url": "/v1/clients/{client_id}".format(
            client_id=quote(str(client_id), safe=""),
        ),
    }

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> (
    RemoveClientResponse200
    | RemoveClientResponse401
    | RemoveClientResponse403
    | RemoveClientResponse404
    | RemoveClientResponse409
    | RemoveClientResponse414
    | RemoveClientResponse422
    | RemoveClientResponse429
    | RemoveClientResponse431
    | RemoveClientResponse503
    | None
):
    if response.status_code == 200:
        response_200 = RemoveClientResponse200.from_dict(response.json())

        return response_200

    if response.status_code == 401:
        response_401 = RemoveClientResponse401.from_dict(response.json())

        return response_401

    if response.status_code == 403:
        response_403 = RemoveClientResponse403.from_dict(response.json())

        return response_403

    if response.status_code == 404:
        response_404 = RemoveClientResponse404.from_dict(response.json())

        return response_404

    if response.status_code == 409:
        response_409 = RemoveClientResponse409.from_dict(response.json())

        return response_409

    if response.status_code == 414:
        response_414 = RemoveClientResponse414.from_dict(response.json())

        return response_414

    if response.status_code == 422:
        response_422 = RemoveClientResponse422.from_dict(response.json())

        return response_422

    if response.status_code == 429:
        response_429 = RemoveClientResponse429.from_dict(response.json())

        return response_429

    if response.status_code == 431:
        response_431 = RemoveClientResponse431.from_dict(response.json())

        return response_431

    if response.status_code == 503:
        response_503 = RemoveClientResponse503.from_dict(response.json())

        return response_503

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[
    RemoveClientResponse200
    | RemoveClientResponse401
    | RemoveClientResponse403
    | RemoveClientResponse404
    | RemoveClientResponse409
    | RemoveClientResponse414
    | RemoveClientResponse422
    | RemoveClientResponse429
    | RemoveClientResponse431
    | RemoveClientResponse503
]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    client_id: int,
    *,
    client: AuthenticatedClient,
    idempotency_key: str | Unset = UNSET,
) -> Response[
    RemoveClientResponse200
    | RemoveClientResponse401
    | RemoveClientResponse403
    | RemoveClientResponse404
    | RemoveClientResponse409
    | RemoveClientResponse414
    | RemoveClientResponse422
    | RemoveClientResponse429
    | RemoveClientResponse431
    | RemoveClientResponse503
]:
    """Remove a client: its domains stay monitored, with no client

    Args:
        client_id (int):
        idempotency_key (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[RemoveClientResponse200 | RemoveClientResponse401 | RemoveClientResponse403 | RemoveClientResponse404 | RemoveClientResponse409 | RemoveClientResponse414 | RemoveClientResponse422 | RemoveClientResponse429 | RemoveClientResponse431 | RemoveClientResponse503]
    """

    kwargs = _get_kwargs(
        client_id=client_id,
        idempotency_key=idempotency_key,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    client_id: int,
    *,
    client: AuthenticatedClient,
    idempotency_key: str | Unset = UNSET,
) -> (
    RemoveClientResponse200
    | RemoveClientResponse401
    | RemoveClientResponse403
    | RemoveClientResponse404
    | RemoveClientResponse409
    | RemoveClientResponse414
    | RemoveClientResponse422
    | RemoveClientResponse429
    | RemoveClientResponse431
    | RemoveClientResponse503
    | None
):
    """Remove a client: its domains stay monitored, with no client

    Args:
        client_id (int):
        idempotency_key (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        RemoveClientResponse200 | RemoveClientResponse401 | RemoveClientResponse403 | RemoveClientResponse404 | RemoveClientResponse409 | RemoveClientResponse414 | RemoveClientResponse422 | RemoveClientResponse429 | RemoveClientResponse431 | RemoveClientResponse503
    """

    return sync_detailed(
        client_id=client_id,
        client=client,
        idempotency_key=idempotency_key,
    ).parsed


async def asyncio_detailed(
    client_id: int,
    *,
    client: AuthenticatedClient,
    idempotency_key: str | Unset = UNSET,
) -> Response[
    RemoveClientResponse200
    | RemoveClientResponse401
    | RemoveClientResponse403
    | RemoveClientResponse404
    | RemoveClientResponse409
    | RemoveClientResponse414
    | RemoveClientResponse422
    | RemoveClientResponse429
    | RemoveClientResponse431
    | RemoveClientResponse503
]:
    """Remove a client: its domains stay monitored, with no client

    Args:
        client_id (int):
        idempotency_key (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[RemoveClientResponse200 | RemoveClientResponse401 | RemoveClientResponse403 | RemoveClientResponse404 | RemoveClientResponse409 | RemoveClientResponse414 | RemoveClientResponse422 | RemoveClientResponse429 | RemoveClientResponse431 | RemoveClientResponse503]
    """

    kwargs = _get_kwargs(
        client_id=client_id,
        idempotency_key=idempotency_key,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    client_id: int,
    *,
    client: AuthenticatedClient,
    idempotency_key: str | Unset = UNSET,
) -> (
    RemoveClientResponse200
    | RemoveClientResponse401
    | RemoveClientResponse403
    | RemoveClientResponse404
    | RemoveClientResponse409
    | RemoveClientResponse414
    | RemoveClientResponse422
    | RemoveClientResponse429
    | RemoveClientResponse431
    | RemoveClientResponse503
    | None
):
    """Remove a client: its domains stay monitored, with no client

    Args:
        client_id (int):
        idempotency_key (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        RemoveClientResponse200 | RemoveClientResponse401 | RemoveClientResponse403 | RemoveClientResponse404 | RemoveClientResponse409 | RemoveClientResponse414 | RemoveClientResponse422 | RemoveClientResponse429 | RemoveClientResponse431 | RemoveClientResponse503
    """

    return (
        await asyncio_detailed(
            client_id=client_id,
            client=client,
            idempotency_key=idempotency_key,
        )
    ).parsed
