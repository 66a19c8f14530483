from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.list_clients_response_200 import ListClientsResponse200
from ...models.list_clients_response_401 import ListClientsResponse401
from ...models.list_clients_response_403 import ListClientsResponse403
from ...models.list_clients_response_429 import ListClientsResponse429
from ...models.list_clients_response_431 import ListClientsResponse431
from ...models.list_clients_response_503 import ListClientsResponse503
from ...types import Response


def _get_kwargs() -> dict[str, Any]:

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/clients",
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> (
    ListClientsResponse200
    | ListClientsResponse401
    | ListClientsResponse403
    | ListClientsResponse429
    | ListClientsResponse431
    | ListClientsResponse503
    | None
):
    if response.status_code == 200:
        response_200 = ListClientsResponse200.from_dict(response.json())

        return response_200

    if response.status_code == 401:
        response_401 = ListClientsResponse401.from_dict(response.json())

        return response_401

    if response.status_code == 403:
        response_403 = ListClientsResponse403.from_dict(response.json())

        return response_403

    if response.status_code == 429:
        response_429 = ListClientsResponse429.from_dict(response.json())

        return response_429

    if response.status_code == 431:
        response_431 = ListClientsResponse431.from_dict(response.json())

        return response_431

    if response.status_code == 503:
        response_503 = ListClientsResponse503.from_dict(response.json())

        return response_503

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[
    ListClientsResponse200
    | ListClientsResponse401
    | ListClientsResponse403
    | ListClientsResponse429
    | ListClientsResponse431
    | ListClientsResponse503
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
) -> Response[
    ListClientsResponse200
    | ListClientsResponse401
    | ListClientsResponse403
    | ListClientsResponse429
    | ListClientsResponse431
    | ListClientsResponse503
]:
    """The clients of the account, by name, with how many domains each has

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ListClientsResponse200 | ListClientsResponse401 | ListClientsResponse403 | ListClientsResponse429 | ListClientsResponse431 | ListClientsResponse503]
    """

    kwargs = _get_kwargs()

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    *,
    client: AuthenticatedClient,
) -> (
    ListClientsResponse200
    | ListClientsResponse401
    | ListClientsResponse403
    | ListClientsResponse429
    | ListClientsResponse431
    | ListClientsResponse503
    | None
):
    """The clients of the account, by name, with how many domains each has

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ListClientsResponse200 | ListClientsResponse401 | ListClientsResponse403 | ListClientsResponse429 | ListClientsResponse431 | ListClientsResponse503
    """

    return sync_detailed(
        client=client,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
) -> Response[
    ListClientsResponse200
    | ListClientsResponse401
    | ListClientsResponse403
    | ListClientsResponse429
    | ListClientsResponse431
    | ListClientsResponse503
]:
    """The clients of the account, by name, with how many domains each has

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ListClientsResponse200 | ListClientsResponse401 | ListClientsResponse403 | ListClientsResponse429 | ListClientsResponse431 | ListClientsResponse503]
    """

    kwargs = _get_kwargs()

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient,
) -> (
    ListClientsResponse200
    | ListClientsResponse401
    | ListClientsResponse403
    | ListClientsResponse429
    | ListClientsResponse431
    | ListClientsResponse503
    | None
):
    """The clients of the account, by name, with how many domains each has

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ListClientsResponse200 | ListClientsResponse401 | ListClientsResponse403 | ListClientsResponse429 | ListClientsResponse431 | ListClientsResponse503
    """

    return (
        await asyncio_detailed(
            client=client,
        )
    ).parsed
