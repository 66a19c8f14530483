from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.create_portal_session_body_type_0 import CreatePortalSessionBodyType0
from ...models.create_portal_session_response_200 import CreatePortalSessionResponse200
from ...models.create_portal_session_response_400 import CreatePortalSessionResponse400
from ...models.create_portal_session_response_401 import CreatePortalSessionResponse401
from ...models.create_portal_session_response_403 import CreatePortalSessionResponse403
from ...models.create_portal_session_response_409 import CreatePortalSessionResponse409
from ...models.create_portal_session_response_413 import CreatePortalSessionResponse413
from ...models.create_portal_session_response_422 import CreatePortalSessionResponse422
from ...models.create_portal_session_response_429 import CreatePortalSessionResponse429
from ...models.create_portal_session_response_431 import CreatePortalSessionResponse431
from ...models.create_portal_session_response_503 import CreatePortalSessionResponse503
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    body: CreatePortalSessionBodyType0 | None,
    idempotency_key: str | Unset = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(idempotency_key, Unset):
        headers["Idempotency-Key"] = idempotency_key

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/billing/portal",
    }

    if isinstance(body, CreatePortalSessionBodyType0):
        _kwargs["json"] = body.to_dict()
    else:
        _kwargs["json"] = body

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> (
    CreatePortalSessionResponse200
    | CreatePortalSessionResponse400
    | CreatePortalSessionResponse401
    | CreatePortalSessionResponse403
    | CreatePortalSessionResponse409
    | CreatePortalSessionResponse413
    | CreatePortalSessionResponse422
    | CreatePortalSessionResponse429
    | CreatePortalSessionResponse431
    | CreatePortalSessionResponse503
    | None
):
    if response.status_code == 200:
        response_200 = CreatePortalSessionResponse200.from_dict(response.json())

        return response_200

    if response.status_code == 400:
        response_400 = CreatePortalSessionResponse400.from_dict(response.json())

        return response_400

    if response.status_code == 401:
        response_401 = CreatePortalSessionResponse401.from_dict(response.json())

        return response_401

    if response.status_code == 403:
        response_403 = CreatePortalSessionResponse403.from_dict(response.json())

        return response_403

    if response.status_code == 409:
        response_409 = CreatePortalSessionResponse409.from_dict(response.json())

        return response_409

    if response.status_code == 413:
        response_413 = CreatePortalSessionResponse413.from_dict(response.json())

        return response_413

    if response.status_code == 422:
        response_422 = CreatePortalSessionResponse422.from_dict(response.json())

        return response_422

    if response.status_code == 429:
        response_429 = CreatePortalSessionResponse429.from_dict(response.json())

        return response_429

    if response.status_code == 431:
        response_431 = CreatePortalSessionResponse431.from_dict(response.json())

        return response_431

    if response.status_code == 503:
        response_503 = CreatePortalSessionResponse503.from_dict(response.json())

        return response_503

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[
    CreatePortalSessionResponse200
    | CreatePortalSessionResponse400
    | CreatePortalSessionResponse401
    | CreatePortalSessionResponse403
    | CreatePortalSessionResponse409
    | CreatePortalSessionResponse413
    | CreatePortalSessionResponse422
    | CreatePortalSessionResponse429
    | CreatePortalSessionResponse431
    | CreatePortalSessionResponse503
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
    body: CreatePortalSessionBodyType0 | None,
    idempotency_key: str | Unset = UNSET,
) -> Response[
    CreatePortalSessionResponse200
    | CreatePortalSessionResponse400
    | CreatePortalSessionResponse401
    | CreatePortalSessionResponse403
    | CreatePortalSessionResponse409
    | CreatePortalSessionResponse413
    | CreatePortalSessionResponse422
    | CreatePortalSessionResponse429
    | CreatePortalSessionResponse431
    | CreatePortalSessionResponse503
]:
    """The processor's customer portal (payment method, invoices, cancel)

    Args:
        idempotency_key (str | Unset):
        body (CreatePortalSessionBodyType0 | None):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[CreatePortalSessionResponse200 | CreatePortalSessionResponse400 | CreatePortalSessionResponse401 | CreatePortalSessionResponse403 | CreatePortalSessionResponse409 | CreatePortalSessionResponse413 | CreatePortalSessionResponse422 | CreatePortalSessionResponse429 | CreatePortalSessionResponse431 | CreatePortalSessionResponse503]
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
    body: CreatePortalSessionBodyType0 | None,
    idempotency_key: str | Unset = UNSET,
) -> (
    CreatePortalSessionResponse200
    | CreatePortalSessionResponse400
    | CreatePortalSessionResponse401
    | CreatePortalSessionResponse403
    | CreatePortalSessionResponse409
    | CreatePortalSessionResponse413
    | CreatePortalSessionResponse422
    | CreatePortalSessionResponse429
    | CreatePortalSessionResponse431
    | CreatePortalSessionResponse503
    | None
):
    """The processor's customer portal (payment method, invoices, cancel)

    Args:
        idempotency_key (str | Unset):
        body (CreatePortalSessionBodyType0 | None):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        CreatePortalSessionResponse200 | CreatePortalSessionResponse400 | CreatePortalSessionResponse401 | CreatePortalSessionResponse403 | CreatePortalSessionResponse409 | CreatePortalSessionResponse413 | CreatePortalSessionResponse422 | CreatePortalSessionResponse429 | CreatePortalSessionResponse431 | CreatePortalSessionResponse503
    """

    return sync_detailed(
        client=client,
        body=body,
        idempotency_key=idempotency_key,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    body: CreatePortalSessionBodyType0 | None,
    idempotency_key: str | Unset = UNSET,
) -> Response[
    CreatePortalSessionResponse200
    | CreatePortalSessionResponse400
    | CreatePortalSessionResponse401
    | CreatePortalSessionResponse403
    | CreatePortalSessionResponse409
    | CreatePortalSessionResponse413
    | CreatePortalSessionResponse422
    | CreatePortalSessionResponse429
    | CreatePortalSessionResponse431
    | CreatePortalSessionResponse503
]:
    """The processor's customer portal (payment method, invoices, cancel)

    Args:
        idempotency_key (str | Unset):
        body (CreatePortalSessionBodyType0 | None):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[CreatePortalSessionResponse200 | CreatePortalSessionResponse400 | CreatePortalSessionResponse401 | CreatePortalSessionResponse403 | CreatePortalSessionResponse409 | CreatePortalSessionResponse413 | CreatePortalSessionResponse422 | CreatePortalSessionResponse429 | CreatePortalSessionResponse431 | CreatePortalSessionResponse503]
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
    body: CreatePortalSessionBodyType0 | None,
    idempotency_key: str | Unset = UNSET,
) -> (
    CreatePortalSessionResponse200
    | CreatePortalSessionResponse400
    | CreatePortalSessionResponse401
    | CreatePortalSessionResponse403
    | CreatePortalSessionResponse409
    | CreatePortalSessionResponse413
    | CreatePortalSessionResponse422
    | CreatePortalSessionResponse429
    | CreatePortalSessionResponse431
    | CreatePortalSessionResponse503
    | None
):
    """The processor's customer portal (payment method, invoices, cancel)

    Args:
        idempotency_key (str | Unset):
        body (CreatePortalSessionBodyType0 | None):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        CreatePortalSessionResponse200 | CreatePortalSessionResponse400 | CreatePortalSessionResponse401 | CreatePortalSessionResponse403 | CreatePortalSessionResponse409 | CreatePortalSessionResponse413 | CreatePortalSessionResponse422 | CreatePortalSessionResponse429 | CreatePortalSessionResponse431 | CreatePortalSessionResponse503
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
            idempotency_key=idempotency_key,
        )
    ).parsed
