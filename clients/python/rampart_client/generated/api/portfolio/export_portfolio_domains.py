from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.export_portfolio_domains_format import ExportPortfolioDomainsFormat
from ...models.export_portfolio_domains_grade import ExportPortfolioDomainsGrade
from ...models.export_portfolio_domains_response_401 import (
    ExportPortfolioDomainsResponse401,
)
from ...models.export_portfolio_domains_response_403 import (
    ExportPortfolioDomainsResponse403,
)
from ...models.export_portfolio_domains_response_404 import (
    ExportPortfolioDomainsResponse404,
)
from ...models.export_portfolio_domains_response_422 import (
    ExportPortfolioDomainsResponse422,
)
from ...models.export_portfolio_domains_response_429 import (
    ExportPortfolioDomainsResponse429,
)
from ...models.export_portfolio_domains_response_431 import (
    ExportPortfolioDomainsResponse431,
)
from ...models.export_portfolio_domains_response_503 import (
    ExportPortfolioDomainsResponse503,
)
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    client_id: int | Unset = UNSET,
    tag: str | Unset = UNSET,
    grade: ExportPortfolioDomainsGrade | Unset = UNSET,
    format_: ExportPortfolioDomainsFormat | Unset = ExportPortfolioDomainsFormat.CSV,
) -> dict[str, Any]:

    params: dict[str, Any] = {}

    params["client_id"] = client_id

    params["tag"] = tag

    json_grade: str | Unset = UNSET
    if not isinstance(grade, Unset):
        json_grade = grade.value

    params["grade"] = json_grade

    json_format_: str | Unset = UNSET
    if not isinstance(format_, Unset):
        json_format_ = format_.value

    params["format"] = json_format_

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/portfolio/domains/export",
        "params": params,
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> (
    ExportPortfolioDomainsResponse401
    | ExportPortfolioDomainsResponse403
    | ExportPortfolioDomainsResponse404
    | ExportPortfolioDomainsResponse422
    | ExportPortfolioDomainsResponse429
    | ExportPortfolioDomainsResponse431
    | ExportPortfolioDomainsResponse503
    | str
    | None
):
    if response.status_code == 200:
        response_200 = response.text
        return response_200

    if response.status_code == 401:
        response_401 = ExportPortfolioDomainsResponse401.from_dict(response.json())

        return response_401

    if response.status_code == 403:
        response_403 = ExportPortfolioDomainsResponse403.from_dict(response.json())

        return response_403

    if response.status_code == 404:
        response_404 = ExportPortfolioDomainsResponse404.from_dict(response.json())

        return response_404

    if response.status_code == 422:
        response_422 = ExportPortfolioDomainsResponse422.from_dict(response.json())

        return response_422

    if response.status_code == 429:
        response_429 = ExportPortfolioDomainsResponse429.from_dict(response.json())

        return response_429

    if response.status_code == 431:
        response_431 = ExportPortfolioDomainsResponse431.from_dict(response.json())

        return response_431

    if response.status_code == 503:
        response_503 = ExportPortfolioDomainsResponse503.from_dict(response.json())

        return response_503

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[
    ExportPortfolioDomainsResponse401
    | ExportPortfolioDomainsResponse403
    | ExportPortfolioDomainsResponse404
    | ExportPortfolioDomainsResponse422
    | ExportPortfolioDomainsResponse429
    | ExportPortfolioDomainsResponse431
    | ExportPortfolioDomainsResponse503
    | str
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
    grade: ExportPortfolioDomainsGrade | Unset = UNSET,
    format_: ExportPortfolioDomainsFormat | Unset = ExportPortfolioDomainsFormat.CSV,
) -> Response[
    ExportPortfolioDomainsResponse401
    | ExportPortfolioDomainsResponse403
    | ExportPortfolioDomainsResponse404
    | ExportPortfolioDomainsResponse422
    | ExportPortfolioDomainsResponse429
    | ExportPortfolioDomainsResponse431
    | ExportPortfolioDomainsResponse503
    | str
]:
    """Every row of the portfolio table as CSV (default) or JSON, by domain name, for PSA and ticketing
    tools

    Args:
        client_id (int | Unset):
        tag (str | Unset):
        grade (ExportPortfolioDomainsGrade | Unset):
        format_ (ExportPortfolioDomainsFormat | Unset):  Default:
            ExportPortfolioDomainsFormat.CSV.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ExportPortfolioDomainsResponse401 | ExportPortfolioDomainsResponse403 | ExportPortfolioDomainsResponse404 | ExportPortfolioDomainsResponse422 | ExportPortfolioDomainsResponse429 | ExportPortfolioDomainsResponse431 | ExportPortfolioDomainsResponse503 | str]
    """

    kwargs = _get_kwargs(
        client_id=client_id,
        tag=tag,
        grade=grade,
        format_=format_,
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
    grade: ExportPortfolioDomainsGrade | Unset = UNSET,
    format_: ExportPortfolioDomainsFormat | Unset = ExportPortfolioDomainsFormat.CSV,
) -> (
    ExportPortfolioDomainsResponse401
    | ExportPortfolioDomainsResponse403
    | ExportPortfolioDomainsResponse404
    | ExportPortfolioDomainsResponse422
    | ExportPortfolioDomainsResponse429
    | ExportPortfolioDomainsResponse431
    | ExportPortfolioDomainsResponse503
    | str
    | None
):
    """Every row of the portfolio table as CSV (default) or JSON, by domain name, for PSA and ticketing
    tools

    Args:
        client_id (int | Unset):
        tag (str | Unset):
        grade (ExportPortfolioDomainsGrade | Unset):
        format_ (ExportPortfolioDomainsFormat | Unset):  Default:
            ExportPortfolioDomainsFormat.CSV.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ExportPortfolioDomainsResponse401 | ExportPortfolioDomainsResponse403 | ExportPortfolioDomainsResponse404 | ExportPortfolioDomainsResponse422 | ExportPortfolioDomainsResponse429 | ExportPortfolioDomainsResponse431 | ExportPortfolioDomainsResponse503 | str
    """

    return sync_detailed(
        client=client,
        client_id=client_id,
        tag=tag,
        grade=grade,
        format_=format_,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    client_id: int | Unset = UNSET,
    tag: str | Unset = UNSET,
    grade: ExportPortfolioDomainsGrade | Unset = UNSET,
    format_: ExportPortfolioDomainsFormat | Unset = ExportPortfolioDomainsFormat.CSV,
) -> Response[
    ExportPortfolioDomainsResponse401
    | ExportPortfolioDomainsResponse403
    | ExportPortfolioDomainsResponse404
    | ExportPortfolioDomainsResponse422
    | ExportPortfolioDomainsResponse429
    | ExportPortfolioDomainsResponse431
    | ExportPortfolioDomainsResponse503
    | str
]:
    """Every row of the portfolio table as CSV (default) or JSON, by domain name, for PSA and ticketing
    tools

    Args:
        client_id (int | Unset):
        tag (str | Unset):
        grade (ExportPortfolioDomainsGrade | Unset):
        format_ (ExportPortfolioDomainsFormat | Unset):  Default:
            ExportPortfolioDomainsFormat.CSV.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ExportPortfolioDomainsResponse401 | ExportPortfolioDomainsResponse403 | ExportPortfolioDomainsResponse404 | ExportPortfolioDomainsResponse422 | ExportPortfolioDomainsResponse429 | ExportPortfolioDomainsResponse431 | ExportPortfolioDomainsResponse503 | str]
    """

    kwargs = _get_kwargs(
        client_id=client_id,
        tag=tag,
        grade=grade,
        format_=format_,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient,
    client_id: int | Unset = UNSET,
    tag: str | Unset = UNSET,
    grade: ExportPortfolioDomainsGrade | Unset = UNSET,
    format_: ExportPortfolioDomainsFormat | Unset = ExportPortfolioDomainsFormat.CSV,
) -> (
    ExportPortfolioDomainsResponse401
    | ExportPortfolioDomainsResponse403
    | ExportPortfolioDomainsResponse404
    | ExportPortfolioDomainsResponse422
    | ExportPortfolioDomainsResponse429
    | ExportPortfolioDomainsResponse431
    | ExportPortfolioDomainsResponse503
    | str
    | None
):
    """Every row of the portfolio table as CSV (default) or JSON, by domain name, for PSA and ticketing
    tools

    Args:
        client_id (int | Unset):
        tag (str | Unset):
        grade (ExportPortfolioDomainsGrade | Unset):
        format_ (ExportPortfolioDomainsFormat | Unset):  Default:
            ExportPortfolioDomainsFormat.CSV.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ExportPortfolioDomainsResponse401 | ExportPortfolioDomainsResponse403 | ExportPortfolioDomainsResponse404 | ExportPortfolioDomainsResponse422 | ExportPortfolioDomainsResponse429 | ExportPortfolioDomainsResponse431 | ExportPortfolioDomainsResponse503 | str
    """

    return (
        await asyncio_detailed(
            client=client,
            client_id=client_id,
            tag=tag,
            grade=grade,
            format_=format_,
        )
    ).parsed
