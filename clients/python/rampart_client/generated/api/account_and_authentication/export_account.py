from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.export_account_response_200 import ExportAccountResponse200
from ...models.export_account_response_202 import ExportAccountResponse202
from ...models.export_account_response_401 import ExportAccountResponse401
from ...models.export_account_response_403 import ExportAccountResponse403
from ...models.export_account_response_429 import ExportAccountResponse429
from ...models.export_account_response_431 import ExportAccountResponse431
from ...models.export_account_response_503 import ExportAccountResponse503
from ...types import Response


def _get_kwargs() -> dict[str, Any]:

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/account/export",
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> (
    ExportAccountResponse200
    | ExportAccountResponse202
    | ExportAccountResponse401
    | ExportAccountResponse403
    | ExportAccountResponse429
    | ExportAccountResponse431
    | ExportAccountResponse503
    | None
):
    if response.status_code == 200:
        response_200 = ExportAccountResponse200.from_dict(response.json())

        return response_200

    if response.status_code == 202:
        response_202 = ExportAccountResponse202.from_dict(response.json())

        return response_202

    if response.status_code == 401:
        response_401 = ExportAccountResponse401.from_dict(response.json())

        return response_401

    if response.status_code == 403:
        response_403 = ExportAccountResponse403.from_dict(response.json())

        return response_403

    if response.status_code == 429:
        response_429 = ExportAccountResponse429.from_dict(response.json())

        return response_429

    if response.status_code == 431:
        response_431 = ExportAccountResponse431.from_dict(response.json())

        return response_431

    if response.status_code == 503:
        response_503 = ExportAccountResponse503.from_dict(response.json())

        return response_503

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[
    ExportAccountResponse200
    | ExportAccountResponse202
    | ExportAccountResponse401
    | ExportAccountResponse403
    | ExportAccountResponse429
    | ExportAccountResponse431
    | ExportAccountResponse503
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
) -> Response[
    ExportAccountResponse200
    | ExportAccountResponse202
    | ExportAccountResponse401
    | ExportAccountResponse403
    | ExportAccountResponse429
    | ExportAccountResponse431
    | ExportAccountResponse503
]:
    """Export the account's data as JSON (large accounts: by a mailed link)

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ExportAccountResponse200 | ExportAccountResponse202 | ExportAccountResponse401 | ExportAccountResponse403 | ExportAccountResponse429 | ExportAccountResponse431 | ExportAccountResponse503]
    """

    kwargs = _get_kwargs()

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    *,
    client: AuthenticatedClient,
) -> (
    ExportAccountResponse200
    | ExportAccountResponse202
    | ExportAccountResponse401
    | ExportAccountResponse403
    | ExportAccountResponse429
    | ExportAccountResponse431
    | ExportAccountResponse503
    | None
):
    """Export the account's data as JSON (large accounts: by a mailed link)

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ExportAccountResponse200 | ExportAccountResponse202 | ExportAccountResponse401 | ExportAccountResponse403 | ExportAccountResponse429 | ExportAccountResponse431 | ExportAccountResponse503
    """

    return sync_detailed(
        client=client,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
) -> Response[
    ExportAccountResponse200
    | ExportAccountResponse202
    | ExportAccountResponse401
    | ExportAccountResponse403
    | ExportAccountResponse429
    | ExportAccountResponse431
    | ExportAccountResponse503
]:
    """Export the account's data as JSON (large accounts: by a mailed link)

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ExportAccountResponse200 | ExportAccountResponse202 | ExportAccountResponse401 | ExportAccountResponse403 | ExportAccountResponse429 | ExportAccountResponse431 | ExportAccountResponse503]
    """

    kwargs = _get_kwargs()

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient,
) -> (
    ExportAccountResponse200
    | ExportAccountResponse202
    | ExportAccountResponse401
    | ExportAccountResponse403
    | ExportAccountResponse429
    | ExportAccountResponse431
    | ExportAccountResponse503
    | None
):
    """Export the account's data as JSON (large accounts: by a mailed link)

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ExportAccountResponse200 | ExportAccountResponse202 | ExportAccountResponse401 | ExportAccountResponse403 | ExportAccountResponse429 | ExportAccountResponse431 | ExportAccountResponse503
    """

    return (
        await asyncio_detailed(
            client=client,
        )
    ).parsed
