from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.get_branding_response_200 import GetBrandingResponse200
from ...models.get_branding_response_401 import GetBrandingResponse401
from ...models.get_branding_response_403 import GetBrandingResponse403
from ...models.get_branding_response_429 import GetBrandingResponse429
from ...models.get_branding_response_431 import GetBrandingResponse431
from ...models.get_branding_response_503 import GetBrandingResponse503
from ...types import Response


def _get_kwargs() -> dict[str, Any]:

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/settings/branding",
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> (
    GetBrandingResponse200
    | GetBrandingResponse401
    | GetBrandingResponse403
    | GetBrandingResponse429
    | GetBrandingResponse431
    | GetBrandingResponse503
    | None
):
    if response.status_code == 200:
        response_200 = GetBrandingResponse200.from_dict(response.json())

        return response_200

    if response.status_code == 401:
        response_401 = GetBrandingResponse401.from_dict(response.json())

        return response_401

    if response.status_code == 403:
        response_403 = GetBrandingResponse403.from_dict(response.json())

        return response_403

    if response.status_code == 429:
        response_429 = GetBrandingResponse429.from_dict(response.json())

        return response_429

    if response.status_code == 431:
        response_431 = GetBrandingResponse431.from_dict(response.json())

        return response_431

    if response.status_code == 503:
        response_503 = GetBrandingResponse503.from_dict(response.json())

        return response_503

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[
    GetBrandingResponse200
    | GetBrandingResponse401
    | GetBrandingResponse403
    | GetBrandingResponse429
    | GetBrandingResponse431
    | GetBrandingResponse503
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
    GetBrandingResponse200
    | GetBrandingResponse401
    | GetBrandingResponse403
    | GetBrandingResponse429
    | GetBrandingResponse431
    | GetBrandingResponse503
]:
    """The white-label branding of your PDF reports (Rampart's defaults, `custom: false`, when none is set)

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[GetBrandingResponse200 | GetBrandingResponse401 | GetBrandingResponse403 | GetBrandingResponse429 | GetBrandingResponse431 | GetBrandingResponse503]
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
    GetBrandingResponse200
    | GetBrandingResponse401
    | GetBrandingResponse403
    | GetBrandingResponse429
    | GetBrandingResponse431
    | GetBrandingResponse503
    | None
):
    """The white-label branding of your PDF reports (Rampart's defaults, `custom: false`, when none is set)

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        GetBrandingResponse200 | GetBrandingResponse401 | GetBrandingResponse403 | GetBrandingResponse429 | GetBrandingResponse431 | GetBrandingResponse503
    """

    return sync_detailed(
        client=client,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
) -> Response[
    GetBrandingResponse200
    | GetBrandingResponse401
    | GetBrandingResponse403
    | GetBrandingResponse429
    | GetBrandingResponse431
    | GetBrandingResponse503
]:
    """The white-label branding of your PDF reports (Rampart's defaults, `custom: false`, when none is set)

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[GetBrandingResponse200 | GetBrandingResponse401 | GetBrandingResponse403 | GetBrandingResponse429 | GetBrandingResponse431 | GetBrandingResponse503]
    """

    kwargs = _get_kwargs()

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient,
) -> (
    GetBrandingResponse200
    | GetBrandingResponse401
    | GetBrandingResponse403
    | GetBrandingResponse429
    | GetBrandingResponse431
    | GetBrandingResponse503
    | None
):
    """The white-label branding of your PDF reports (Rampart's defaults, `custom: false`, when none is set)

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        GetBrandingResponse200 | GetBrandingResponse401 | GetBrandingResponse403 | GetBrandingResponse429 | GetBrandingResponse431 | GetBrandingResponse503
    """

    return (
        await asyncio_detailed(
            client=client,
        )
    ).parsed
