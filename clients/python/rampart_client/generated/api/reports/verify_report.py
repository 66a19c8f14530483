from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.verify_report_response_200_type_0 import VerifyReportResponse200Type0
from ...models.verify_report_response_200_type_1 import VerifyReportResponse200Type1
from ...models.verify_report_response_404 import VerifyReportResponse404
from ...models.verify_report_response_414 import VerifyReportResponse414
from ...models.verify_report_response_422 import VerifyReportResponse422
from ...models.verify_report_response_429 import VerifyReportResponse429
from ...models.verify_report_response_431 import VerifyReportResponse431
from ...models.verify_report_response_503 import VerifyReportResponse503
from ...types import Response


def _get_kwargs(
    report_id: str,
) -> dict[str, Any]:

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/verify/{report_id}".format(
            report_id=quote(str(report_id), safe=""),
        ),
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> (
    VerifyReportResponse200Type0
    | VerifyReportResponse200Type1
    | VerifyReportResponse404
    | VerifyReportResponse414
    | VerifyReportResponse422
    | VerifyReportResponse429
    | VerifyReportResponse431
    | VerifyReportResponse503
    | None
):
    if response.status_code == 200:

        def _parse_response_200(
            data: object,
        ) -> VerifyReportResponse200Type0 | VerifyReportResponse200Type1:
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                response_200_type_0 = VerifyReportResponse200Type0.from_dict(data)

                return response_200_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            response_200_type_1 = VerifyReportResponse200Type1.from_dict(data)

            return response_200_type_1

        response_200 = _parse_response_200(response.json())

        return response_200

    if response.status_code == 404:
        response_404 = VerifyReportResponse404.from_dict(response.json())

        return response_404

    if response.status_code == 414:
        response_414 = VerifyReportResponse414.from_dict(response.json())

        return response_414

    if response.status_code == 422:
        response_422 = VerifyReportResponse422.from_dict(response.json())

        return response_422

    if response.status_code == 429:
        response_429 = VerifyReportResponse429.from_dict(response.json())

        return response_429

    if response.status_code == 431:
        response_431 = VerifyReportResponse431.from_dict(response.json())

        return response_431

    if response.status_code == 503:
        response_503 = VerifyReportResponse503.from_dict(response.json())

        return response_503

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[
    VerifyReportResponse200Type0
    | VerifyReportResponse200Type1
    | VerifyReportResponse404
    | VerifyReportResponse414
    | VerifyReportResponse422
    | VerifyReportResponse429
    | VerifyReportResponse431
    | VerifyReportResponse503
]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    report_id: str,
    *,
    client: AuthenticatedClient | Client,
) -> Response[
    VerifyReportResponse200Type0
    | VerifyReportResponse200Type1
    | VerifyReportResponse404
    | VerifyReportResponse414
    | VerifyReportResponse422
    | VerifyReportResponse429
    | VerifyReportResponse431
    | VerifyReportResponse503
]:
    """Verify a PDF report by its id (public; 20 per minute per IP address)

     200 means the id was issued by this service: compare the fields, and `pdf_sha256` with the SHA-256
    of your PDF. Unknown and malformed ids both answer the same 404. There is no boolean in the body. A
    browser (an Accept header preferring text/html, as when a phone opens the QR code) gets the same
    facts as a page; any other client gets this JSON.

    Args:
        report_id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[VerifyReportResponse200Type0 | VerifyReportResponse200Type1 | VerifyReportResponse404 | VerifyReportResponse414 | VerifyReportResponse422 | VerifyReportResponse429 | VerifyReportResponse431 | VerifyReportResponse503]
    """

    kwargs = _get_kwargs(
        report_id=report_id,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    report_id: str,
    *,
    client: AuthenticatedClient | Client,
) -> (
    VerifyReportResponse200Type0
    | VerifyReportResponse200Type1
    | VerifyReportResponse404
    | VerifyReportResponse414
    | VerifyReportResponse422
    | VerifyReportResponse429
    | VerifyReportResponse431
    | VerifyReportResponse503
    | None
):
    """Verify a PDF report by its id (public; 20 per minute per IP address)

     200 means the id was issued by this service: compare the fields, and `pdf_sha256` with the SHA-256
    of your PDF. Unknown and malformed ids both answer the same 404. There is no boolean in the body. A
    browser (an Accept header preferring text/html, as when a phone opens the QR code) gets the same
    facts as a page; any other client gets this JSON.

    Args:
        report_id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        VerifyReportResponse200Type0 | VerifyReportResponse200Type1 | VerifyReportResponse404 | VerifyReportResponse414 | VerifyReportResponse422 | VerifyReportResponse429 | VerifyReportResponse431 | VerifyReportResponse503
    """

    return sync_detailed(
        report_id=report_id,
        client=client,
    ).parsed


async def asyncio_detailed(
    report_id: str,
    *,
    client: AuthenticatedClient | Client,
) -> Response[
    VerifyReportResponse200Type0
    | VerifyReportResponse200Type1
    | VerifyReportResponse404
    | VerifyReportResponse414
    | VerifyReportResponse422
    | VerifyReportResponse429
    | VerifyReportResponse431
    | VerifyReportResponse503
]:
    """Verify a PDF report by its id (public; 20 per minute per IP address)

     200 means the id was issued by this service: compare the fields, and `pdf_sha256` with the SHA-256
    of your PDF. Unknown and malformed ids both answer the same 404. There is no boolean in the body. A
    browser (an Accept header preferring text/html, as when a phone opens the QR code) gets the same
    facts as a page; any other client gets this JSON.

    Args:
        report_id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[VerifyReportResponse200Type0 | VerifyReportResponse200Type1 | VerifyReportResponse404 | VerifyReportResponse414 | VerifyReportResponse422 | VerifyReportResponse429 | VerifyReportResponse431 | VerifyReportResponse503]
    """

    kwargs = _get_kwargs(
        report_id=report_id,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    report_id: str,
    *,
    client: AuthenticatedClient | Client,
) -> (
    VerifyReportResponse200Type0
    | VerifyReportResponse200Type1
    | VerifyReportResponse404
    | VerifyReportResponse414
    | VerifyReportResponse422
    | VerifyReportResponse429
    | VerifyReportResponse431
    | VerifyReportResponse503
    | None
):
    """Verify a PDF report by its id (public; 20 per minute per IP address)

     200 means the id was issued by this service: compare the fields, and `pdf_sha256` with the SHA-256
    of your PDF. Unknown and malformed ids both answer the same 404. There is no boolean in the body. A
    browser (an Accept header preferring text/html, as when a phone opens the QR code) gets the same
    facts as a page; any other client gets this JSON.

    Args:
        report_id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        VerifyReportResponse200Type0 | VerifyReportResponse200Type1 | VerifyReportResponse404 | VerifyReportResponse414 | VerifyReportResponse422 | VerifyReportResponse429 | VerifyReportResponse431 | VerifyReportResponse503
    """

    return (
        await asyncio_detailed(
            report_id=report_id,
            client=client,
        )
    ).parsed
