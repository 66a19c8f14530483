from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.get_client_report_pdf_response_401 import GetClientReportPdfResponse401
from ...models.get_client_report_pdf_response_403 import GetClientReportPdfResponse403
from ...models.get_client_report_pdf_response_404 import GetClientReportPdfResponse404
from ...models.get_client_report_pdf_response_414 import GetClientReportPdfResponse414
from ...models.get_client_report_pdf_response_422 import GetClientReportPdfResponse422
from ...models.get_client_report_pdf_response_429 import GetClientReportPdfResponse429
from ...models.get_client_report_pdf_response_431 import GetClientReportPdfResponse431
from ...models.get_client_report_pdf_response_503 import GetClientReportPdfResponse503
from ...types import Response


def _get_kwargs(
    client_id: int,
    report_id: str,
) -> dict[str, Any]:

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/clients/{client_id}/reports/{report_id}/pdf".format(
            client_id=quote(str(client_id), safe=""),
            report_id=quote(str(report_id), safe=""),
        ),
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> (
    GetClientReportPdfResponse401
    | GetClientReportPdfResponse403
    | GetClientReportPdfResponse404
    | GetClientReportPdfResponse414
    | GetClientReportPdfResponse422
    | GetClientReportPdfResponse429
    | GetClientReportPdfResponse431
    | GetClientReportPdfResponse503
    | None
):
    if response.status_code == 401:
        response_401 = GetClientReportPdfResponse401.from_dict(response.json())

        return response_401

    if response.status_code == 403:
        response_403 = GetClientReportPdfResponse403.from_dict(response.json())

        return response_403

    if response.status_code == 404:
        response_404 = GetClientReportPdfResponse404.from_dict(response.json())

        return response_404

    if response.status_code == 414:
        response_414 = GetClientReportPdfResponse414.from_dict(response.json())

        return response_414

    if response.status_code == 422:
        response_422 = GetClientReportPdfResponse422.from_dict(response.json())

        return response_422

    if response.status_code == 429:
        response_429 = GetClientReportPdfResponse429.from_dict(response.json())

        return response_429

    if response.status_code == 431:
        response_431 = GetClientReportPdfResponse431.from_dict(response.json())

        return response_431

    if response.status_code == 503:
        response_503 = GetClientReportPdfResponse503.from_dict(response.json())

        return response_503

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[
    GetClientReportPdfResponse401
    | GetClientReportPdfResponse403
    | GetClientReportPdfResponse404
    | GetClientReportPdfResponse414
    | GetClientReportPdfResponse422
    | GetClientReportPdfResponse429
    | GetClientReportPdfResponse431
    | GetClientReportPdfResponse503
]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    client_id: int,
    report_id: str,
    *,
    client: AuthenticatedClient,
) -> Response[
    GetClientReportPdfResponse401
    | GetClientReportPdfResponse403
    | GetClientReportPdfResponse404
    | GetClientReportPdfResponse414
    | GetClientReportPdfResponse422
    | GetClientReportPdfResponse429
    | GetClientReportPdfResponse431
    | GetClientReportPdfResponse503
]:
    """The PDF of one of the client’s reports

    Args:
        client_id (int):
        report_id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[GetClientReportPdfResponse401 | GetClientReportPdfResponse403 | GetClientReportPdfResponse404 | GetClientReportPdfResponse414 | GetClientReportPdfResponse422 | GetClientReportPdfResponse429 | GetClientReportPdfResponse431 | GetClientReportPdfResponse503]
    """

    kwargs = _get_kwargs(
        client_id=client_id,
        report_id=report_id,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    client_id: int,
    report_id: str,
    *,
    client: AuthenticatedClient,
) -> (
    GetClientReportPdfResponse401
    | GetClientReportPdfResponse403
    | GetClientReportPdfResponse404
    | GetClientReportPdfResponse414
    | GetClientReportPdfResponse422
    | GetClientReportPdfResponse429
    | GetClientReportPdfResponse431
    | GetClientReportPdfResponse503
    | None
):
    """The PDF of one of the client’s reports

    Args:
        client_id (int):
        report_id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        GetClientReportPdfResponse401 | GetClientReportPdfResponse403 | GetClientReportPdfResponse404 | GetClientReportPdfResponse414 | GetClientReportPdfResponse422 | GetClientReportPdfResponse429 | GetClientReportPdfResponse431 | GetClientReportPdfResponse503
    """

    return sync_detailed(
        client_id=client_id,
        report_id=report_id,
        client=client,
    ).parsed


async def asyncio_detailed(
    client_id: int,
    report_id: str,
    *,
    client: AuthenticatedClient,
) -> Response[
    GetClientReportPdfResponse401
    | GetClientReportPdfResponse403
    | GetClientReportPdfResponse404
    | GetClientReportPdfResponse414
    | GetClientReportPdfResponse422
    | GetClientReportPdfResponse429
    | GetClientReportPdfResponse431
    | GetClientReportPdfResponse503
]:
    """The PDF of one of the client’s reports

    Args:
        client_id (int):
        report_id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[GetClientReportPdfResponse401 | GetClientReportPdfResponse403 | GetClientReportPdfResponse404 | GetClientReportPdfResponse414 | GetClientReportPdfResponse422 | GetClientReportPdfResponse429 | GetClientReportPdfResponse431 | GetClientReportPdfResponse503]
    """

    kwargs = _get_kwargs(
        client_id=client_id,
        report_id=report_id,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    client_id: int,
    report_id: str,
    *,
    client: AuthenticatedClient,
) -> (
    GetClientReportPdfResponse401
    | GetClientReportPdfResponse403
    | GetClientReportPdfResponse404
    | GetClientReportPdfResponse414
    | GetClientReportPdfResponse422
    | GetClientReportPdfResponse429
    | GetClientReportPdfResponse431
    | GetClientReportPdfResponse503
    | None
):
    """The PDF of one of the client’s reports

    Args:
        client_id (int):
        report_id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        GetClientReportPdfResponse401 | GetClientReportPdfResponse403 | GetClientReportPdfResponse404 | GetClientReportPdfResponse414 | GetClientReportPdfResponse422 | GetClientReportPdfResponse429 | GetClientReportPdfResponse431 | GetClientReportPdfResponse503
    """

    return (
        await asyncio_detailed(
            client_id=client_id,
            report_id=report_id,
            client=client,
        )
    ).parsed
