import datetime
from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.get_usage_summary_response_200 import GetUsageSummaryResponse200
from ...models.get_usage_summary_response_401 import GetUsageSummaryResponse401
from ...models.get_usage_summary_response_403 import GetUsageSummaryResponse403
from ...models.get_usage_summary_response_422 import GetUsageSummaryResponse422
from ...models.get_usage_summary_response_429 import GetUsageSummaryResponse429
from ...models.get_usage_summary_response_431 import GetUsageSummaryResponse431
from ...models.get_usage_summary_response_503 import GetUsageSummaryResponse503
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    start_date: datetime.date | Unset = UNSET,
    end_date: datetime.date | Unset = UNSET,
) -> dict[str, Any]:

    params: dict[str, Any] = {}

    json_start_date: str | Unset = UNSET
    if not isinstance(start_date, Unset):
        json_start_date = start_date.isoformat()
    params["start_date"] = json_start_date

    json_end_date: str | Unset = UNSET
    if not isinstance(end_date, Unset):
        json_end_date = end_date.isoformat()
    params["end_date"] = json_end_date

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/usage/summary",
        "params": params,
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> (
    GetUsageSummaryResponse200
    | GetUsageSummaryResponse401
    | GetUsageSummaryResponse403
    | GetUsageSummaryResponse422
    | GetUsageSummaryResponse429
    | GetUsageSummaryResponse431
    | GetUsageSummaryResponse503
    | None
):
    if response.status_code == 200:
        response_200 = GetUsageSummaryResponse200.from_dict(response.json())

        return response_200

    if response.status_code == 401:
        response_401 = GetUsageSummaryResponse401.from_dict(response.json())

        return response_401

    if response.status_code == 403:
        response_403 = GetUsageSummaryResponse403.from_dict(response.json())

        return response_403

    if response.status_code == 422:
        response_422 = GetUsageSummaryResponse422.from_dict(response.json())

        return response_422

    if response.status_code == 429:
        response_429 = GetUsageSummaryResponse429.from_dict(response.json())

        return response_429

    if response.status_code == 431:
        response_431 = GetUsageSummaryResponse431.from_dict(response.json())

        return response_431

    if response.status_code == 503:
        response_503 = GetUsageSummaryResponse503.from_dict(response.json())

        return response_503

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[
    GetUsageSummaryResponse200
    | GetUsageSummaryResponse401
    | GetUsageSummaryResponse403
    | GetUsageSummaryResponse422
    | GetUsageSummaryResponse429
    | GetUsageSummaryResponse431
    | GetUsageSummaryResponse503
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
    start_date: datetime.date | Unset = UNSET,
    end_date: datetime.date | Unset = UNSET,
) -> Response[
    GetUsageSummaryResponse200
    | GetUsageSummaryResponse401
    | GetUsageSummaryResponse403
    | GetUsageSummaryResponse422
    | GetUsageSummaryResponse429
    | GetUsageSummaryResponse431
    | GetUsageSummaryResponse503
]:
    """Requests and scans in a date range, by day

    Args:
        start_date (datetime.date | Unset):
        end_date (datetime.date | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[GetUsageSummaryResponse200 | GetUsageSummaryResponse401 | GetUsageSummaryResponse403 | GetUsageSummaryResponse422 | GetUsageSummaryResponse429 | GetUsageSummaryResponse431 | GetUsageSummaryResponse503]
    """

    kwargs = _get_kwargs(
        start_date=start_date,
        end_date=end_date,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    *,
    client: AuthenticatedClient,
    start_date: datetime.date | Unset = UNSET,
    end_date: datetime.date | Unset = UNSET,
) -> (
    GetUsageSummaryResponse200
    | GetUsageSummaryResponse401
    | GetUsageSummaryResponse403
    | GetUsageSummaryResponse422
    | GetUsageSummaryResponse429
    | GetUsageSummaryResponse431
    | GetUsageSummaryResponse503
    | None
):
    """Requests and scans in a date range, by day

    Args:
        start_date (datetime.date | Unset):
        end_date (datetime.date | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        GetUsageSummaryResponse200 | GetUsageSummaryResponse401 | GetUsageSummaryResponse403 | GetUsageSummaryResponse422 | GetUsageSummaryResponse429 | GetUsageSummaryResponse431 | GetUsageSummaryResponse503
    """

    return sync_detailed(
        client=client,
        start_date=start_date,
        end_date=end_date,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    start_date: datetime.date | Unset = UNSET,
    end_date: datetime.date | Unset = UNSET,
) -> Response[
    GetUsageSummaryResponse200
    | GetUsageSummaryResponse401
    | GetUsageSummaryResponse403
    | GetUsageSummaryResponse422
    | GetUsageSummaryResponse429
    | GetUsageSummaryResponse431
    | GetUsageSummaryResponse503
]:
    """Requests and scans in a date range, by day

    Args:
        start_date (datetime.date | Unset):
        end_date (datetime.date | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[GetUsageSummaryResponse200 | GetUsageSummaryResponse401 | GetUsageSummaryResponse403 | GetUsageSummaryResponse422 | GetUsageSummaryResponse429 | GetUsageSummaryResponse431 | GetUsageSummaryResponse503]
    """

    kwargs = _get_kwargs(
        start_date=start_date,
        end_date=end_date,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient,
    start_date: datetime.date | Unset = UNSET,
    end_date: datetime.date | Unset = UNSET,
) -> (
    GetUsageSummaryResponse200
    | GetUsageSummaryResponse401
    | GetUsageSummaryResponse403
    | GetUsageSummaryResponse422
    | GetUsageSummaryResponse429
    | GetUsageSummaryResponse431
    | GetUsageSummaryResponse503
    | None
):
    """Requests and scans in a date range, by day

    Args:
        start_date (datetime.date | Unset):
        end_date (datetime.date | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        GetUsageSummaryResponse200 | GetUsageSummaryResponse401 | GetUsageSummaryResponse403 | GetUsageSummaryResponse422 | GetUsageSummaryResponse429 | GetUsageSummaryResponse431 | GetUsageSummaryResponse503
    """

    return (
        await asyncio_detailed(
            client=client,
            start_date=start_date,
            end_date=end_date,
        )
    ).parsed
