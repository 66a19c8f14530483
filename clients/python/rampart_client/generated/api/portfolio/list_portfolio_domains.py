from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.list_portfolio_domains_grade import ListPortfolioDomainsGrade
from ...models.list_portfolio_domains_order import ListPortfolioDomainsOrder
from ...models.list_portfolio_domains_response_200 import (
    ListPortfolioDomainsResponse200,
)
from ...models.list_portfolio_domains_response_401 import (
    ListPortfolioDomainsResponse401,
)
from ...models.list_portfolio_domains_response_403 import (
    ListPortfolioDomainsResponse403,
)
from ...models.list_portfolio_domains_response_404 import (
    ListPortfolioDomainsResponse404,
)
from ...models.list_portfolio_domains_response_422 import (
    ListPortfolioDomainsResponse422,
)
from ...models.list_portfolio_domains_response_429 import (
    ListPortfolioDomainsResponse429,
)
from ...models.list_portfolio_domains_response_431 import (
    ListPortfolioDomainsResponse431,
)
from ...models.list_portfolio_domains_response_503 import (
    ListPortfolioDomainsResponse503,
)
from ...models.list_portfolio_domains_sort import ListPortfolioDomainsSort
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    client_id: int | Unset = UNSET,
    tag: str | Unset = UNSET,
    grade: ListPortfolioDomainsGrade | Unset = UNSET,
    sort: ListPortfolioDomainsSort | Unset = ListPortfolioDomainsSort.SCORE,
    order: ListPortfolioDomainsOrder | Unset = ListPortfolioDomainsOrder.ASC,
    limit: int | Unset = 100,
    offset: int | Unset = 0,
) -> dict[str, Any]:

    params: dict[str, Any] = {}

    params["client_id"] = client_id

    params["tag"] = tag

    json_grade: str | Unset = UNSET
    if not isinstance(grade, Unset):
        json_grade = grade.value

    params["grade"] = json_grade

    json_sort: str | Unset = UNSET
    if not isinstance(sort, Unset):
        json_sort = sort.value

    params["sort"] = json_sort

    json_order: str | Unset = UNSET
    if not isinstance(order, Unset):
        json_order = order.value

    params["order"] = json_order

    params["limit"] = limit

    params["offset"] = offset

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/portfolio/domains",
        "params": params,
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> (
    ListPortfolioDomainsResponse200
    | ListPortfolioDomainsResponse401
    | ListPortfolioDomainsResponse403
    | ListPortfolioDomainsResponse404
    | ListPortfolioDomainsResponse422
    | ListPortfolioDomainsResponse429
    | ListPortfolioDomainsResponse431
    | ListPortfolioDomainsResponse503
    | None
):
    if response.status_code == 200:
        response_200 = ListPortfolioDomainsResponse200.from_dict(response.json())

        return response_200

    if response.status_code == 401:
        response_401 = ListPortfolioDomainsResponse401.from_dict(response.json())

        return response_401

    if response.status_code == 403:
        response_403 = ListPortfolioDomainsResponse403.from_dict(response.json())

        return response_403

    if response.status_code == 404:
        response_404 = ListPortfolioDomainsResponse404.from_dict(response.json())

        return response_404

    if response.status_code == 422:
        response_422 = ListPortfolioDomainsResponse422.from_dict(response.json())

        return response_422

    if response.status_code == 429:
        response_429 = ListPortfolioDomainsResponse429.from_dict(response.json())

        return response_429

    if response.status_code == 431:
        response_431 = ListPortfolioDomainsResponse431.from_dict(response.json())

        return response_431

    if response.status_code == 503:
        response_503 = ListPortfolioDomainsResponse503.from_dict(response.json())

        return response_503

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[
    ListPortfolioDomainsResponse200
    | ListPortfolioDomainsResponse401
    | ListPortfolioDomainsResponse403
    | ListPortfolioDomainsResponse404
    | ListPortfolioDomainsResponse422
    | ListPortfolioDomainsResponse429
    | ListPortfolioDomainsResponse431
    | ListPortfolioDomainsResponse503
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
    tag: str | Unset = UNSET,
    grade: ListPortfolioDomainsGrade | Unset = UNSET,
    sort: ListPortfolioDomainsSort | Unset = ListPortfolioDomainsSort.SCORE,
    order: ListPortfolioDomainsOrder | Unset = ListPortfolioDomainsOrder.ASC,
    limit: int | Unset = 100,
    offset: int | Unset = 0,
) -> Response[
    ListPortfolioDomainsResponse200
    | ListPortfolioDomainsResponse401
    | ListPortfolioDomainsResponse403
    | ListPortfolioDomainsResponse404
    | ListPortfolioDomainsResponse422
    | ListPortfolioDomainsResponse429
    | ListPortfolioDomainsResponse431
    | ListPortfolioDomainsResponse503
]:
    """One row per monitored domain: grade, score, trend, last scan, unread alerts; filtered, sorted, paged

    Args:
        client_id (int | Unset):
        tag (str | Unset):
        grade (ListPortfolioDomainsGrade | Unset):
        sort (ListPortfolioDomainsSort | Unset):  Default: ListPortfolioDomainsSort.SCORE.
        order (ListPortfolioDomainsOrder | Unset):  Default: ListPortfolioDomainsOrder.ASC.
        limit (int | Unset):  Default: 100.
        offset (int | Unset):  Default: 0.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ListPortfolioDomainsResponse200 | ListPortfolioDomainsResponse401 | ListPortfolioDomainsResponse403 | ListPortfolioDomainsResponse404 | ListPortfolioDomainsResponse422 | ListPortfolioDomainsResponse429 | ListPortfolioDomainsResponse431 | ListPortfolioDomainsResponse503]
    """

    kwargs = _get_kwargs(
        client_id=client_id,
        tag=tag,
        grade=grade,
        sort=sort,
        order=order,
        limit=limit,
        offset=offset,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    *,
    client: AuthenticatedClient,
    client_id: int | Unset = UNSET,
    tag: str | Unset = UNSET,
    grade: ListPortfolioDomainsGrade | Unset = UNSET,
    sort: ListPortfolioDomainsSort | Unset = ListPortfolioDomainsSort.SCORE,
    order: ListPortfolioDomainsOrder | Unset = ListPortfolioDomainsOrder.ASC,
    limit: int | Unset = 100,
    offset: int | Unset = 0,
) -> (
    ListPortfolioDomainsResponse200
    | ListPortfolioDomainsResponse401
    | ListPortfolioDomainsResponse403
    | ListPortfolioDomainsResponse404
    | ListPortfolioDomainsResponse422
    | ListPortfolioDomainsResponse429
    | ListPortfolioDomainsResponse431
    | ListPortfolioDomainsResponse503
    | None
):
    """One row per monitored domain: grade, score, trend, last scan, unread alerts; filtered, sorted, paged

    Args:
        client_id (int | Unset):
        tag (str | Unset):
        grade (ListPortfolioDomainsGrade | Unset):
        sort (ListPortfolioDomainsSort | Unset):  Default: ListPortfolioDomainsSort.SCORE.
        order (ListPortfolioDomainsOrder | Unset):  Default: ListPortfolioDomainsOrder.ASC.
        limit (int | Unset):  Default: 100.
        offset (int | Unset):  Default: 0.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ListPortfolioDomainsResponse200 | ListPortfolioDomainsResponse401 | ListPortfolioDomainsResponse403 | ListPortfolioDomainsResponse404 | ListPortfolioDomainsResponse422 | ListPortfolioDomainsResponse429 | ListPortfolioDomainsResponse431 | ListPortfolioDomainsResponse503
    """

    return sync_detailed(
        client=client,
        client_id=client_id,
        tag=tag,
        grade=grade,
        sort=sort,
        order=order,
        limit=limit,
        offset=offset,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    client_id: int | Unset = UNSET,
    tag: str | Unset = UNSET,
    grade: ListPortfolioDomainsGrade | Unset = UNSET,
    sort: ListPortfolioDomainsSort | Unset = ListPortfolioDomainsSort.SCORE,
    order: ListPortfolioDomainsOrder | Unset = ListPortfolioDomainsOrder.ASC,
    limit: int | Unset = 100,
    offset: int | Unset = 0,
) -> Response[
    ListPortfolioDomainsResponse200
    | ListPortfolioDomainsResponse401
    | ListPortfolioDomainsResponse403
    | ListPortfolioDomainsResponse404
    | ListPortfolioDomainsResponse422
    | ListPortfolioDomainsResponse429
    | ListPortfolioDomainsResponse431
    | ListPortfolioDomainsResponse503
]:
    """One row per monitored domain: grade, score, trend, last scan, unread alerts; filtered, sorted, paged

    Args:
        client_id (int | Unset):
        tag (str | Unset):
        grade (ListPortfolioDomainsGrade | Unset):
        sort (ListPortfolioDomainsSort | Unset):  Default: ListPortfolioDomainsSort.SCORE.
        order (ListPortfolioDomainsOrder | Unset):  Default: ListPortfolioDomainsOrder.ASC.
        limit (int | Unset):  Default: 100.
        offset (int | Unset):  Default: 0.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ListPortfolioDomainsResponse200 | ListPortfolioDomainsResponse401 | ListPortfolioDomainsResponse403 | ListPortfolioDomainsResponse404 | ListPortfolioDomainsResponse422 | ListPortfolioDomainsResponse429 | ListPortfolioDomainsResponse431 | ListPortfolioDomainsResponse503]
    """

    kwargs = _get_kwargs(
        client_id=client_id,
        tag=tag,
        grade=grade,
        sort=sort,
        order=order,
        limit=limit,
        offset=offset,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient,
    client_id: int | Unset = UNSET,
    tag: str | Unset = UNSET,
    grade: ListPortfolioDomainsGrade | Unset = UNSET,
    sort: ListPortfolioDomainsSort | Unset = ListPortfolioDomainsSort.SCORE,
    order: ListPortfolioDomainsOrder | Unset = ListPortfolioDomainsOrder.ASC,
    limit: int | Unset = 100,
    offset: int | Unset = 0,
) -> (
    ListPortfolioDomainsResponse200
    | ListPortfolioDomainsResponse401
    | ListPortfolioDomainsResponse403
    | ListPortfolioDomainsResponse404
    | ListPortfolioDomainsResponse422
    | ListPortfolioDomainsResponse429
    | ListPortfolioDomainsResponse431
    | ListPortfolioDomainsResponse503
    | None
):
    """One row per monitored domain: grade, score, trend, last scan, unread alerts; filtered, sorted, paged

    Args:
        client_id (int | Unset):
        tag (str | Unset):
        grade (ListPortfolioDomainsGrade | Unset):
        sort (ListPortfolioDomainsSort | Unset):  Default: ListPortfolioDomainsSort.SCORE.
        order (ListPortfolioDomainsOrder | Unset):  Default: ListPortfolioDomainsOrder.ASC.
        limit (int | Unset):  Default: 100.
        offset (int | Unset):  Default: 0.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ListPortfolioDomainsResponse200 | ListPortfolioDomainsResponse401 | ListPortfolioDomainsResponse403 | ListPortfolioDomainsResponse404 | ListPortfolioDomainsResponse422 | ListPortfolioDomainsResponse429 | ListPortfolioDomainsResponse431 | ListPortfolioDomainsResponse503
    """

    return (
        await asyncio_detailed(
            client=client,
            client_id=client_id,
            tag=tag,
            grade=grade,
            sort=sort,
            order=order,
            limit=limit,
            offset=offset,
        )
    ).parsed
