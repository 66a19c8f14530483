from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.remove_monitored_domain_response_200 import (
    RemoveMonitoredDomainResponse200,
)
from ...models.remove_monitored_domain_response_401 import (
    RemoveMonitoredDomainResponse401,
)
from ...models.remove_monitored_domain_response_403 import (
    RemoveMonitoredDomainResponse403,
)
from ...models.remove_monitored_domain_response_404 import (
    RemoveMonitoredDomainResponse404,
)
from ...models.remove_monitored_domain_response_409 import (
    RemoveMonitoredDomainResponse409,
)
from ...models.remove_monitored_domain_response_414 import (
    RemoveMonitoredDomainResponse414,
)
from ...models.remove_monitored_domain_response_422 import (
    RemoveMonitoredDomainResponse422,
)
from ...models.remove_monitored_domain_response_429 import (
    RemoveMonitoredDomainResponse429,
)
from ...models.remove_monitored_domain_response_431 import (
    RemoveMonitoredDomainResponse431,
)
from ...models.remove_monitored_domain_response_503 import (
    RemoveMonitoredDomainResponse503,
)
from ...types import UNSET, Response, Unset


def _get_kwargs(
    domain_id: int,
    *,
    idempotency_key: str | Unset = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(idempotency_key, Unset):
        headers["Idempotency-Key"] = idempotency_key

    _kwargs: dict[str, Any] = {
        "method": "delete",
        "url": "/v1/domains/{domain_id}".format(
            domain_id=quote(str(domain_id), safe=""),
        ),
    }

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> (
    RemoveMonitoredDomainResponse200
    | RemoveMonitoredDomainResponse401
    | RemoveMonitoredDomainResponse403
    | RemoveMonitoredDomainResponse404
    | RemoveMonitoredDomainResponse409
    | RemoveMonitoredDomainResponse414
    | RemoveMonitoredDomainResponse422
    | RemoveMonitoredDomainResponse429
    | RemoveMonitoredDomainResponse431
    | RemoveMonitoredDomainResponse503
    | None
):
    if response.status_code == 200:
        response_200 = RemoveMonitoredDomainResponse200.from_dict(response.json())

        return response_200

    if response.status_code == 401:
        response_401 = RemoveMonitoredDomainResponse401.from_dict(response.json())

        return response_401

    if response.status_code == 403:
        response_403 = RemoveMonitoredDomainResponse403.from_dict(response.json())

        return response_403

    if response.status_code == 404:
        response_404 = RemoveMonitoredDomainResponse404.from_dict(response.json())

        return response_404

    if response.status_code == 409:
        response_409 = RemoveMonitoredDomainResponse409.from_dict(response.json())

        return response_409

    if response.status_code == 414:
        response_414 = RemoveMonitoredDomainResponse414.from_dict(response.json())

        return response_414

    if response.status_code == 422:
        response_422 = RemoveMonitoredDomainResponse422.from_dict(response.json())

        return response_422

    if response.status_code == 429:
        response_429 = RemoveMonitoredDomainResponse429.from_dict(response.json())

        return response_429

    if response.status_code == 431:
        response_431 = RemoveMonitoredDomainResponse431.from_dict(response.json())

        return response_431

    if response.status_code == 503:
        response_503 = RemoveMonitoredDomainResponse503.from_dict(response.json())

        return response_503

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[
    RemoveMonitoredDomainResponse200
    | RemoveMonitoredDomainResponse401
    | RemoveMonitoredDomainResponse403
    | RemoveMonitoredDomainResponse404
    | RemoveMonitoredDomainResponse409
    | RemoveMonitoredDomainResponse414
    | RemoveMonitoredDomainResponse422
    | RemoveMonitoredDomainResponse429
    | RemoveMonitoredDomainResponse431
    | RemoveMonitoredDomainResponse503
]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    domain_id: int,
    *,
    client: AuthenticatedClient,
    idempotency_key: str | Unset = UNSET,
) -> Response[
    RemoveMonitoredDomainResponse200
    | RemoveMonitoredDomainResponse401
    | RemoveMonitoredDomainResponse403
    | RemoveMonitoredDomainResponse404
    | RemoveMonitoredDomainResponse409
    | RemoveMonitoredDomainResponse414
    | RemoveMonitoredDomainResponse422
    | RemoveMonitoredDomainResponse429
    | RemoveMonitoredDomainResponse431
    | RemoveMonitoredDomainResponse503
]:
    """Stop monitoring a domain: its schedule stops at once and its alerts go with it

    Args:
        domain_id (int):
        idempotency_key (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[RemoveMonitoredDomainResponse200 | RemoveMonitoredDomainResponse401 | RemoveMonitoredDomainResponse403 | RemoveMonitoredDomainResponse404 | RemoveMonitoredDomainResponse409 | RemoveMonitoredDomainResponse414 | RemoveMonitoredDomainResponse422 | RemoveMonitoredDomainResponse429 | RemoveMonitoredDomainResponse431 | RemoveMonitoredDomainResponse503]
    """

    kwargs = _get_kwargs(
        domain_id=domain_id,
        idempotency_key=idempotency_key,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    domain_id: int,
    *,
    client: AuthenticatedClient,
    idempotency_key: str | Unset = UNSET,
) -> (
    RemoveMonitoredDomainResponse200
    | RemoveMonitoredDomainResponse401
    | RemoveMonitoredDomainResponse403
    | RemoveMonitoredDomainResponse404
    | RemoveMonitoredDomainResponse409
    | RemoveMonitoredDomainResponse414
    | RemoveMonitoredDomainResponse422
    | RemoveMonitoredDomainResponse429
    | RemoveMonitoredDomainResponse431
    | RemoveMonitoredDomainResponse503
    | None
):
    """Stop monitoring a domain: its schedule stops at once and its alerts go with it

    Args:
        domain_id (int):
        idempotency_key (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        RemoveMonitoredDomainResponse200 | RemoveMonitoredDomainResponse401 | RemoveMonitoredDomainResponse403 | RemoveMonitoredDomainResponse404 | RemoveMonitoredDomainResponse409 | RemoveMonitoredDomainResponse414 | RemoveMonitoredDomainResponse422 | RemoveMonitoredDomainResponse429 | RemoveMonitoredDomainResponse431 | RemoveMonitoredDomainResponse503
    """

    return sync_detailed(
        domain_id=domain_id,
        client=client,
        idempotency_key=idempotency_key,
    ).parsed


async def asyncio_detailed(
    domain_id: int,
    *,
    client: AuthenticatedClient,
    idempotency_key: str | Unset = UNSET,
) -> Response[
    RemoveMonitoredDomainResponse200
    | RemoveMonitoredDomainResponse401
    | RemoveMonitoredDomainResponse403
    | RemoveMonitoredDomainResponse404
    | RemoveMonitoredDomainResponse409
    | RemoveMonitoredDomainResponse414
    | RemoveMonitoredDomainResponse422
    | RemoveMonitoredDomainResponse429
    | RemoveMonitoredDomainResponse431
    | RemoveMonitoredDomainResponse503
]:
    """Stop monitoring a domain: its schedule stops at once and its alerts go with it

    Args:
        domain_id (int):
        idempotency_key (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[RemoveMonitoredDomainResponse200 | RemoveMonitoredDomainResponse401 | RemoveMonitoredDomainResponse403 | RemoveMonitoredDomainResponse404 | RemoveMonitoredDomainResponse409 | RemoveMonitoredDomainResponse414 | RemoveMonitoredDomainResponse422 | RemoveMonitoredDomainResponse429 | RemoveMonitoredDomainResponse431 | RemoveMonitoredDomainResponse503]
    """

    kwargs = _get_kwargs(
        domain_id=domain_id,
        idempotency_key=idempotency_key,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    domain_id: int,
    *,
    client: AuthenticatedClient,
    idempotency_key: str | Unset = UNSET,
) -> (
    RemoveMonitoredDomainResponse200
    | RemoveMonitoredDomainResponse401
    | RemoveMonitoredDomainResponse403
    | RemoveMonitoredDomainResponse404
    | RemoveMonitoredDomainResponse409
    | RemoveMonitoredDomainResponse414
    | RemoveMonitoredDomainResponse422
    | RemoveMonitoredDomainResponse429
    | RemoveMonitoredDomainResponse431
    | RemoveMonitoredDomainResponse503
    | None
):
    """Stop monitoring a domain: its schedule stops at once and its alerts go with it

    Args:
        domain_id (int):
        idempotency_key (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        RemoveMonitoredDomainResponse200 | RemoveMonitoredDomainResponse401 | RemoveMonitoredDomainResponse403 | RemoveMonitoredDomainResponse404 | RemoveMonitoredDomainResponse409 | RemoveMonitoredDomainResponse414 | RemoveMonitoredDomainResponse422 | RemoveMonitoredDomainResponse429 | RemoveMonitoredDomainResponse431 | RemoveMonitoredDomainResponse503
    """

    return (
        await asyncio_detailed(
            domain_id=domain_id,
            client=client,
            idempotency_key=idempotency_key,
        )
    ).parsed
