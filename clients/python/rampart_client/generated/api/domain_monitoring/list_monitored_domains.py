from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.list_monitored_domains_response_200 import (
    ListMonitoredDomainsResponse200,
)
from ...models.list_monitored_domains_response_401 import (
    ListMonitoredDomainsResponse401,
)
from ...models.list_monitored_domains_response_403 import (
    ListMonitoredDomainsResponse403,
)
from ...models.list_monitored_domains_response_422 import (
    ListMonitoredDomainsResponse422,
)
from ...models.list_monitored_domains_response_429 import (
    ListMonitoredDomainsResponse429,
)
from ...models.list_monitored_domains_response_431 import (
    ListMonitoredDomainsResponse431,
)
from ...models.list_monitored_domains_response_503 import (
    ListMonitoredDomainsResponse503,
)
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    client_id: int | Unset = UNSET,
    tag: str | Unset = UNSET,
) -> dict[str, Any]:

    params: dict[str, Any] = {}

    params["client_id"] = client_id

    params["tag"] = tag

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/domains",
        "params": params,
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> (
    ListMonitoredDomainsResponse200
    | ListMonitoredDomainsResponse401
    | ListMonitoredDomainsResponse403
    | ListMonitoredDomainsResponse422
    | ListMonitoredDomainsResponse429
    | ListMonitoredDomainsResponse431
    | ListMonitoredDomainsResponse503
    | None
):
    if response.status_code == 200:
        response_200 = ListMonitoredDomainsResponse200.from_dict(response.json())

        return response_200

    if response.status_code == 401:
        response_401 = ListMonitoredDomainsResponse401.from_dict(response.json())

        return response_401

    if response.status_code == 403:
        response_403 = ListMonitoredDomainsResponse403.from_dict(response.json())

        return response_403

    if response.status_code == 422:
        response_422 = ListMonitoredDomainsResponse422.from_dict(response.json())

        return response_422

    if response.status_code == 429:
        response_429 = ListMonitoredDomainsResponse429.from_dict(response.json())

        return response_429

    if response.status_code == 431:
        response_431 = ListMonitoredDomainsResponse431.from_dict(response.json())

        return response_431

    if response.status_code == 503:
        response_503 = ListMonitoredDomainsResponse503.from_dict(response.json())

        return response_503

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[
    ListMonitoredDomainsResponse200
    | ListMonitoredDomainsResponse401
    | ListMonitoredDomainsResponse403
    | ListMonitoredDomainsResponse422
    | ListMonitoredDomainsResponse429
    | ListMonitoredDomainsResponse431
    | ListMonitoredDomainsResponse503
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
    client_id: int | Unset = UNSET,
    tag: str | Unset = UNSET,
) -> Response[
    ListMonitoredDomainsResponse200
    | ListMonitoredDomainsResponse401
    | ListMonitoredDomainsResponse403
    | ListMonitoredDomainsResponse422
    | ListMonitoredDomainsResponse429
    | ListMonitoredDomainsResponse431
    | ListMonitoredDomainsResponse503
]:
    """Monitored domains (of one client or tag when asked) and the plan slot usage

    Args:
        client_id (int | Unset):
        tag (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ListMonitoredDomainsResponse200 | ListMonitoredDomainsResponse401 | ListMonitoredDomainsResponse403 | ListMonitoredDomainsResponse422 | ListMonitoredDomainsResponse429 | ListMonitoredDomainsResponse431 | ListMonitoredDomainsResponse503]
    """

    kwargs = _get_kwargs(
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
    client_id: int | Unset = UNSET,
    tag: str | Unset = UNSET,
) -> (
    ListMonitoredDomainsResponse200
    | ListMonitoredDomainsResponse401
    | ListMonitoredDomainsResponse403
    | ListMonitoredDomainsResponse422
    | ListMonitoredDomainsResponse429
    | ListMonitoredDomainsResponse431
    | ListMonitoredDomainsResponse503
    | None
):
    """Monitored domains (of one client or tag when asked) and the plan slot usage

    Args:
        client_id (int | Unset):
        tag (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ListMonitoredDomainsResponse200 | ListMonitoredDomainsResponse401 | ListMonitoredDomainsResponse403 | ListMonitoredDomainsResponse422 | ListMonitoredDomainsResponse429 | ListMonitoredDomainsResponse431 | ListMonitoredDomainsResponse503
    """

    return sync_detailed(
        client=client,
        client_id=client_id,
        tag=tag,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    client_id: int | Unset = UNSET,
    tag: str | Unset = UNSET,
) -> Response[
    ListMonitoredDomainsResponse200
    | ListMonitoredDomainsResponse401
    | ListMonitoredDomainsResponse403
    | ListMonitoredDomainsResponse422
    | ListMonitoredDomainsResponse429
    | ListMonitoredDomainsResponse431
    | ListMonitoredDomainsResponse503
]:
    """Monitored domains (of one client or tag when asked) and the plan slot usage

    Args:
        client_id (int | Unset):
        tag (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ListMonitoredDomainsResponse200 | ListMonitoredDomainsResponse401 | ListMonitoredDomainsResponse403 | ListMonitoredDomainsResponse422 | ListMonitoredDomainsResponse429 | ListMonitoredDomainsResponse431 | ListMonitoredDomainsResponse503]
    """

    kwargs = _get_kwargs(
        client_id=client_id,
        tag=tag,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient,
    client_id: int | Unset = UNSET,
    tag: str | Unset = UNSET,
) -> (
    ListMonitoredDomainsResponse200
    | ListMonitoredDomainsResponse401
    | ListMonitoredDomainsResponse403
    | ListMonitoredDomainsResponse422
    | ListMonitoredDomainsResponse429
    | ListMonitoredDomainsResponse431
    | ListMonitoredDomainsResponse503
    | None
):
    """Monitored domains (of one client or tag when asked) and the plan slot usage

    Args:
        client_id (int | Unset):
        tag (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ListMonitoredDomainsResponse200 | ListMonitoredDomainsResponse401 | ListMonitoredDomainsResponse403 | ListMonitoredDomainsResponse422 | ListMonitoredDomainsResponse429 | ListMonitoredDomainsResponse431 | ListMonitoredDomainsResponse503
    """

    return (
        await asyncio_detailed(
            client=client,
            client_id=client_id,
            tag=tag,
        )
    ).parsed
