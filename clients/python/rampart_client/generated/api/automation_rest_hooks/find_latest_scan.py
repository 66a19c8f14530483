from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.find_latest_scan_response_200_item import FindLatestScanResponse200Item
from ...models.find_latest_scan_response_400 import FindLatestScanResponse400
from ...models.find_latest_scan_response_401 import FindLatestScanResponse401
from ...models.find_latest_scan_response_403 import FindLatestScanResponse403
from ...models.find_latest_scan_response_422 import FindLatestScanResponse422
from ...models.find_latest_scan_response_429 import FindLatestScanResponse429
from ...models.find_latest_scan_response_431 import FindLatestScanResponse431
from ...models.find_latest_scan_response_503 import FindLatestScanResponse503
from ...types import UNSET, Response


def _get_kwargs(
    *,
    domain: str,
) -> dict[str, Any]:

    params: dict[str, Any] = {}

    params["domain"] = domain

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/hooks/searches/latest-scan",
        "params": params,
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> (
    FindLatestScanResponse400
    | FindLatestScanResponse401
    | FindLatestScanResponse403
    | FindLatestScanResponse422
    | FindLatestScanResponse429
    | FindLatestScanResponse431
    | FindLatestScanResponse503
    | list[FindLatestScanResponse200Item]
    | None
):
    if response.status_code == 200:
        response_200 = []
        _response_200 = response.json()
        for response_200_item_data in _response_200:
            response_200_item = FindLatestScanResponse200Item.from_dict(
                response_200_item_data
            )

            response_200.append(response_200_item)

        return response_200

    if response.status_code == 400:
        response_400 = FindLatestScanResponse400.from_dict(response.json())

        return response_400

    if response.status_code == 401:
        response_401 = FindLatestScanResponse401.from_dict(response.json())

        return response_401

    if response.status_code == 403:
        response_403 = FindLatestScanResponse403.from_dict(response.json())

        return response_403

    if response.status_code == 422:
        response_422 = FindLatestScanResponse422.from_dict(response.json())

        return response_422

    if response.status_code == 429:
        response_429 = FindLatestScanResponse429.from_dict(response.json())

        return response_429

    if response.status_code == 431:
        response_431 = FindLatestScanResponse431.from_dict(response.json())

        return response_431

    if response.status_code == 503:
        response_503 = FindLatestScanResponse503.from_dict(response.json())

        return response_503

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[
    FindLatestScanResponse400
    | FindLatestScanResponse401
    | FindLatestScanResponse403
    | FindLatestScanResponse422
    | FindLatestScanResponse429
    | FindLatestScanResponse431
    | FindLatestScanResponse503
    | list[FindLatestScanResponse200Item]
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
    domain: str,
) -> Response[
    FindLatestScanResponse400
    | FindLatestScanResponse401
    | FindLatestScanResponse403
    | FindLatestScanResponse422
    | FindLatestScanResponse429
    | FindLatestScanResponse431
    | FindLatestScanResponse503
    | list[FindLatestScanResponse200Item]
]:
    """The latest completed scan of a domain: an array of one, or empty when there is none

     Included in Professional, Enterprise; other plans get 403 with upgrade_url.

    Args:
        domain (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[FindLatestScanResponse400 | FindLatestScanResponse401 | FindLatestScanResponse403 | FindLatestScanResponse422 | FindLatestScanResponse429 | FindLatestScanResponse431 | FindLatestScanResponse503 | list[FindLatestScanResponse200Item]]
    """

    kwargs = _get_kwargs(
        domain=domain,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    *,
    client: AuthenticatedClient,
    domain: str,
) -> (
    FindLatestScanResponse400
    | FindLatestScanResponse401
    | FindLatestScanResponse403
    | FindLatestScanResponse422
    | FindLatestScanResponse429
    | FindLatestScanResponse431
    | FindLatestScanResponse503
    | list[FindLatestScanResponse200Item]
    | None
):
    """The latest completed scan of a domain: an array of one, or empty when there is none

     Included in Professional, Enterprise; other plans get 403 with upgrade_url.

    Args:
        domain (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        FindLatestScanResponse400 | FindLatestScanResponse401 | FindLatestScanResponse403 | FindLatestScanResponse422 | FindLatestScanResponse429 | FindLatestScanResponse431 | FindLatestScanResponse503 | list[FindLatestScanResponse200Item]
    """

    return sync_detailed(
        client=client,
        domain=domain,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    domain: str,
) -> Response[
    FindLatestScanResponse400
    | FindLatestScanResponse401
    | FindLatestScanResponse403
    | FindLatestScanResponse422
    | FindLatestScanResponse429
    | FindLatestScanResponse431
    | FindLatestScanResponse503
    | list[FindLatestScanResponse200Item]
]:
    """The latest completed scan of a domain: an array of one, or empty when there is none

     Included in Professional, Enterprise; other plans get 403 with upgrade_url.

    Args:
        domain (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[FindLatestScanResponse400 | FindLatestScanResponse401 | FindLatestScanResponse403 | FindLatestScanResponse422 | FindLatestScanResponse429 | FindLatestScanResponse431 | FindLatestScanResponse503 | list[FindLatestScanResponse200Item]]
    """

    kwargs = _get_kwargs(
        domain=domain,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient,
    domain: str,
) -> (
    FindLatestScanResponse400
    | FindLatestScanResponse401
    | FindLatestScanResponse403
    | FindLatestScanResponse422
    | FindLatestScanResponse429
    | FindLatestScanResponse431
    | FindLatestScanResponse503
    | list[FindLatestScanResponse200Item]
    | None
):
    """The latest completed scan of a domain: an array of one, or empty when there is none

     Included in Professional, Enterprise; other plans get 403 with upgrade_url.

    Args:
        domain (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        FindLatestScanResponse400 | FindLatestScanResponse401 | FindLatestScanResponse403 | FindLatestScanResponse422 | FindLatestScanResponse429 | FindLatestScanResponse431 | FindLatestScanResponse503 | list[FindLatestScanResponse200Item]
    """

    return (
        await asyncio_detailed(
            client=client,
            domain=domain,
        )
    ).parsed
