from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.import_monitored_domains_body import ImportMonitoredDomainsBody
from ...models.import_monitored_domains_response_202 import (
    ImportMonitoredDomainsResponse202,
)
from ...models.import_monitored_domains_response_400 import (
    ImportMonitoredDomainsResponse400,
)
from ...models.import_monitored_domains_response_401 import (
    ImportMonitoredDomainsResponse401,
)
from ...models.import_monitored_domains_response_403 import (
    ImportMonitoredDomainsResponse403,
)
from ...models.import_monitored_domains_response_409 import (
    ImportMonitoredDomainsResponse409,
)
from ...models.import_monitored_domains_response_413 import (
    ImportMonitoredDomainsResponse413,
)
from ...models.import_monitored_domains_response_422 import (
    ImportMonitoredDomainsResponse422,
)
from ...models.import_monitored_domains_response_429 import (
    ImportMonitoredDomainsResponse429,
)
from ...models.import_monitored_domains_response_431 import (
    ImportMonitoredDomainsResponse431,
)
from ...models.import_monitored_domains_response_503 import (
    ImportMonitoredDomainsResponse503,
)
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    body: ImportMonitoredDomainsBody,
    idempotency_key: str | Unset = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(idempotency_key, Unset):
        headers["Idempotency-Key"] = idempotency_key

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/domains/bulk",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> (
    ImportMonitoredDomainsResponse202
    | ImportMonitoredDomainsResponse400
    | ImportMonitoredDomainsResponse401
    | ImportMonitoredDomainsResponse403
    | ImportMonitoredDomainsResponse409
    | ImportMonitoredDomainsResponse413
    | ImportMonitoredDomainsResponse422
    | ImportMonitoredDomainsResponse429
    | ImportMonitoredDomainsResponse431
    | ImportMonitoredDomainsResponse503
    | None
):
    if response.status_code == 202:
        response_202 = ImportMonitoredDomainsResponse202.from_dict(response.json())

        return response_202

    if response.status_code == 400:
        response_400 = ImportMonitoredDomainsResponse400.from_dict(response.json())

        return response_400

    if response.status_code == 401:
        response_401 = ImportMonitoredDomainsResponse401.from_dict(response.json())

        return response_401

    if response.status_code == 403:
        response_403 = ImportMonitoredDomainsResponse403.from_dict(response.json())

        return response_403

    if response.status_code == 409:
        response_409 = ImportMonitoredDomainsResponse409.from_dict(response.json())

        return response_409

    if response.status_code == 413:
        response_413 = ImportMonitoredDomainsResponse413.from_dict(response.json())

        return response_413

    if response.status_code == 422:
        response_422 = ImportMonitoredDomainsResponse422.from_dict(response.json())

        return response_422

    if response.status_code == 429:
        response_429 = ImportMonitoredDomainsResponse429.from_dict(response.json())

        return response_429

    if response.status_code == 431:
        response_431 = ImportMonitoredDomainsResponse431.from_dict(response.json())

        return response_431

    if response.status_code == 503:
        response_503 = ImportMonitoredDomainsResponse503.from_dict(response.json())

        return response_503

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[
    ImportMonitoredDomainsResponse202
    | ImportMonitoredDomainsResponse400
    | ImportMonitoredDomainsResponse401
    | ImportMonitoredDomainsResponse403
    | ImportMonitoredDomainsResponse409
    | ImportMonitoredDomainsResponse413
    | ImportMonitoredDomainsResponse422
    | ImportMonitoredDomainsResponse429
    | ImportMonitoredDomainsResponse431
    | ImportMonitoredDomainsResponse503
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
    body: ImportMonitoredDomainsBody,
    idempotency_key: str | Unset = UNSET,
) -> Response[
    ImportMonitoredDomainsResponse202
    | ImportMonitoredDomainsResponse400
    | ImportMonitoredDomainsResponse401
    | ImportMonitoredDomainsResponse403
    | ImportMonitoredDomainsResponse409
    | ImportMonitoredDomainsResponse413
    | ImportMonitoredDomainsResponse422
    | ImportMonitoredDomainsResponse429
    | ImportMonitoredDomainsResponse431
    | ImportMonitoredDomainsResponse503
]:
    """Import up to 1000 monitored domains (JSON items or CSV text); 202 with the import to follow

    Args:
        idempotency_key (str | Unset):
        body (ImportMonitoredDomainsBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ImportMonitoredDomainsResponse202 | ImportMonitoredDomainsResponse400 | ImportMonitoredDomainsResponse401 | ImportMonitoredDomainsResponse403 | ImportMonitoredDomainsResponse409 | ImportMonitoredDomainsResponse413 | ImportMonitoredDomainsResponse422 | ImportMonitoredDomainsResponse429 | ImportMonitoredDomainsResponse431 | ImportMonitoredDomainsResponse503]
    """

    kwargs = _get_kwargs(
        body=body,
        idempotency_key=idempotency_key,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    *,
    client: AuthenticatedClient,
    body: ImportMonitoredDomainsBody,
    idempotency_key: str | Unset = UNSET,
) -> (
    ImportMonitoredDomainsResponse202
    | ImportMonitoredDomainsResponse400
    | ImportMonitoredDomainsResponse401
    | ImportMonitoredDomainsResponse403
    | ImportMonitoredDomainsResponse409
    | ImportMonitoredDomainsResponse413
    | ImportMonitoredDomainsResponse422
    | ImportMonitoredDomainsResponse429
    | ImportMonitoredDomainsResponse431
    | ImportMonitoredDomainsResponse503
    | None
):
    """Import up to 1000 monitored domains (JSON items or CSV text); 202 with the import to follow

    Args:
        idempotency_key (str | Unset):
        body (ImportMonitoredDomainsBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ImportMonitoredDomainsResponse202 | ImportMonitoredDomainsResponse400 | ImportMonitoredDomainsResponse401 | ImportMonitoredDomainsResponse403 | ImportMonitoredDomainsResponse409 | ImportMonitoredDomainsResponse413 | ImportMonitoredDomainsResponse422 | ImportMonitoredDomainsResponse429 | ImportMonitoredDomainsResponse431 | ImportMonitoredDomainsResponse503
    """

    return sync_detailed(
        client=client,
        body=body,
        idempotency_key=idempotency_key,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    body: ImportMonitoredDomainsBody,
    idempotency_key: str | Unset = UNSET,
) -> Response[
    ImportMonitoredDomainsResponse202
    | ImportMonitoredDomainsResponse400
    | ImportMonitoredDomainsResponse401
    | ImportMonitoredDomainsResponse403
    | ImportMonitoredDomainsResponse409
    | ImportMonitoredDomainsResponse413
    | ImportMonitoredDomainsResponse422
    | ImportMonitoredDomainsResponse429
    | ImportMonitoredDomainsResponse431
    | ImportMonitoredDomainsResponse503
]:
    """Import up to 1000 monitored domains (JSON items or CSV text); 202 with the import to follow

    Args:
        idempotency_key (str | Unset):
        body (ImportMonitoredDomainsBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ImportMonitoredDomainsResponse202 | ImportMonitoredDomainsResponse400 | ImportMonitoredDomainsResponse401 | ImportMonitoredDomainsResponse403 | ImportMonitoredDomainsResponse409 | ImportMonitoredDomainsResponse413 | ImportMonitoredDomainsResponse422 | ImportMonitoredDomainsResponse429 | ImportMonitoredDomainsResponse431 | ImportMonitoredDomainsResponse503]
    """

    kwargs = _get_kwargs(
        body=body,
        idempotency_key=idempotency_key,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient,
    body: ImportMonitoredDomainsBody,
    idempotency_key: str | Unset = UNSET,
) -> (
    ImportMonitoredDomainsResponse202
    | ImportMonitoredDomainsResponse400
    | ImportMonitoredDomainsResponse401
    | ImportMonitoredDomainsResponse403
    | ImportMonitoredDomainsResponse409
    | ImportMonitoredDomainsResponse413
    | ImportMonitoredDomainsResponse422
    | ImportMonitoredDomainsResponse429
    | ImportMonitoredDomainsResponse431
    | ImportMonitoredDomainsResponse503
    | None
):
    """Import up to 1000 monitored domains (JSON items or CSV text); 202 with the import to follow

    Args:
        idempotency_key (str | Unset):
        body (ImportMonitoredDomainsBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ImportMonitoredDomainsResponse202 | ImportMonitoredDomainsResponse400 | ImportMonitoredDomainsResponse401 | ImportMonitoredDomainsResponse403 | ImportMonitoredDomainsResponse409 | ImportMonitoredDomainsResponse413 | ImportMonitoredDomainsResponse422 | ImportMonitoredDomainsResponse429 | ImportMonitoredDomainsResponse431 | ImportMonitoredDomainsResponse503
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
            idempotency_key=idempotency_key,
        )
    ).parsed
