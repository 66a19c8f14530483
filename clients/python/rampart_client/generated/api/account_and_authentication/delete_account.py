from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.delete_account_body import DeleteAccountBody
from ...models.delete_account_response_202 import DeleteAccountResponse202
from ...models.delete_account_response_400 import DeleteAccountResponse400
from ...models.delete_account_response_401 import DeleteAccountResponse401
from ...models.delete_account_response_403 import DeleteAccountResponse403
from ...models.delete_account_response_409 import DeleteAccountResponse409
from ...models.delete_account_response_413 import DeleteAccountResponse413
from ...models.delete_account_response_422 import DeleteAccountResponse422
from ...models.delete_account_response_429 import DeleteAccountResponse429
from ...models.delete_account_response_431 import DeleteAccountResponse431
from ...models.delete_account_response_503 import DeleteAccountResponse503
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    body: DeleteAccountBody,
    idempotency_key: str | Unset = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(idempotency_key, Unset):
        headers["Idempotency-Key"] = idempotency_key

    _kwargs: dict[str, Any] = {
        "method": "delete",
        "url": "/v1/account",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> (
    DeleteAccountResponse202
    | DeleteAccountResponse400
    | DeleteAccountResponse401
    | DeleteAccountResponse403
    | DeleteAccountResponse409
    | DeleteAccountResponse413
    | DeleteAccountResponse422
    | DeleteAccountResponse429
    | DeleteAccountResponse431
    | DeleteAccountResponse503
    | None
):
    if response.status_code == 202:
        response_202 = DeleteAccountResponse202.from_dict(response.json())

        return response_202

    if response.status_code == 400:
        response_400 = DeleteAccountResponse400.from_dict(response.json())

        return response_400

    if response.status_code == 401:
        response_401 = DeleteAccountResponse401.from_dict(response.json())

        return response_401

    if response.status_code == 403:
        response_403 = DeleteAccountResponse403.from_dict(response.json())

        return response_403

    if response.status_code == 409:
        response_409 = DeleteAccountResponse409.from_dict(response.json())

        return response_409

    if response.status_code == 413:
        response_413 = DeleteAccountResponse413.from_dict(response.json())

        return response_413

    if response.status_code == 422:
        response_422 = DeleteAccountResponse422.from_dict(response.json())

        return response_422

    if response.status_code == 429:
        response_429 = DeleteAccountResponse429.from_dict(response.json())

        return response_429

    if response.status_code == 431:
        response_431 = DeleteAccountResponse431.from_dict(response.json())

        return response_431

    if response.status_code == 503:
        response_503 = DeleteAccountResponse503.from_dict(response.json())

        return response_503

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[
    DeleteAccountResponse202
    | DeleteAccountResponse400
    | DeleteAccountResponse401
    | DeleteAccountResponse403
    | DeleteAccountResponse409
    | DeleteAccountResponse413
    | DeleteAccountResponse422
    | DeleteAccountResponse429
    | DeleteAccountResponse431
    | DeleteAccountResponse503
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
    body: DeleteAccountBody,
    idempotency_key: str | Unset = UNSET,
) -> Response[
    DeleteAccountResponse202
    | DeleteAccountResponse400
    | DeleteAccountResponse401
    | DeleteAccountResponse403
    | DeleteAccountResponse409
    | DeleteAccountResponse413
    | DeleteAccountResponse422
    | DeleteAccountResponse429
    | DeleteAccountResponse431
    | DeleteAccountResponse503
]:
    """Delete the account and all its data (re-authentication required)

    Args:
        idempotency_key (str | Unset):
        body (DeleteAccountBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[DeleteAccountResponse202 | DeleteAccountResponse400 | DeleteAccountResponse401 | DeleteAccountResponse403 | DeleteAccountResponse409 | DeleteAccountResponse413 | DeleteAccountResponse422 | DeleteAccountResponse429 | DeleteAccountResponse431 | DeleteAccountResponse503]
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
    body: DeleteAccountBody,
    idempotency_key: str | Unset = UNSET,
) -> (
    DeleteAccountResponse202
    | DeleteAccountResponse400
    | DeleteAccountResponse401
    | DeleteAccountResponse403
    | DeleteAccountResponse409
    | DeleteAccountResponse413
    | DeleteAccountResponse422
    | DeleteAccountResponse429
    | DeleteAccountResponse431
    | DeleteAccountResponse503
    | None
):
    """Delete the account and all its data (re-authentication required)

    Args:
        idempotency_key (str | Unset):
        body (DeleteAccountBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        DeleteAccountResponse202 | DeleteAccountResponse400 | DeleteAccountResponse401 | DeleteAccountResponse403 | DeleteAccountResponse409 | DeleteAccountResponse413 | DeleteAccountResponse422 | DeleteAccountResponse429 | DeleteAccountResponse431 | DeleteAccountResponse503
    """

    return sync_detailed(
        client=client,
        body=body,
        idempotency_key=idempotency_key,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    body: DeleteAccountBody,
    idempotency_key: str | Unset = UNSET,
) -> Response[
    DeleteAccountResponse202
    | DeleteAccountResponse400
    | DeleteAccountResponse401
    | DeleteAccountResponse403
    | DeleteAccountResponse409
    | DeleteAccountResponse413
    | DeleteAccountResponse422
    | DeleteAccountResponse429
    | DeleteAccountResponse431
    | DeleteAccountResponse503
]:
    """Delete the account and all its data (re-authentication required)

    Args:
        idempotency_key (str | Unset):
        body (DeleteAccountBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[DeleteAccountResponse202 | DeleteAccountResponse400 | DeleteAccountResponse401 | DeleteAccountResponse403 | DeleteAccountResponse409 | DeleteAccountResponse413 | DeleteAccountResponse422 | DeleteAccountResponse429 | DeleteAccountResponse431 | DeleteAccountResponse503]
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
    body: DeleteAccountBody,
    idempotency_key: str | Unset = UNSET,
) -> (
    DeleteAccountResponse202
    | DeleteAccountResponse400
    | DeleteAccountResponse401
    | DeleteAccountResponse403
    | DeleteAccountResponse409
    | DeleteAccountResponse413
    | DeleteAccountResponse422
    | DeleteAccountResponse429
    | DeleteAccountResponse431
    | DeleteAccountResponse503
    | None
):
    """Delete the account and all its data (re-authentication required)

    Args:
        idempotency_key (str | Unset):
        body (DeleteAccountBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        DeleteAccountResponse202 | DeleteAccountResponse400 | DeleteAccountResponse401 | DeleteAccountResponse403 | DeleteAccountResponse409 | DeleteAccountResponse413 | DeleteAccountResponse422 | DeleteAccountResponse429 | DeleteAccountResponse431 | DeleteAccountResponse503
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
            idempotency_key=idempotency_key,
        )
    ).parsed
