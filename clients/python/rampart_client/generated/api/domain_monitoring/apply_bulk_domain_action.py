from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.apply_bulk_domain_action_body import ApplyBulkDomainActionBody
from ...models.apply_bulk_domain_action_response_200 import (
    ApplyBulkDomainActionResponse200,
)
from ...models.apply_bulk_domain_action_response_400 import (
    ApplyBulkDomainActionResponse400,
)
from ...models.apply_bulk_domain_action_response_401 import (
    ApplyBulkDomainActionResponse401,
)
from ...models.apply_bulk_domain_action_response_403 import (
    ApplyBulkDomainActionResponse403,
)
from ...models.apply_bulk_domain_action_response_409 import (
    ApplyBulkDomainActionResponse409,
)
from ...models.apply_bulk_domain_action_response_413 import (
    ApplyBulkDomainActionResponse413,
)
from ...models.apply_bulk_domain_action_response_422 import (
    ApplyBulkDomainActionResponse422,
)
from ...models.apply_bulk_domain_action_response_429 import (
    ApplyBulkDomainActionResponse429,
)
from ...models.apply_bulk_domain_action_response_431 import (
    ApplyBulkDomainActionResponse431,
)
from ...models.apply_bulk_domain_action_response_503 import (
    ApplyBulkDomainActionResponse503,
)
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    body: ApplyBulkDomainActionBody,
    idempotency_key: str | Unset = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(idempotency_key, Unset):
        headers["Idempotency-Key"] = idempotency_key

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/domains/bulk-actions",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> (
    ApplyBulkDomainActionResponse200
    | ApplyBulkDomainActionResponse400
    | ApplyBulkDomainActionResponse401
    | ApplyBulkDomainActionResponse403
    | ApplyBulkDomainActionResponse409
    | ApplyBulkDomainActionResponse413
    | ApplyBulkDomainActionResponse422
    | ApplyBulkDomainActionResponse429
    | ApplyBulkDomainActionResponse431
    | ApplyBulkDomainActionResponse503
    | None
):
    if response.status_code == 200:
        response_200 = ApplyBulkDomainActionResponse200.from_dict(response.json())

        return response_200

    if response.status_code == 400:
        response_400 = ApplyBulkDomainActionResponse400.from_dict(response.json())

        return response_400

    if response.status_code == 401:
        response_401 = ApplyBulkDomainActionResponse401.from_dict(response.json())

        return response_401

    if response.status_code == 403:
        response_403 = ApplyBulkDomainActionResponse403.from_dict(response.json())

        return response_403

    if response.status_code == 409:
        response_409 = ApplyBulkDomainActionResponse409.from_dict(response.json())

        return response_409

    if response.status_code == 413:
        response_413 = ApplyBulkDomainActionResponse413.from_dict(response.json())

        return response_413

    if response.status_code == 422:
        response_422 = ApplyBulkDomainActionResponse422.from_dict(response.json())

        return response_422

    if response.status_code == 429:
        response_429 = ApplyBulkDomainActionResponse429.from_dict(response.json())

        return response_429

    if response.status_code == 431:
        response_431 = ApplyBulkDomainActionResponse431.from_dict(response.json())

        return response_431

    if response.status_code == 503:
        response_503 = ApplyBulkDomainActionResponse503.from_dict(response.json())

        return response_503

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[
    ApplyBulkDomainActionResponse200
    | ApplyBulkDomainActionResponse400
    | ApplyBulkDomainActionResponse401
    | ApplyBulkDomainActionResponse403
    | ApplyBulkDomainActionResponse409
    | ApplyBulkDomainActionResponse413
    | ApplyBulkDomainActionResponse422
    | ApplyBulkDomainActionResponse429
    | ApplyBulkDomainActionResponse431
    | ApplyBulkDomainActionResponse503
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
    body: ApplyBulkDomainActionBody,
    idempotency_key: str | Unset = UNSET,
) -> Response[
    ApplyBulkDomainActionResponse200
    | ApplyBulkDomainActionResponse400
    | ApplyBulkDomainActionResponse401
    | ApplyBulkDomainActionResponse403
    | ApplyBulkDomainActionResponse409
    | ApplyBulkDomainActionResponse413
    | ApplyBulkDomainActionResponse422
    | ApplyBulkDomainActionResponse429
    | ApplyBulkDomainActionResponse431
    | ApplyBulkDomainActionResponse503
]:
    """Change many monitored domains at once: assign_client (client_id, null for none), add_tags,
    remove_tags (tags), set_frequency (scan_frequency), remove (each domain and its schedule)

    Args:
        idempotency_key (str | Unset):
        body (ApplyBulkDomainActionBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ApplyBulkDomainActionResponse200 | ApplyBulkDomainActionResponse400 | ApplyBulkDomainActionResponse401 | ApplyBulkDomainActionResponse403 | ApplyBulkDomainActionResponse409 | ApplyBulkDomainActionResponse413 | ApplyBulkDomainActionResponse422 | ApplyBulkDomainActionResponse429 | ApplyBulkDomainActionResponse431 | ApplyBulkDomainActionResponse503]
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
    body: ApplyBulkDomainActionBody,
    idempotency_key: str | Unset = UNSET,
) -> (
    ApplyBulkDomainActionResponse200
    | ApplyBulkDomainActionResponse400
    | ApplyBulkDomainActionResponse401
    | ApplyBulkDomainActionResponse403
    | ApplyBulkDomainActionResponse409
    | ApplyBulkDomainActionResponse413
    | ApplyBulkDomainActionResponse422
    | ApplyBulkDomainActionResponse429
    | ApplyBulkDomainActionResponse431
    | ApplyBulkDomainActionResponse503
    | None
):
    """Change many monitored domains at once: assign_client (client_id, null for none), add_tags,
    remove_tags (tags), set_frequency (scan_frequency), remove (each domain and its schedule)

    Args:
        idempotency_key (str | Unset):
        body (ApplyBulkDomainActionBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ApplyBulkDomainActionResponse200 | ApplyBulkDomainActionResponse400 | ApplyBulkDomainActionResponse401 | ApplyBulkDomainActionResponse403 | ApplyBulkDomainActionResponse409 | ApplyBulkDomainActionResponse413 | ApplyBulkDomainActionResponse422 | ApplyBulkDomainActionResponse429 | ApplyBulkDomainActionResponse431 | ApplyBulkDomainActionResponse503
    """

    return sync_detailed(
        client=client,
        body=body,
        idempotency_key=idempotency_key,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    body: ApplyBulkDomainActionBody,
    idempotency_key: str | Unset = UNSET,
) -> Response[
    ApplyBulkDomainActionResponse200
    | ApplyBulkDomainActionResponse400
    | ApplyBulkDomainActionResponse401
    | ApplyBulkDomainActionResponse403
    | ApplyBulkDomainActionResponse409
    | ApplyBulkDomainActionResponse413
    | ApplyBulkDomainActionResponse422
    | ApplyBulkDomainActionResponse429
    | ApplyBulkDomainActionResponse431
    | ApplyBulkDomainActionResponse503
]:
    """Change many monitored domains at once: assign_client (client_id, null for none), add_tags,
    remove_tags (tags), set_frequency (scan_frequency), remove (each domain and its schedule)

    Args:
        idempotency_key (str | Unset):
        body (ApplyBulkDomainActionBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ApplyBulkDomainActionResponse200 | ApplyBulkDomainActionResponse400 | ApplyBulkDomainActionResponse401 | ApplyBulkDomainActionResponse403 | ApplyBulkDomainActionResponse409 | ApplyBulkDomainActionResponse413 | ApplyBulkDomainActionResponse422 | ApplyBulkDomainActionResponse429 | ApplyBulkDomainActionResponse431 | ApplyBulkDomainActionResponse503]
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
    body: ApplyBulkDomainActionBody,
    idempotency_key: str | Unset = UNSET,
) -> (
    ApplyBulkDomainActionResponse200
    | ApplyBulkDomainActionResponse400
    | ApplyBulkDomainActionResponse401
    | ApplyBulkDomainActionResponse403
    | ApplyBulkDomainActionResponse409
    | ApplyBulkDomainActionResponse413
    | ApplyBulkDomainActionResponse422
    | ApplyBulkDomainActionResponse429
    | ApplyBulkDomainActionResponse431
    | ApplyBulkDomainActionResponse503
    | None
):
    """Change many monitored domains at once: assign_client (client_id, null for none), add_tags,
    remove_tags (tags), set_frequency (scan_frequency), remove (each domain and its schedule)

    Args:
        idempotency_key (str | Unset):
        body (ApplyBulkDomainActionBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ApplyBulkDomainActionResponse200 | ApplyBulkDomainActionResponse400 | ApplyBulkDomainActionResponse401 | ApplyBulkDomainActionResponse403 | ApplyBulkDomainActionResponse409 | ApplyBulkDomainActionResponse413 | ApplyBulkDomainActionResponse422 | ApplyBulkDomainActionResponse429 | ApplyBulkDomainActionResponse431 | ApplyBulkDomainActionResponse503
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
            idempotency_key=idempotency_key,
        )
    ).parsed
