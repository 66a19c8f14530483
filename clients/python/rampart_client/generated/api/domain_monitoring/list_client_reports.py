from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.list_client_reports_response_200 import ListClientReportsResponse200
from ...models.list_client_reports_response_401 import ListClientReportsResponse401
from ...models.list_client_reports_response_403 import ListClientReportsResponse403
from ...models.list_client_reports_response_404 import ListClientReportsResponse404
from ...models.list_client_reports_response_414 import ListClientReportsResponse414
from ...models.list_client_reports_response_422 import ListClientReportsResponse422
from ...models.list_client_reports_response_429 import ListClientReportsResponse429
from ...models.list_client_reports_response_431 import ListClientReportsResponse431
from ...models.list_client_reports_response_503 import ListClientReportsResponse503
from ...types import Response


def _get_kwargs(
    client_id: int,
) -> dict[str, Any]:

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/clients/{client_id}/reports".format(
            client_id=quote(str(client_id), safe=""),
        ),
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> (
    ListClientReportsResponse200
    | ListClientReportsResponse401
    | ListClientReportsResponse403
    | ListClientReportsResponse404
    | ListClientReportsResponse414
    | ListClientReportsResponse422
    | ListClientReportsResponse429
    | ListClientReportsResponse431
    | ListClientReportsResponse503
    | None
):
    if response.status_code == 200:
        response_200 = ListClientReportsResponse200.from_dict(response.json())

        return response_200

    if response.status_code == 401:
        response_401 = ListClientReportsResponse401.from_dict(response.json())

        return response_401

    if response.status_code == 403:
        response_403 = ListClientReportsResponse403.from_dict(response.json())

        return response_403

    if response.status_code == 404:
        response_404 = ListClientReportsResponse404.from_dict(response.json())

        return response_404

    if response.status_code == 414:
        response_414 = ListClientReportsResponse414.from_dict(response.json())

        return response_414

    if response.status_code == 422:
        response_422 = ListClientReportsResponse422.from_dict(response.json())

        return response_422

    if response.status_code == 429:
        response_429 = ListClientReportsResponse429.from_dict(response.json())

        return response_429

    if response.status_code == 431:
        response_431 = ListClientReportsResponse431.from_dict(response.json())

        return response_431

    if response.status_code == 503:
        response_503 = ListClientReportsResponse503.from_dict(response.json())

        return response_503

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[
    ListClientReportsResponse200
    | ListClientReportsResponse401
    | ListClientReportsResponse403
    | ListClientReportsResponse404
    | ListClientReportsResponse414
    | ListClientReportsResponse422
    | ListClientReportsResponse429
    | ListClientReportsResponse431
    | ListClientReportsResponse503
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
) -> Response[
    ListClientReportsResponse200
    | ListClientReportsResponse401
    | ListClientReportsResponse403
    | ListClientReportsResponse404
    | ListClientReportsResponse414
    | ListClientReportsResponse422
    | ListClientReportsResponse429
    | ListClientReportsResponse431
    | ListClientReportsResponse503
]:
    """The client's issued reports, newest first (at most 50)

    Args:
        client_id (int):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ListClientReportsResponse200 | ListClientReportsResponse401 | ListClientReportsResponse403 | ListClientReportsResponse404 | ListClientReportsResponse414 | ListClientReportsResponse422 | ListClientReportsResponse429 | ListClientReportsResponse431 | ListClientReportsResponse503]
    """

    kwargs = _get_kwargs(
        client_id=client_id,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    client_id: int,
    *,
    client: AuthenticatedClient,
) -> (
    ListClientReportsResponse200
    | ListClientReportsResponse401
    | ListClientReportsResponse403
    | ListClientReportsResponse404
    | ListClientReportsResponse414
    | ListClientReportsResponse422
    | ListClientReportsResponse429
    | ListClientReportsResponse431
    | ListClientReportsResponse503
    | None
):
    """The client's issued reports, newest first (at most 50)

    Args:
        client_id (int):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ListClientReportsResponse200 | ListClientReportsResponse401 | ListClientReportsResponse403 | ListClientReportsResponse404 | ListClientReportsResponse414 | ListClientReportsResponse422 | ListClientReportsResponse429 | ListClientReportsResponse431 | ListClientReportsResponse503
    """

    return sync_detailed(
        client_id=client_id,
        client=client,
    ).parsed


async def asyncio_detailed(
    client_id: int,
    *,
    client: AuthenticatedClient,
) -> Response[
    ListClientReportsResponse200
    | ListClientReportsResponse401
    | ListClientReportsResponse403
    | ListClientReportsResponse404
    | ListClientReportsResponse414
    | ListClientReportsResponse422
    | ListClientReportsResponse429
    | ListClientReportsResponse431
    | ListClientReportsResponse503
]:
    """The client's issued reports, newest first (at most 50)

    Args:
        client_id (int):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ListClientReportsResponse200 | ListClientReportsResponse401 | ListClientReportsResponse403 | ListClientReportsResponse404 | ListClientReportsResponse414 | ListClientReportsResponse422 | ListClientReportsResponse429 | ListClientReportsResponse431 | ListClientReportsResponse503]
    """

    kwargs = _get_kwargs(
        client_id=client_id,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    client_id: int,
    *,
    client: AuthenticatedClient,
) -> (
    ListClientReportsResponse200
    | ListClientReportsResponse401
    | ListClientReportsResponse403
    | ListClientReportsResponse404
    | ListClientReportsResponse414
    | ListClientReportsResponse422
    | ListClientReportsResponse429
    | ListClientReportsResponse431
    | ListClientReportsResponse503
    | None
):
    """The client's issued reports, newest first (at most 50)

    Args:
        client_id (int):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ListClientReportsResponse200 | ListClientReportsResponse401 | ListClientReportsResponse403 | ListClientReportsResponse404 | ListClientReportsResponse414 | ListClientReportsResponse422 | ListClientReportsResponse429 | ListClientReportsResponse431 | ListClientReportsResponse503
    """

    return (
        await asyncio_detailed(
            client_id=client_id,
            client=client,
        )
    ).parsed
