from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.get_portfolio_summary_response_200 import GetPortfolioSummaryResponse200
from ...models.get_portfolio_summary_response_401 import GetPortfolioSummaryResponse401
from ...models.get_portfolio_summary_response_403 import GetPortfolioSummaryResponse403
from ...models.get_portfolio_summary_response_404 import GetPortfolioSummaryResponse404
from ...models.get_portfolio_summary_response_422 import GetPortfolioSummaryResponse422
from ...models.get_portfolio_summary_response_429 import GetPortfolioSummaryResponse429
from ...models.get_portfolio_summary_response_431 import GetPortfolioSummaryResponse431
from ...models.get_portfolio_summary_response_503 import GetPortfolioSummaryResponse503
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    client_id: int | Unset = UNSET,
) -> dict[str, Any]:

    params: dict[str, Any] = {}

    params["client_id"] = client_id

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/portfolio/summary",
        "params": params,
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> (
    GetPortfolioSummaryResponse200
    | GetPortfolioSummaryResponse401
    | GetPortfolioSummaryResponse403
    | GetPortfolioSummaryResponse404
    | GetPortfolioSummaryResponse422
    | GetPortfolioSummaryResponse429
    | GetPortfolioSummaryResponse431
    | GetPortfolioSummaryResponse503
    | None
):
    if response.status_code == 200:
        response_200 = GetPortfolioSummaryResponse200.from_dict(response.json())

        return response_200

    if response.status_code == 401:
        response_401 = GetPortfolioSummaryResponse401.from_dict(response.json())

        return response_401

    if response.status_code == 403:
        response_403 = GetPortfolioSummaryResponse403.from_dict(response.json())

        return response_403

    if response.status_code == 404:
        response_404 = GetPortfolioSummaryResponse404.from_dict(response.json())

        return response_404

    if response.status_code == 422:
        response_422 = GetPortfolioSummaryResponse422.from_dict(response.json())

        return response_422

    if response.status_code == 429:
        response_429 = GetPortfolioSummaryResponse429.from_dict(response.json())

        return response_429

    if response.status_code == 431:
        response_431 = GetPortfolioSummaryResponse431.from_dict(response.json())

        return response_431

    if response.status_code == 503:
        response_503 = GetPortfolioSummaryResponse503.from_dict(response.json())

        return response_503

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[
    GetPortfolioSummaryResponse200
    | GetPortfolioSummaryResponse401
    | GetPortfolioSummaryResponse403
    | GetPortfolioSummaryResponse404
    | GetPortfolioSummaryResponse422
    | GetPortfolioSummaryResponse429
    | GetPortfolioSummaryResponse431
    | GetPortfolioSummaryResponse503
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
    client_id: int | Unset = UNSET,
) -> Response[
    GetPortfolioSummaryResponse200
    | GetPortfolioSummaryResponse401
    | GetPortfolioSummaryResponse403
    | GetPortfolioSummaryResponse404
    | GetPortfolioSummaryResponse422
    | GetPortfolioSummaryResponse429
    | GetPortfolioSummaryResponse431
    | GetPortfolioSummaryResponse503
]:
    """Grades, coverage, worst domains, unread alerts and recent changes, for the account or one client

    Args:
        client_id (int | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[GetPortfolioSummaryResponse200 | GetPortfolioSummaryResponse401 | GetPortfolioSummaryResponse403 | GetPortfolioSummaryResponse404 | GetPortfolioSummaryResponse422 | GetPortfolioSummaryResponse429 | GetPortfolioSummaryResponse431 | GetPortfolioSummaryResponse503]
    """

    kwargs = _get_kwargs(
        client_id=client_id,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    *,
    client: AuthenticatedClient,
    client_id: int | Unset = UNSET,
) -> (
    GetPortfolioSummaryResponse200
    | GetPortfolioSummaryResponse401
    | GetPortfolioSummaryResponse403
    | GetPortfolioSummaryResponse404
    | GetPortfolioSummaryResponse422
    | GetPortfolioSummaryResponse429
    | GetPortfolioSummaryResponse431
    | GetPortfolioSummaryResponse503
    | None
):
    """Grades, coverage, worst domains, unread alerts and recent changes, for the account or one client

    Args:
        client_id (int | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        GetPortfolioSummaryResponse200 | GetPortfolioSummaryResponse401 | GetPortfolioSummaryResponse403 | GetPortfolioSummaryResponse404 | GetPortfolioSummaryResponse422 | GetPortfolioSummaryResponse429 | GetPortfolioSummaryResponse431 | GetPortfolioSummaryResponse503
    """

    return sync_detailed(
        client=client,
        client_id=client_id,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    client_id: int | Unset = UNSET,
) -> Response[
    GetPortfolioSummaryResponse200
    | GetPortfolioSummaryResponse401
    | GetPortfolioSummaryResponse403
    | GetPortfolioSummaryResponse404
    | GetPortfolioSummaryResponse422
    | GetPortfolioSummaryResponse429
    | GetPortfolioSummaryResponse431
    | GetPortfolioSummaryResponse503
]:
    """Grades, coverage, worst domains, unread alerts and recent changes, for the account or one client

    Args:
        client_id (int | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[GetPortfolioSummaryResponse200 | GetPortfolioSummaryResponse401 | GetPortfolioSummaryResponse403 | GetPortfolioSummaryResponse404 | GetPortfolioSummaryResponse422 | GetPortfolioSummaryResponse429 | GetPortfolioSummaryResponse431 | GetPortfolioSummaryResponse503]
    """

    kwargs = _get_kwargs(
        client_id=client_id,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient,
    client_id: int | Unset = UNSET,
) -> (
    GetPortfolioSummaryResponse200
    | GetPortfolioSummaryResponse401
    | GetPortfolioSummaryResponse403
    | GetPortfolioSummaryResponse404
    | GetPortfolioSummaryResponse422
    | GetPortfolioSummaryResponse429
    | GetPortfolioSummaryResponse431
    | GetPortfolioSummaryResponse503
    | None
):
    """Grades, coverage, worst domains, unread alerts and recent changes, for the account or one client

    Args:
        client_id (int | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        GetPortfolioSummaryResponse200 | GetPortfolioSummaryResponse401 | GetPortfolioSummaryResponse403 | GetPortfolioSummaryResponse404 | GetPortfolioSummaryResponse422 | GetPortfolioSummaryResponse429 | GetPortfolioSummaryResponse431 | GetPortfolioSummaryResponse503
    """

    return (
        await asyncio_detailed(
            client=client,
            client_id=client_id,
        )
    ).parsed
