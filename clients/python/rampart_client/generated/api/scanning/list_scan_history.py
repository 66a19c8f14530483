from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.list_scan_history_response_200 import ListScanHistoryResponse200
from ...models.list_scan_history_response_401 import ListScanHistoryResponse401
from ...models.list_scan_history_response_403 import ListScanHistoryResponse403
from ...models.list_scan_history_response_422 import ListScanHistoryResponse422
from ...models.list_scan_history_response_429 import ListScanHistoryResponse429
from ...models.list_scan_history_response_431 import ListScanHistoryResponse431
from ...models.list_scan_history_response_503 import ListScanHistoryResponse503
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    limit: int | Unset = 50,
    client_id: int | Unset = UNSET,
    tag: str | Unset = UNSET,
) -> dict[str, Any]:

    params: dict[str, Any] = {}

    params["limit"] = limit

    params["client_id"] = client_id

    params["tag"] = tag

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/scan/history",
        "params": params,
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> (
    ListScanHistoryResponse200
    | ListScanHistoryResponse401
    | ListScanHistoryResponse403
    | ListScanHistoryResponse422
    | ListScanHistoryResponse429
    | ListScanHistoryResponse431
    | ListScanHistoryResponse503
    | None
):
    if response.status_code == 200:
        response_200 = ListScanHistoryResponse200.from_dict(response.json())

        return response_200

    if response.status_code == 401:
        response_401 = ListScanHistoryResponse401.from_dict(response.json())

        return response_401

    if response.status_code == 403:
        response_403 = ListScanHistoryResponse403.from_dict(response.json())

        return response_403

    if response.status_code == 422:
        response_422 = ListScanHistoryResponse422.from_dict(response.json())

        return response_422

    if response.status_code == 429:
        response_429 = ListScanHistoryResponse429.from_dict(response.json())

        return response_429

    if response.status_code == 431:
        response_431 = ListScanHistoryResponse431.from_dict(response.json())

        return response_431

    if response.status_code == 503:
        response_503 = ListScanHistoryResponse503.from_dict(response.json())

        return response_503

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[
    ListScanHistoryResponse200
    | ListScanHistoryResponse401
    | ListScanHistoryResponse403
    | ListScanHistoryResponse422
    | ListScanHistoryResponse429
    | ListScanHistoryResponse431
    | ListScanHistoryResponse503
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
    limit: int | Unset = 50,
    client_id: int | Unset = UNSET,
    tag: str | Unset = UNSET,
) -> Response[
    ListScanHistoryResponse200
    | ListScanHistoryResponse401
    | ListScanHistoryResponse403
    | ListScanHistoryResponse422
    | ListScanHistoryResponse429
    | ListScanHistoryResponse431
    | ListScanHistoryResponse503
]:
    """Scan history, newest first (no paging); `client_id` and `tag` narrow it to monitored domains

    Args:
        limit (int | Unset):  Default: 50.
        client_id (int | Unset):
        tag (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ListScanHistoryResponse200 | ListScanHistoryResponse401 | ListScanHistoryResponse403 | ListScanHistoryResponse422 | ListScanHistoryResponse429 | ListScanHistoryResponse431 | ListScanHistoryResponse503]
    """

    kwargs = _get_kwargs(
        limit=limit,
        client_id=client_id,
        tag=tag,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    *,
    client: AuthenticatedClient,
    limit: int | Unset = 50,
    client_id: int | Unset = UNSET,
    tag: str | Unset = UNSET,
) -> (
    ListScanHistoryResponse200
    | ListScanHistoryResponse401
    | ListScanHistoryResponse403
    | ListScanHistoryResponse422
    | ListScanHistoryResponse429
    | ListScanHistoryResponse431
    | ListScanHistoryResponse503
    | None
):
    """Scan history, newest first (no paging); `client_id` and `tag` narrow it to monitored domains

    Args:
        limit (int | Unset):  Default: 50.
        client_id (int | Unset):
        tag (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ListScanHistoryResponse200 | ListScanHistoryResponse401 | ListScanHistoryResponse403 | ListScanHistoryResponse422 | ListScanHistoryResponse429 | ListScanHistoryResponse431 | ListScanHistoryResponse503
    """

    return sync_detailed(
        client=client,
        limit=limit,
        client_id=client_id,
        tag=tag,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    limit: int | Unset = 50,
    client_id: int | Unset = UNSET,
    tag: str | Unset = UNSET,
) -> Response[
    ListScanHistoryResponse200
    | ListScanHistoryResponse401
    | ListScanHistoryResponse403
    | ListScanHistoryResponse422
    | ListScanHistoryResponse429
    | ListScanHistoryResponse431
    | ListScanHistoryResponse503
]:
    """Scan history, newest first (no paging); `client_id` and `tag` narrow it to monitored domains

    Args:
        limit (int | Unset):  Default: 50.
        client_id (int | Unset):
        tag (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ListScanHistoryResponse200 | ListScanHistoryResponse401 | ListScanHistoryResponse403 | ListScanHistoryResponse422 | ListScanHistoryResponse429 | ListScanHistoryResponse431 | ListScanHistoryResponse503]
    """

    kwargs = _get_kwargs(
        limit=limit,
        client_id=client_id,
        tag=tag,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient,
    limit: int | Unset = 50,
    client_id: int | Unset = UNSET,
    tag: str | Unset = UNSET,
) -> (
    ListScanHistoryResponse200
    | ListScanHistoryResponse401
    | ListScanHistoryResponse403
    | ListScanHistoryResponse422
    | ListScanHistoryResponse429
    | ListScanHistoryResponse431
    | ListScanHistoryResponse503
    | None
):
    """Scan history, newest first (no paging); `client_id` and `tag` narrow it to monitored domains

    Args:
        limit (int | Unset):  Default: 50.
        client_id (int | Unset):
        tag (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ListScanHistoryResponse200 | ListScanHistoryResponse401 | ListScanHistoryResponse403 | ListScanHistoryResponse422 | ListScanHistoryResponse429 | ListScanHistoryResponse431 | ListScanHistoryResponse503
    """

    return (
        await asyncio_detailed(
            client=client,
            limit=limit,
            client_id=client_id,
            tag=tag,
        )
    ).parsed
