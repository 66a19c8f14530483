from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.scan_monitored_domain_now_response_202 import (
    ScanMonitoredDomainNowResponse202,
)
from ...models.scan_monitored_domain_now_response_400 import (
    ScanMonitoredDomainNowResponse400,
)
from ...models.scan_monitored_domain_now_response_401 import (
    ScanMonitoredDomainNowResponse401,
)
from ...models.scan_monitored_domain_now_response_403 import (
    ScanMonitoredDomainNowResponse403,
)
from ...models.scan_monitored_domain_now_response_404 import (
    ScanMonitoredDomainNowResponse404,
)
from ...models.scan_monitored_domain_now_response_409 import (
    ScanMonitoredDomainNowResponse409,
)
from ...models.scan_monitored_domain_now_response_414 import (
    ScanMonitoredDomainNowResponse414,
)
from ...models.scan_monitored_domain_now_response_422 import (
    ScanMonitoredDomainNowResponse422,
)
from ...models.scan_monitored_domain_now_response_429 import (
    ScanMonitoredDomainNowResponse429,
)
from ...models.scan_monitored_domain_now_response_431 import (
    ScanMonitoredDomainNowResponse431,
)
from ...models.scan_monitored_domain_now_response_503 import (
    ScanMonitoredDomainNowResponse503,
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
        "method": "post",
        "url": "/v1/domains/{domain_id}/scan".format(
            domain_id=quote(str(domain_id), safe=""),
        ),
    }

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> (
    ScanMonitoredDomainNowResponse202
    | ScanMonitoredDomainNowResponse400
    | ScanMonitoredDomainNowResponse401
    | ScanMonitoredDomainNowResponse403
    | ScanMonitoredDomainNowResponse404
    | ScanMonitoredDomainNowResponse409
    | ScanMonitoredDomainNowResponse414
    | ScanMonitoredDomainNowResponse422
    | ScanMonitoredDomainNowResponse429
    | ScanMonitoredDomainNowResponse431
    | ScanMonitoredDomainNowResponse503
    | None
):
    if response.status_code == 202:
        response_202 = ScanMonitoredDomainNowResponse202.from_dict(response.json())

        return response_202

    if response.status_code == 400:
        response_400 = ScanMonitoredDomainNowResponse400.from_dict(response.json())

        return response_400

    if response.status_code == 401:
        response_401 = ScanMonitoredDomainNowResponse401.from_dict(response.json())

        return response_401

    if response.status_code == 403:
        response_403 = ScanMonitoredDomainNowResponse403.from_dict(response.json())

        return response_403

    if response.status_code == 404:
        response_404 = ScanMonitoredDomainNowResponse404.from_dict(response.json())

        return response_404

    if response.status_code == 409:
        response_409 = ScanMonitoredDomainNowResponse409.from_dict(response.json())

        return response_409

    if response.status_code == 414:
        response_414 = ScanMonitoredDomainNowResponse414.from_dict(response.json())

        return response_414

    if response.status_code == 422:
        response_422 = ScanMonitoredDomainNowResponse422.from_dict(response.json())

        return response_422

    if response.status_code == 429:
        response_429 = ScanMonitoredDomainNowResponse429.from_dict(response.json())

        return response_429

    if response.status_code == 431:
        response_431 = ScanMonitoredDomainNowResponse431.from_dict(response.json())

        return response_431

    if response.status_code == 503:
        response_503 = ScanMonitoredDomainNowResponse503.from_dict(response.json())

        return response_503

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[
    ScanMonitoredDomainNowResponse202
    | ScanMonitoredDomainNowResponse400
    | ScanMonitoredDomainNowResponse401
    | ScanMonitoredDomainNowResponse403
    | ScanMonitoredDomainNowResponse404
    | ScanMonitoredDomainNowResponse409
    | ScanMonitoredDomainNowResponse414
    | ScanMonitoredDomainNowResponse422
    | ScanMonitoredDomainNowResponse429
    | ScanMonitoredDomainNowResponse431
    | ScanMonitoredDomainNowResponse503
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
    ScanMonitoredDomainNowResponse202
    | ScanMonitoredDomainNowResponse400
    | ScanMonitoredDomainNowResponse401
    | ScanMonitoredDomainNowResponse403
    | ScanMonitoredDomainNowResponse404
    | ScanMonitoredDomainNowResponse409
    | ScanMonitoredDomainNowResponse414
    | ScanMonitoredDomainNowResponse422
    | ScanMonitoredDomainNowResponse429
    | ScanMonitoredDomainNowResponse431
    | ScanMonitoredDomainNowResponse503
]:
    """Scan a monitored domain now (1 quota scan, like POST /v1/scan)

    Args:
        domain_id (int):
        idempotency_key (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ScanMonitoredDomainNowResponse202 | ScanMonitoredDomainNowResponse400 | ScanMonitoredDomainNowResponse401 | ScanMonitoredDomainNowResponse403 | ScanMonitoredDomainNowResponse404 | ScanMonitoredDomainNowResponse409 | ScanMonitoredDomainNowResponse414 | ScanMonitoredDomainNowResponse422 | ScanMonitoredDomainNowResponse429 | ScanMonitoredDomainNowResponse431 | ScanMonitoredDomainNowResponse503]
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
    ScanMonitoredDomainNowResponse202
    | ScanMonitoredDomainNowResponse400
    | ScanMonitoredDomainNowResponse401
    | ScanMonitoredDomainNowResponse403
    | ScanMonitoredDomainNowResponse404
    | ScanMonitoredDomainNowResponse409
    | ScanMonitoredDomainNowResponse414
    | ScanMonitoredDomainNowResponse422
    | ScanMonitoredDomainNowResponse429
    | ScanMonitoredDomainNowResponse431
    | ScanMonitoredDomainNowResponse503
    | None
):
    """Scan a monitored domain now (1 quota scan, like POST /v1/scan)

    Args:
        domain_id (int):
        idempotency_key (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ScanMonitoredDomainNowResponse202 | ScanMonitoredDomainNowResponse400 | ScanMonitoredDomainNowResponse401 | ScanMonitoredDomainNowResponse403 | ScanMonitoredDomainNowResponse404 | ScanMonitoredDomainNowResponse409 | ScanMonitoredDomainNowResponse414 | ScanMonitoredDomainNowResponse422 | ScanMonitoredDomainNowResponse429 | ScanMonitoredDomainNowResponse431 | ScanMonitoredDomainNowResponse503
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
    ScanMonitoredDomainNowResponse202
    | ScanMonitoredDomainNowResponse400
    | ScanMonitoredDomainNowResponse401
    | ScanMonitoredDomainNowResponse403
    | ScanMonitoredDomainNowResponse404
    | ScanMonitoredDomainNowResponse409
    | ScanMonitoredDomainNowResponse414
    | ScanMonitoredDomainNowResponse422
    | ScanMonitoredDomainNowResponse429
    | ScanMonitoredDomainNowResponse431
    | ScanMonitoredDomainNowResponse503
]:
    """Scan a monitored domain now (1 quota scan, like POST /v1/scan)

    Args:
        domain_id (int):
        idempotency_key (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ScanMonitoredDomainNowResponse202 | ScanMonitoredDomainNowResponse400 | ScanMonitoredDomainNowResponse401 | ScanMonitoredDomainNowResponse403 | ScanMonitoredDomainNowResponse404 | ScanMonitoredDomainNowResponse409 | ScanMonitoredDomainNowResponse414 | ScanMonitoredDomainNowResponse422 | ScanMonitoredDomainNowResponse429 | ScanMonitoredDomainNowResponse431 | ScanMonitoredDomainNowResponse503]
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
    ScanMonitoredDomainNowResponse202
    | ScanMonitoredDomainNowResponse400
    | ScanMonitoredDomainNowResponse401
    | ScanMonitoredDomainNowResponse403
    | ScanMonitoredDomainNowResponse404
    | ScanMonitoredDomainNowResponse409
    | ScanMonitoredDomainNowResponse414
    | ScanMonitoredDomainNowResponse422
    | ScanMonitoredDomainNowResponse429
    | ScanMonitoredDomainNowResponse431
    | ScanMonitoredDomainNowResponse503
    | None
):
    """Scan a monitored domain now (1 quota scan, like POST /v1/scan)

    Args:
        domain_id (int):
        idempotency_key (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ScanMonitoredDomainNowResponse202 | ScanMonitoredDomainNowResponse400 | ScanMonitoredDomainNowResponse401 | ScanMonitoredDomainNowResponse403 | ScanMonitoredDomainNowResponse404 | ScanMonitoredDomainNowResponse409 | ScanMonitoredDomainNowResponse414 | ScanMonitoredDomainNowResponse422 | ScanMonitoredDomainNowResponse429 | ScanMonitoredDomainNowResponse431 | ScanMonitoredDomainNowResponse503
    """

    return (
        await asyncio_detailed(
            domain_id=domain_id,
            client=client,
            idempotency_key=idempotency_key,
        )
    ).parsed
