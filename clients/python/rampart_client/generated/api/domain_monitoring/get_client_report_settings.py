from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.get_client_report_settings_response_200 import (
    GetClientReportSettingsResponse200,
)
from ...models.get_client_report_settings_response_401 import (
    GetClientReportSettingsResponse401,
)
from ...models.get_client_report_settings_response_403 import (
    GetClientReportSettingsResponse403,
)
from ...models.get_client_report_settings_response_404 import (
    GetClientReportSettingsResponse404,
)
from ...models.get_client_report_settings_response_414 import (
    GetClientReportSettingsResponse414,
)
from ...models.get_client_report_settings_response_422 import (
    GetClientReportSettingsResponse422,
)
from ...models.get_client_report_settings_response_429 import (
    GetClientReportSettingsResponse429,
)
from ...models.get_client_report_settings_response_431 import (
    GetClientReportSettingsResponse431,
)
from ...models.get_client_report_settings_response_503 import (
    GetClientReportSettingsResponse503,
)
from ...types import Response


def _get_kwargs(
    client_id: int,
) -> dict[str, Any]:

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/clients/{client_id}/report-settings".format(
            client_id=quote(str(client_id), safe=""),
        ),
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> (
    GetClientReportSettingsResponse200
    | GetClientReportSettingsResponse401
    | GetClientReportSettingsResponse403
    | GetClientReportSettingsResponse404
    | GetClientReportSettingsResponse414
    | GetClientReportSettingsResponse422
    | GetClientReportSettingsResponse429
    | GetClientReportSettingsResponse431
    | GetClientReportSettingsResponse503
    | None
):
    if response.status_code == 200:
        response_200 = GetClientReportSettingsResponse200.from_dict(response.json())

        return response_200

    if response.status_code == 401:
        response_401 = GetClientReportSettingsResponse401.from_dict(response.json())

        return response_401

    if response.status_code == 403:
        response_403 = GetClientReportSettingsResponse403.from_dict(response.json())

        return response_403

    if response.status_code == 404:
        response_404 = GetClientReportSettingsResponse404.from_dict(response.json())

        return response_404

    if response.status_code == 414:
        response_414 = GetClientReportSettingsResponse414.from_dict(response.json())

        return response_414

    if response.status_code == 422:
        response_422 = GetClientReportSettingsResponse422.from_dict(response.json())

        return response_422

    if response.status_code == 429:
        response_429 = GetClientReportSettingsResponse429.from_dict(response.json())

        return response_429

    if response.status_code == 431:
        response_431 = GetClientReportSettingsResponse431.from_dict(response.json())

        return response_431

    if response.status_code == 503:
        response_503 = GetClientReportSettingsResponse503.from_dict(response.json())

        return response_503

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[
    GetClientReportSettingsResponse200
    | GetClientReportSettingsResponse401
    | GetClientReportSettingsResponse403
    | GetClientReportSettingsResponse404
    | GetClientReportSettingsResponse414
    | GetClientReportSettingsResponse422
    | GetClientReportSettingsResponse429
    | GetClientReportSettingsResponse431
    | GetClientReportSettingsResponse503
]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    client_id: int,
    *,
    client: AuthenticatedClient,
) -> Response[
    GetClientReportSettingsResponse200
    | GetClientReportSettingsResponse401
    | GetClientReportSettingsResponse403
    | GetClientReportSettingsResponse404
    | GetClientReportSettingsResponse414
    | GetClientReportSettingsResponse422
    | GetClientReportSettingsResponse429
    | GetClientReportSettingsResponse431
    | GetClientReportSettingsResponse503
]:
    """A client's scheduled report settings

    Args:
        client_id (int):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[GetClientReportSettingsResponse200 | GetClientReportSettingsResponse401 | GetClientReportSettingsResponse403 | GetClientReportSettingsResponse404 | GetClientReportSettingsResponse414 | GetClientReportSettingsResponse422 | GetClientReportSettingsResponse429 | GetClientReportSettingsResponse431 | GetClientReportSettingsResponse503]
    """

    kwargs = _get_kwargs(
        client_id=client_id,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    client_id: int,
    *,
    client: AuthenticatedClient,
) -> (
    GetClientReportSettingsResponse200
    | GetClientReportSettingsResponse401
    | GetClientReportSettingsResponse403
    | GetClientReportSettingsResponse404
    | GetClientReportSettingsResponse414
    | GetClientReportSettingsResponse422
    | GetClientReportSettingsResponse429
    | GetClientReportSettingsResponse431
    | GetClientReportSettingsResponse503
    | None
):
    """A client's scheduled report settings

    Args:
        client_id (int):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        GetClientReportSettingsResponse200 | GetClientReportSettingsResponse401 | GetClientReportSettingsResponse403 | GetClientReportSettingsResponse404 | GetClientReportSettingsResponse414 | GetClientReportSettingsResponse422 | GetClientReportSettingsResponse429 | GetClientReportSettingsResponse431 | GetClientReportSettingsResponse503
    """

    return sync_detailed(
        client_id=client_id,
        client=client,
    ).parsed


async def asyncio_detailed(
    client_id: int,
    *,
    client: AuthenticatedClient,
) -> Response[
    GetClientReportSettingsResponse200
    | GetClientReportSettingsResponse401
    | GetClientReportSettingsResponse403
    | GetClientReportSettingsResponse404
    | GetClientReportSettingsResponse414
    | GetClientReportSettingsResponse422
    | GetClientReportSettingsResponse429
    | GetClientReportSettingsResponse431
    | GetClientReportSettingsResponse503
]:
    """A client's scheduled report settings

    Args:
        client_id (int):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[GetClientReportSettingsResponse200 | GetClientReportSettingsResponse401 | GetClientReportSettingsResponse403 | GetClientReportSettingsResponse404 | GetClientReportSettingsResponse414 | GetClientReportSettingsResponse422 | GetClientReportSettingsResponse429 | GetClientReportSettingsResponse431 | GetClientReportSettingsResponse503]
    """

    kwargs = _get_kwargs(
        client_id=client_id,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    client_id: int,
    *,
    client: AuthenticatedClient,
) -> (
    GetClientReportSettingsResponse200
    | GetClientReportSettingsResponse401
    | GetClientReportSettingsResponse403
    | GetClientReportSettingsResponse404
    | GetClientReportSettingsResponse414
    | GetClientReportSettingsResponse422
    | GetClientReportSettingsResponse429
    | GetClientReportSettingsResponse431
    | GetClientReportSettingsResponse503
    | None
):
    """A client's scheduled report settings

    Args:
        client_id (int):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        GetClientReportSettingsResponse200 | GetClientReportSettingsResponse401 | GetClientReportSettingsResponse403 | GetClientReportSettingsResponse404 | GetClientReportSettingsResponse414 | GetClientReportSettingsResponse422 | GetClientReportSettingsResponse429 | GetClientReportSettingsResponse431 | GetClientReportSettingsResponse503
    """

    return (
        await asyncio_detailed(
            client_id=client_id,
            client=client,
        )
    ).parsed
