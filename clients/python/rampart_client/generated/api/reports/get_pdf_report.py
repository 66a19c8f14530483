from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.get_pdf_report_response_401 import GetPdfReportResponse401
from ...models.get_pdf_report_response_403 import GetPdfReportResponse403
from ...models.get_pdf_report_response_404 import GetPdfReportResponse404
from ...models.get_pdf_report_response_409 import GetPdfReportResponse409
from ...models.get_pdf_report_response_414 import GetPdfReportResponse414
from ...models.get_pdf_report_response_422 import GetPdfReportResponse422
from ...models.get_pdf_report_response_429 import GetPdfReportResponse429
from ...models.get_pdf_report_response_431 import GetPdfReportResponse431
from ...models.get_pdf_report_response_503 import GetPdfReportResponse503
from ...types import Response


def _get_kwargs(
    job_id: int,
) -> dict[str, Any]:

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/compliance/reports/{job_id}/pdf".format(
            job_id=quote(str(job_id), safe=""),
        ),
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> (
    GetPdfReportResponse401
    | GetPdfReportResponse403
    | GetPdfReportResponse404
    | GetPdfReportResponse409
    | GetPdfReportResponse414
    | GetPdfReportResponse422
    | GetPdfReportResponse429
    | GetPdfReportResponse431
    | GetPdfReportResponse503
    | None
):
    if response.status_code == 401:
        response_401 = GetPdfReportResponse401.from_dict(response.json())

        return response_401

    if response.status_code == 403:
        response_403 = GetPdfReportResponse403.from_dict(response.json())

        return response_403

    if response.status_code == 404:
        response_404 = GetPdfReportResponse404.from_dict(response.json())

        return response_404

    if response.status_code == 409:
        response_409 = GetPdfReportResponse409.from_dict(response.json())

        return response_409

    if response.status_code == 414:
        response_414 = GetPdfReportResponse414.from_dict(response.json())

        return response_414

    if response.status_code == 422:
        response_422 = GetPdfReportResponse422.from_dict(response.json())

        return response_422

    if response.status_code == 429:
        response_429 = GetPdfReportResponse429.from_dict(response.json())

        return response_429

    if response.status_code == 431:
        response_431 = GetPdfReportResponse431.from_dict(response.json())

        return response_431

    if response.status_code == 503:
        response_503 = GetPdfReportResponse503.from_dict(response.json())

        return response_503

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[
    GetPdfReportResponse401
    | GetPdfReportResponse403
    | GetPdfReportResponse404
    | GetPdfReportResponse409
    | GetPdfReportResponse414
    | GetPdfReportResponse422
    | GetPdfReportResponse429
    | GetPdfReportResponse431
    | GetPdfReportResponse503
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
    GetPdfReportResponse401
    | GetPdfReportResponse403
    | GetPdfReportResponse404
    | GetPdfReportResponse409
    | GetPdfReportResponse414
    | GetPdfReportResponse422
    | GetPdfReportResponse429
    | GetPdfReportResponse431
    | GetPdfReportResponse503
]:
    """The PDF report of a completed scan (every plan; consumes no quota)

     A compliance PDF: cover with grade and a QR code to the public verification page, executive summary,
    scores per module, findings by severity with remediation and evidence, the mapping to SOC 2, PCI
    DSS, HIPAA, NIST CSF, ISO 27001 and CIS Controls v8, and the scoring policy and coverage. Rendered
    on first request (a second or two), then served as issued. 404 for an unknown job or one of another
    account, 409 until the scan completes. Headers: `Content-Disposition` (attachment with a file name),
    `X-Report-Id`, `ETag` (the SHA-256 the verification page shows).

    Args:
        job_id (int):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[GetPdfReportResponse401 | GetPdfReportResponse403 | GetPdfReportResponse404 | GetPdfReportResponse409 | GetPdfReportResponse414 | GetPdfReportResponse422 | GetPdfReportResponse429 | GetPdfReportResponse431 | GetPdfReportResponse503]
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
    GetPdfReportResponse401
    | GetPdfReportResponse403
    | GetPdfReportResponse404
    | GetPdfReportResponse409
    | GetPdfReportResponse414
    | GetPdfReportResponse422
    | GetPdfReportResponse429
    | GetPdfReportResponse431
    | GetPdfReportResponse503
    | None
):
    """The PDF report of a completed scan (every plan; consumes no quota)

     A compliance PDF: cover with grade and a QR code to the public verification page, executive summary,
    scores per module, findings by severity with remediation and evidence, the mapping to SOC 2, PCI
    DSS, HIPAA, NIST CSF, ISO 27001 and CIS Controls v8, and the scoring policy and coverage. Rendered
    on first request (a second or two), then served as issued. 404 for an unknown job or one of another
    account, 409 until the scan completes. Headers: `Content-Disposition` (attachment with a file name),
    `X-Report-Id`, `ETag` (the SHA-256 the verification page shows).

    Args:
        job_id (int):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        GetPdfReportResponse401 | GetPdfReportResponse403 | GetPdfReportResponse404 | GetPdfReportResponse409 | GetPdfReportResponse414 | GetPdfReportResponse422 | GetPdfReportResponse429 | GetPdfReportResponse431 | GetPdfReportResponse503
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
    GetPdfReportResponse401
    | GetPdfReportResponse403
    | GetPdfReportResponse404
    | GetPdfReportResponse409
    | GetPdfReportResponse414
    | GetPdfReportResponse422
    | GetPdfReportResponse429
    | GetPdfReportResponse431
    | GetPdfReportResponse503
]:
    """The PDF report of a completed scan (every plan; consumes no quota)

     A compliance PDF: cover with grade and a QR code to the public verification page, executive summary,
    scores per module, findings by severity with remediation and evidence, the mapping to SOC 2, PCI
    DSS, HIPAA, NIST CSF, ISO 27001 and CIS Controls v8, and the scoring policy and coverage. Rendered
    on first request (a second or two), then served as issued. 404 for an unknown job or one of another
    account, 409 until the scan completes. Headers: `Content-Disposition` (attachment with a file name),
    `X-Report-Id`, `ETag` (the SHA-256 the verification page shows).

    Args:
        job_id (int):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[GetPdfReportResponse401 | GetPdfReportResponse403 | GetPdfReportResponse404 | GetPdfReportResponse409 | GetPdfReportResponse414 | GetPdfReportResponse422 | GetPdfReportResponse429 | GetPdfReportResponse431 | GetPdfReportResponse503]
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
    GetPdfReportResponse401
    | GetPdfReportResponse403
    | GetPdfReportResponse404
    | GetPdfReportResponse409
    | GetPdfReportResponse414
    | GetPdfReportResponse422
    | GetPdfReportResponse429
    | GetPdfReportResponse431
    | GetPdfReportResponse503
    | None
):
    """The PDF report of a completed scan (every plan; consumes no quota)

     A compliance PDF: cover with grade and a QR code to the public verification page, executive summary,
    scores per module, findings by severity with remediation and evidence, the mapping to SOC 2, PCI
    DSS, HIPAA, NIST CSF, ISO 27001 and CIS Controls v8, and the scoring policy and coverage. Rendered
    on first request (a second or two), then served as issued. 404 for an unknown job or one of another
    account, 409 until the scan completes. Headers: `Content-Disposition` (attachment with a file name),
    `X-Report-Id`, `ETag` (the SHA-256 the verification page shows).

    Args:
        job_id (int):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        GetPdfReportResponse401 | GetPdfReportResponse403 | GetPdfReportResponse404 | GetPdfReportResponse409 | GetPdfReportResponse414 | GetPdfReportResponse422 | GetPdfReportResponse429 | GetPdfReportResponse431 | GetPdfReportResponse503
    """

    return (
        await asyncio_detailed(
            job_id=job_id,
            client=client,
        )
    ).parsed
