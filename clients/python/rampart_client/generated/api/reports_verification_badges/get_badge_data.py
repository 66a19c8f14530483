from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.get_badge_data_response_200 import GetBadgeDataResponse200
from ...models.get_badge_data_response_401 import GetBadgeDataResponse401
from ...models.get_badge_data_response_403 import GetBadgeDataResponse403
from ...models.get_badge_data_response_404 import GetBadgeDataResponse404
from ...models.get_badge_data_response_414 import GetBadgeDataResponse414
from ...models.get_badge_data_response_422 import GetBadgeDataResponse422
from ...models.get_badge_data_response_429 import GetBadgeDataResponse429
from ...models.get_badge_data_response_431 import GetBadgeDataResponse431
from ...models.get_badge_data_response_503 import GetBadgeDataResponse503
from ...types import Response


def _get_kwargs(
    domain: str,
) -> dict[str, Any]:

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/badge/{domain}.json".format(
            domain=quote(str(domain), safe=""),
        ),
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> (
    GetBadgeDataResponse200
    | GetBadgeDataResponse401
    | GetBadgeDataResponse403
    | GetBadgeDataResponse404
    | GetBadgeDataResponse414
    | GetBadgeDataResponse422
    | GetBadgeDataResponse429
    | GetBadgeDataResponse431
    | GetBadgeDataResponse503
    | None
):
    if response.status_code == 200:
        response_200 = GetBadgeDataResponse200.from_dict(response.json())

        return response_200

    if response.status_code == 401:
        response_401 = GetBadgeDataResponse401.from_dict(response.json())

        return response_401

    if response.status_code == 403:
        response_403 = GetBadgeDataResponse403.from_dict(response.json())

        return response_403

    if response.status_code == 404:
        response_404 = GetBadgeDataResponse404.from_dict(response.json())

        return response_404

    if response.status_code == 414:
        response_414 = GetBadgeDataResponse414.from_dict(response.json())

        return response_414

    if response.status_code == 422:
        response_422 = GetBadgeDataResponse422.from_dict(response.json())

        return response_422

    if response.status_code == 429:
        response_429 = GetBadgeDataResponse429.from_dict(response.json())

        return response_429

    if response.status_code == 431:
        response_431 = GetBadgeDataResponse431.from_dict(response.json())

        return response_431

    if response.status_code == 503:
        response_503 = GetBadgeDataResponse503.from_dict(response.json())

        return response_503

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[
    GetBadgeDataResponse200
    | GetBadgeDataResponse401
    | GetBadgeDataResponse403
    | GetBadgeDataResponse404
    | GetBadgeDataResponse414
    | GetBadgeDataResponse422
    | GetBadgeDataResponse429
    | GetBadgeDataResponse431
    | GetBadgeDataResponse503
]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    domain: str,
    *,
    client: AuthenticatedClient,
) -> Response[
    GetBadgeDataResponse200
    | GetBadgeDataResponse401
    | GetBadgeDataResponse403
    | GetBadgeDataResponse404
    | GetBadgeDataResponse414
    | GetBadgeDataResponse422
    | GetBadgeDataResponse429
    | GetBadgeDataResponse431
    | GetBadgeDataResponse503
]:
    """Badge data of a domain the caller monitors: grade and score of its last completed scan

    Args:
        domain (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[GetBadgeDataResponse200 | GetBadgeDataResponse401 | GetBadgeDataResponse403 | GetBadgeDataResponse404 | GetBadgeDataResponse414 | GetBadgeDataResponse422 | GetBadgeDataResponse429 | GetBadgeDataResponse431 | GetBadgeDataResponse503]
    """

    kwargs = _get_kwargs(
        domain=domain,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    domain: str,
    *,
    client: AuthenticatedClient,
) -> (
    GetBadgeDataResponse200
    | GetBadgeDataResponse401
    | GetBadgeDataResponse403
    | GetBadgeDataResponse404
    | GetBadgeDataResponse414
    | GetBadgeDataResponse422
    | GetBadgeDataResponse429
    | GetBadgeDataResponse431
    | GetBadgeDataResponse503
    | None
):
    """Badge data of a domain the caller monitors: grade and score of its last completed scan

    Args:
        domain (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        GetBadgeDataResponse200 | GetBadgeDataResponse401 | GetBadgeDataResponse403 | GetBadgeDataResponse404 | GetBadgeDataResponse414 | GetBadgeDataResponse422 | GetBadgeDataResponse429 | GetBadgeDataResponse431 | GetBadgeDataResponse503
    """

    return sync_detailed(
        domain=domain,
        client=client,
    ).parsed


async def asyncio_detailed(
    domain: str,
    *,
    client: AuthenticatedClient,
) -> Response[
    GetBadgeDataResponse200
    | GetBadgeDataResponse401
    | GetBadgeDataResponse403
    | GetBadgeDataResponse404
    | GetBadgeDataResponse414
    | GetBadgeDataResponse422
    | GetBadgeDataResponse429
    | GetBadgeDataResponse431
    | GetBadgeDataResponse503
]:
    """Badge data of a domain the caller monitors: grade and score of its last completed scan

    Args:
        domain (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[GetBadgeDataResponse200 | GetBadgeDataResponse401 | GetBadgeDataResponse403 | GetBadgeDataResponse404 | GetBadgeDataResponse414 | GetBadgeDataResponse422 | GetBadgeDataResponse429 | GetBadgeDataResponse431 | GetBadgeDataResponse503]
    """

    kwargs = _get_kwargs(
        domain=domain,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    domain: str,
    *,
    client: AuthenticatedClient,
) -> (
    GetBadgeDataResponse200
    | GetBadgeDataResponse401
    | GetBadgeDataResponse403
    | GetBadgeDataResponse404
    | GetBadgeDataResponse414
    | GetBadgeDataResponse422
    | GetBadgeDataResponse429
    | GetBadgeDataResponse431
    | GetBadgeDataResponse503
    | None
):
    """Badge data of a domain the caller monitors: grade and score of its last completed scan

    Args:
        domain (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        GetBadgeDataResponse200 | GetBadgeDataResponse401 | GetBadgeDataResponse403 | GetBadgeDataResponse404 | GetBadgeDataResponse414 | GetBadgeDataResponse422 | GetBadgeDataResponse429 | GetBadgeDataResponse431 | GetBadgeDataResponse503
    """

    return (
        await asyncio_detailed(
            domain=domain,
            client=client,
        )
    ).parsed
