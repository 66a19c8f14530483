from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.get_scan_report_response_200 import GetScanReportResponse200
from ...models.get_scan_report_response_401 import GetScanReportResponse401
from ...models.get_scan_report_response_403 import GetScanReportResponse403
from ...models.get_scan_report_response_404 import GetScanReportResponse404
from ...models.get_scan_report_response_409 import GetScanReportResponse409
from ...models.get_scan_report_response_414 import GetScanReportResponse414
from ...models.get_scan_report_response_422 import GetScanReportResponse422
from ...models.get_scan_report_response_429 import GetScanReportResponse429
from ...models.get_scan_report_response_431 import GetScanReportResponse431
from ...models.get_scan_report_response_503 import GetScanReportResponse503
from ...types import Response


def _get_kwargs(
    job_id: int,
) -> dict[str, Any]:

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/scan/jobs/{job_id}/report".format(
            job_id=quote(str(job_id), safe=""),
        ),
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> (
    GetScanReportResponse200
    | GetScanReportResponse401
    | GetScanReportResponse403
    | GetScanReportResponse404
    | GetScanReportResponse409
    | GetScanReportResponse414
    | GetScanReportResponse422
    | GetScanReportResponse429
    | GetScanReportResponse431
    | GetScanReportResponse503
    | None
):
    if response.status_code == 200:
        response_200 = GetScanReportResponse200.from_dict(response.json())

        return response_200

    if response.status_code == 401:
        response_401 = GetScanReportResponse401.from_dict(response.json())

        return response_401

    if response.status_code == 403:
        response_403 = GetScanReportResponse403.from_dict(response.json())

        return response_403

    if response.status_code == 404:
        response_404 = GetScanReportResponse404.from_dict(response.json())

        return response_404

    if response.status_code == 409:
        response_409 = GetScanReportResponse409.from_dict(response.json())

        return response_409

    if response.status_code == 414:
        response_414 = GetScanReportResponse414.from_dict(response.json())

        return response_414

    if response.status_code == 422:
        response_422 = GetScanReportResponse422.from_dict(response.json())

        return response_422

    if response.status_code == 429:
        response_429 = GetScanReportResponse429.from_dict(response.json())

        return response_429

    if response.status_code == 431:
        response_431 = GetScanReportResponse431.from_dict(response.json())

        return response_431

    if response.status_code == 503:
        response_503 = GetScanReportResponse503.from_dict(response.json())

        return response_503

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[
    GetScanReportResponse200
    | GetScanReportResponse401
    | GetScanReportResponse403
    | GetScanReportResponse404
    | GetScanReportResponse409
    | GetScanReportResponse414
    | GetScanReportResponse422
    | GetScanReportResponse429
    | GetScanReportResponse431
    | GetScanReportResponse503
]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    job_id: int,
    *,
    client: AuthenticatedClient,
) -> Response[
    GetScanReportResponse200
    | GetScanReportResponse401
    | GetScanReportResponse403
    | GetScanReportResponse404
    | GetScanReportResponse409
    | GetScanReportResponse414
    | GetScanReportResponse422
    | GetScanReportResponse429
    | GetScanReportResponse431
    | GetScanReportResponse503
]:
    """The full report of a completed scan job (409 until it completes)

    Args:
        job_id (int):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[GetScanReportResponse200 | GetScanReportResponse401 | GetScanReportResponse403 | GetScanReportResponse404 | GetScanReportResponse409 | GetScanReportResponse414 | GetScanReportResponse422 | GetScanReportResponse429 | GetScanReportResponse431 | GetScanReportResponse503]
    """

    kwargs = _get_kwargs(
        job_id=job_id,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    job_id: int,
    *,
    client: AuthenticatedClient,
) -> (
    GetScanReportResponse200
    | GetScanReportResponse401
    | GetScanReportResponse403
    | GetScanReportResponse404
    | GetScanReportResponse409
    | GetScanReportResponse414
    | GetScanReportResponse422
    | GetScanReportResponse429
    | GetScanReportResponse431
    | GetScanReportResponse503
    | None
):
    """The full report of a completed scan job (409 until it completes)

    Args:
        job_id (int):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        GetScanReportResponse200 | GetScanReportResponse401 | GetScanReportResponse403 | GetScanReportResponse404 | GetScanReportResponse409 | GetScanReportResponse414 | GetScanReportResponse422 | GetScanReportResponse429 | GetScanReportResponse431 | GetScanReportResponse503
    """

    return sync_detailed(
        job_id=job_id,
        client=client,
    ).parsed


async def asyncio_detailed(
    job_id: int,
    *,
    client: AuthenticatedClient,
) -> Response[
    GetScanReportResponse200
    | GetScanReportResponse401
    | GetScanReportResponse403
    | GetScanReportResponse404
    | GetScanReportResponse409
    | GetScanReportResponse414
    | GetScanReportResponse422
    | GetScanReportResponse429
    | GetScanReportResponse431
    | GetScanReportResponse503
]:
    """The full report of a completed scan job (409 until it completes)

    Args:
        job_id (int):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[GetScanReportResponse200 | GetScanReportResponse401 | GetScanReportResponse403 | GetScanReportResponse404 | GetScanReportResponse409 | GetScanReportResponse414 | GetScanReportResponse422 | GetScanReportResponse429 | GetScanReportResponse431 | GetScanReportResponse503]
    """

    kwargs = _get_kwargs(
        job_id=job_id,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    job_id: int,
    *,
    client: AuthenticatedClient,
) -> (
    GetScanReportResponse200
    | GetScanReportResponse401
    | GetScanReportResponse403
    | GetScanReportResponse404
    | GetScanReportResponse409
    | GetScanReportResponse414
    | GetScanReportResponse422
    | GetScanReportResponse429
    | GetScanReportResponse431
    | GetScanReportResponse503
    | None
):
    """The full report of a completed scan job (409 until it completes)

    Args:
        job_id (int):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        GetScanReportResponse200 | GetScanReportResponse401 | GetScanReportResponse403 | GetScanReportResponse404 | GetScanReportResponse409 | GetScanReportResponse414 | GetScanReportResponse422 | GetScanReportResponse429 | GetScanReportResponse431 | GetScanReportResponse503
    """

    return (
        await asyncio_detailed(
            job_id=job_id,
            client=client,
        )
    ).parsed
