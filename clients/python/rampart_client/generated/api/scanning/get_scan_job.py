from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.get_scan_job_response_200 import GetScanJobResponse200
from ...models.get_scan_job_response_401 import GetScanJobResponse401
from ...models.get_scan_job_response_403 import GetScanJobResponse403
from ...models.get_scan_job_response_404 import GetScanJobResponse404
from ...models.get_scan_job_response_414 import GetScanJobResponse414
from ...models.get_scan_job_response_422 import GetScanJobResponse422
from ...models.get_scan_job_response_429 import GetScanJobResponse429
from ...models.get_scan_job_response_431 import GetScanJobResponse431
from ...models.get_scan_job_response_503 import GetScanJobResponse503
from ...types import Response


def _get_kwargs(
    job_id: int,
) -> dict[str, Any]:

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/scan/jobs/{job_id}".format(
            job_id=quote(str(job_id), safe=""),
        ),
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> (
    GetScanJobResponse200
    | GetScanJobResponse401
    | GetScanJobResponse403
    | GetScanJobResponse404
    | GetScanJobResponse414
    | GetScanJobResponse422
    | GetScanJobResponse429
    | GetScanJobResponse431
    | GetScanJobResponse503
    | None
):
    if response.status_code == 200:
        response_200 = GetScanJobResponse200.from_dict(response.json())

        return response_200

    if response.status_code == 401:
        response_401 = GetScanJobResponse401.from_dict(response.json())

        return response_401

    if response.status_code == 403:
        response_403 = GetScanJobResponse403.from_dict(response.json())

        return response_403

    if response.status_code == 404:
        response_404 = GetScanJobResponse404.from_dict(response.json())

        return response_404

    if response.status_code == 414:
        response_414 = GetScanJobResponse414.from_dict(response.json())

        return response_414

    if response.status_code == 422:
        response_422 = GetScanJobResponse422.from_dict(response.json())

        return response_422

    if response.status_code == 429:
        response_429 = GetScanJobResponse429.from_dict(response.json())

        return response_429

    if response.status_code == 431:
        response_431 = GetScanJobResponse431.from_dict(response.json())

        return response_431

    if response.status_code == 503:
        response_503 = GetScanJobResponse503.from_dict(response.json())

        return response_503

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[
    GetScanJobResponse200
    | GetScanJobResponse401
    | GetScanJobResponse403
    | GetScanJobResponse404
    | GetScanJobResponse414
    | GetScanJobResponse422
    | GetScanJobResponse429
    | GetScanJobResponse431
    | GetScanJobResponse503
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
    GetScanJobResponse200
    | GetScanJobResponse401
    | GetScanJobResponse403
    | GetScanJobResponse404
    | GetScanJobResponse414
    | GetScanJobResponse422
    | GetScanJobResponse429
    | GetScanJobResponse431
    | GetScanJobResponse503
]:
    """Poll a scan job

    Args:
        job_id (int):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[GetScanJobResponse200 | GetScanJobResponse401 | GetScanJobResponse403 | GetScanJobResponse404 | GetScanJobResponse414 | GetScanJobResponse422 | GetScanJobResponse429 | GetScanJobResponse431 | GetScanJobResponse503]
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
    GetScanJobResponse200
    | GetScanJobResponse401
    | GetScanJobResponse403
    | GetScanJobResponse404
    | GetScanJobResponse414
    | GetScanJobResponse422
    | GetScanJobResponse429
    | GetScanJobResponse431
    | GetScanJobResponse503
    | None
):
    """Poll a scan job

    Args:
        job_id (int):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        GetScanJobResponse200 | GetScanJobResponse401 | GetScanJobResponse403 | GetScanJobResponse404 | GetScanJobResponse414 | GetScanJobResponse422 | GetScanJobResponse429 | GetScanJobResponse431 | GetScanJobResponse503
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
    GetScanJobResponse200
    | GetScanJobResponse401
    | GetScanJobResponse403
    | GetScanJobResponse404
    | GetScanJobResponse414
    | GetScanJobResponse422
    | GetScanJobResponse429
    | GetScanJobResponse431
    | GetScanJobResponse503
]:
    """Poll a scan job

    Args:
        job_id (int):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[GetScanJobResponse200 | GetScanJobResponse401 | GetScanJobResponse403 | GetScanJobResponse404 | GetScanJobResponse414 | GetScanJobResponse422 | GetScanJobResponse429 | GetScanJobResponse431 | GetScanJobResponse503]
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
    GetScanJobResponse200
    | GetScanJobResponse401
    | GetScanJobResponse403
    | GetScanJobResponse404
    | GetScanJobResponse414
    | GetScanJobResponse422
    | GetScanJobResponse429
    | GetScanJobResponse431
    | GetScanJobResponse503
    | None
):
    """Poll a scan job

    Args:
        job_id (int):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        GetScanJobResponse200 | GetScanJobResponse401 | GetScanJobResponse403 | GetScanJobResponse404 | GetScanJobResponse414 | GetScanJobResponse422 | GetScanJobResponse429 | GetScanJobResponse431 | GetScanJobResponse503
    """

    return (
        await asyncio_detailed(
            job_id=job_id,
            client=client,
        )
    ).parsed
