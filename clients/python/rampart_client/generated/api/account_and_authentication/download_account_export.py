from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.download_account_export_response_200 import (
    DownloadAccountExportResponse200,
)
from ...models.download_account_export_response_401 import (
    DownloadAccountExportResponse401,
)
from ...models.download_account_export_response_403 import (
    DownloadAccountExportResponse403,
)
from ...models.download_account_export_response_404 import (
    DownloadAccountExportResponse404,
)
from ...models.download_account_export_response_422 import (
    DownloadAccountExportResponse422,
)
from ...models.download_account_export_response_429 import (
    DownloadAccountExportResponse429,
)
from ...models.download_account_export_response_431 import (
    DownloadAccountExportResponse431,
)
from ...models.download_account_export_response_503 import (
    DownloadAccountExportResponse503,
)
from ...types import UNSET, Response


def _get_kwargs(
    *,
    token: str,
) -> dict[str, Any]:

    params: dict[str, Any] = {}

    params["token"] = token

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/account/export/download",
        "params": params,
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> (
    DownloadAccountExportResponse200
    | DownloadAccountExportResponse401
    | DownloadAccountExportResponse403
    | DownloadAccountExportResponse404
    | DownloadAccountExportResponse422
    | DownloadAccountExportResponse429
    | DownloadAccountExportResponse431
    | DownloadAccountExportResponse503
    | None
):
    if response.status_code == 200:
        response_200 = DownloadAccountExportResponse200.from_dict(response.json())

        return response_200

    if response.status_code == 401:
        response_401 = DownloadAccountExportResponse401.from_dict(response.json())

        return response_401

    if response.status_code == 403:
        response_403 = DownloadAccountExportResponse403.from_dict(response.json())

        return response_403

    if response.status_code == 404:
        response_404 = DownloadAccountExportResponse404.from_dict(response.json())

        return response_404

    if response.status_code == 422:
        response_422 = DownloadAccountExportResponse422.from_dict(response.json())

        return response_422

    if response.status_code == 429:
        response_429 = DownloadAccountExportResponse429.from_dict(response.json())

        return response_429

    if response.status_code == 431:
        response_431 = DownloadAccountExportResponse431.from_dict(response.json())

        return response_431

    if response.status_code == 503:
        response_503 = DownloadAccountExportResponse503.from_dict(response.json())

        return response_503

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[
    DownloadAccountExportResponse200
    | DownloadAccountExportResponse401
    | DownloadAccountExportResponse403
    | DownloadAccountExportResponse404
    | DownloadAccountExportResponse422
    | DownloadAccountExportResponse429
    | DownloadAccountExportResponse431
    | DownloadAccountExportResponse503
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
    token: str,
) -> Response[
    DownloadAccountExportResponse200
    | DownloadAccountExportResponse401
    | DownloadAccountExportResponse403
    | DownloadAccountExportResponse404
    | DownloadAccountExportResponse422
    | DownloadAccountExportResponse429
    | DownloadAccountExportResponse431
    | DownloadAccountExportResponse503
]:
    """Download an export archive through the link mailed for it

    Args:
        token (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[DownloadAccountExportResponse200 | DownloadAccountExportResponse401 | DownloadAccountExportResponse403 | DownloadAccountExportResponse404 | DownloadAccountExportResponse422 | DownloadAccountExportResponse429 | DownloadAccountExportResponse431 | DownloadAccountExportResponse503]
    """

    kwargs = _get_kwargs(
        token=token,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    *,
    client: AuthenticatedClient,
    token: str,
) -> (
    DownloadAccountExportResponse200
    | DownloadAccountExportResponse401
    | DownloadAccountExportResponse403
    | DownloadAccountExportResponse404
    | DownloadAccountExportResponse422
    | DownloadAccountExportResponse429
    | DownloadAccountExportResponse431
    | DownloadAccountExportResponse503
    | None
):
    """Download an export archive through the link mailed for it

    Args:
        token (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        DownloadAccountExportResponse200 | DownloadAccountExportResponse401 | DownloadAccountExportResponse403 | DownloadAccountExportResponse404 | DownloadAccountExportResponse422 | DownloadAccountExportResponse429 | DownloadAccountExportResponse431 | DownloadAccountExportResponse503
    """

    return sync_detailed(
        client=client,
        token=token,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    token: str,
) -> Response[
    DownloadAccountExportResponse200
    | DownloadAccountExportResponse401
    | DownloadAccountExportResponse403
    | DownloadAccountExportResponse404
    | DownloadAccountExportResponse422
    | DownloadAccountExportResponse429
    | DownloadAccountExportResponse431
    | DownloadAccountExportResponse503
]:
    """Download an export archive through the link mailed for it

    Args:
        token (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[DownloadAccountExportResponse200 | DownloadAccountExportResponse401 | DownloadAccountExportResponse403 | DownloadAccountExportResponse404 | DownloadAccountExportResponse422 | DownloadAccountExportResponse429 | DownloadAccountExportResponse431 | DownloadAccountExportResponse503]
    """

    kwargs = _get_kwargs(
        token=token,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient,
    token: str,
) -> (
    DownloadAccountExportResponse200
    | DownloadAccountExportResponse401
    | DownloadAccountExportResponse403
    | DownloadAccountExportResponse404
    | DownloadAccountExportResponse422
    | DownloadAccountExportResponse429
    | DownloadAccountExportResponse431
    | DownloadAccountExportResponse503
    | None
):
    """Download an export archive through the link mailed for it

    Args:
        token (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        DownloadAccountExportResponse200 | DownloadAccountExportResponse401 | DownloadAccountExportResponse403 | DownloadAccountExportResponse404 | DownloadAccountExportResponse422 | DownloadAccountExportResponse429 | DownloadAccountExportResponse431 | DownloadAccountExportResponse503
    """

    return (
        await asyncio_detailed(
            client=client,
            token=token,
        )
    ).parsed
