from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.get_report_signing_key_response_200 import GetReportSigningKeyResponse200
from ...models.get_report_signing_key_response_429 import GetReportSigningKeyResponse429
from ...models.get_report_signing_key_response_431 import GetReportSigningKeyResponse431
from ...models.get_report_signing_key_response_503 import GetReportSigningKeyResponse503
from ...types import Response


def _get_kwargs() -> dict[str, Any]:

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/verify/signing-key",
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> (
    GetReportSigningKeyResponse200
    | GetReportSigningKeyResponse429
    | GetReportSigningKeyResponse431
    | GetReportSigningKeyResponse503
    | None
):
    if response.status_code == 200:
        response_200 = GetReportSigningKeyResponse200.from_dict(response.json())

        return response_200

    if response.status_code == 429:
        response_429 = GetReportSigningKeyResponse429.from_dict(response.json())

        return response_429

    if response.status_code == 431:
        response_431 = GetReportSigningKeyResponse431.from_dict(response.json())

        return response_431

    if response.status_code == 503:
        response_503 = GetReportSigningKeyResponse503.from_dict(response.json())

        return response_503

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[
    GetReportSigningKeyResponse200
    | GetReportSigningKeyResponse429
    | GetReportSigningKeyResponse431
    | GetReportSigningKeyResponse503
]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
) -> Response[
    GetReportSigningKeyResponse200
    | GetReportSigningKeyResponse429
    | GetReportSigningKeyResponse431
    | GetReportSigningKeyResponse503
]:
    """The Ed25519 public key that signs issued reports

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[GetReportSigningKeyResponse200 | GetReportSigningKeyResponse429 | GetReportSigningKeyResponse431 | GetReportSigningKeyResponse503]
    """

    kwargs = _get_kwargs()

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    *,
    client: AuthenticatedClient | Client,
) -> (
    GetReportSigningKeyResponse200
    | GetReportSigningKeyResponse429
    | GetReportSigningKeyResponse431
    | GetReportSigningKeyResponse503
    | None
):
    """The Ed25519 public key that signs issued reports

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        GetReportSigningKeyResponse200 | GetReportSigningKeyResponse429 | GetReportSigningKeyResponse431 | GetReportSigningKeyResponse503
    """

    return sync_detailed(
        client=client,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
) -> Response[
    GetReportSigningKeyResponse200
    | GetReportSigningKeyResponse429
    | GetReportSigningKeyResponse431
    | GetReportSigningKeyResponse503
]:
    """The Ed25519 public key that signs issued reports

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[GetReportSigningKeyResponse200 | GetReportSigningKeyResponse429 | GetReportSigningKeyResponse431 | GetReportSigningKeyResponse503]
    """

    kwargs = _get_kwargs()

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient | Client,
) -> (
    GetReportSigningKeyResponse200
    | GetReportSigningKeyResponse429
    | GetReportSigningKeyResponse431
    | GetReportSigningKeyResponse503
    | None
):
    """The Ed25519 public key that signs issued reports

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        GetReportSigningKeyResponse200 | GetReportSigningKeyResponse429 | GetReportSigningKeyResponse431 | GetReportSigningKeyResponse503
    """

    return (
        await asyncio_detailed(
            client=client,
        )
    ).parsed
