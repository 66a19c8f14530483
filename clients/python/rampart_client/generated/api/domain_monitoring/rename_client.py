from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.rename_client_body import RenameClientBody
from ...models.rename_client_response_200 import RenameClientResponse200
from ...models.rename_client_response_400 import RenameClientResponse400
from ...models.rename_client_response_401 import RenameClientResponse401
from ...models.rename_client_response_403 import RenameClientResponse403
from ...models.rename_client_response_404 import RenameClientResponse404
from ...models.rename_client_response_409 import RenameClientResponse409
from ...models.rename_client_response_413 import RenameClientResponse413
from ...models.rename_client_response_414 import RenameClientResponse414
from ...models.rename_client_response_422 import RenameClientResponse422
from ...models.rename_client_response_429 import RenameClientResponse429
from ...models.rename_client_response_431 import RenameClientResponse431
from ...models.rename_client_response_503 import RenameClientResponse503
from ...types import UNSET, Response, Unset


def _get_kwargs(
    client_id: int,
    *,
    body: RenameClientBody,
    idempotency_key: str | Unset = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(idempotency_key, Unset):
        headers["Idempotency-Key"] = idempotency_key

    _kwargs: dict[str, Any] = {
        "method": "patch",
        "url": "/v1/clients/{client_id}".format(
            client_id=quote(str(client_id), safe=""),
        ),
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> (
    RenameClientResponse200
    | RenameClientResponse400
    | RenameClientResponse401
    | RenameClientResponse403
    | RenameClientResponse404
    | RenameClientResponse409
    | RenameClientResponse413
    | RenameClientResponse414
    | RenameClientResponse422
    | RenameClientResponse429
    | RenameClientResponse431
    | RenameClientResponse503
    | None
):
    if response.status_code == 200:
        response_200 = RenameClientResponse200.from_dict(response.json())

        return response_200

    if response.status_code == 400:
        response_400 = RenameClientResponse400.from_dict(response.json())

        return response_400

    if response.status_code == 401:
        response_401 = RenameClientResponse401.from_dict(response.json())

        return response_401

    if response.status_code == 403:
        response_403 = RenameClientResponse403.from_dict(response.json())

        return response_403

    if response.status_code == 404:
        response_404 = RenameClientResponse404.from_dict(response.json())

        return response_404

    if response.status_code == 409:
        response_409 = RenameClientResponse409.from_dict(response.json())

        return response_409

    if response.status_code == 413:
        response_413 = RenameClientResponse413.from_dict(response.json())

        return response_413

    if response.status_code == 414:
        response_414 = RenameClientResponse414.from_dict(response.json())

        return response_414

    if response.status_code == 422:
        response_422 = RenameClientResponse422.from_dict(response.json())

        return response_422

    if response.status_code == 429:
        response_429 = RenameClientResponse429.from_dict(response.json())

        return response_429

    if response.status_code == 431:
        response_431 = RenameClientResponse431.from_dict(response.json())

        return response_431

    if response.status_code == 503:
        response_503 = RenameClientResponse503.from_dict(response.json())

        return response_503

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[
    RenameClientResponse200
    | RenameClientResponse400
    | RenameClientResponse401
    | RenameClientResponse403
    | RenameClientResponse404
    | RenameClientResponse409
    | RenameClientResponse413
    | RenameClientResponse414
    | RenameClientResponse422
    | RenameClientResponse429
    | RenameClientResponse431
    | RenameClientResponse503
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
    body: RenameClientBody,
    idempotency_key: str | Unset = UNSET,
) -> Response[
    RenameClientResponse200
    | RenameClientResponse400
    | RenameClientResponse401
    | RenameClientResponse403
    | RenameClientResponse404
    | RenameClientResponse409
    | RenameClientResponse413
    | RenameClientResponse414
    | RenameClientResponse422
    | RenameClientResponse429
    | RenameClientResponse431
    | RenameClientResponse503
]:
    """Rename a client

    Args:
        client_id (int):
        idempotency_key (str | Unset):
        body (RenameClientBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[RenameClientResponse200 | RenameClientResponse400 | RenameClientResponse401 | RenameClientResponse403 | RenameClientResponse404 | RenameClientResponse409 | RenameClientResponse413 | RenameClientResponse414 | RenameClientResponse422 | RenameClientResponse429 | RenameClientResponse431 | RenameClientResponse503]
    """

    kwargs = _get_kwargs(
        client_id=client_id,
        body=body,
        idempotency_key=idempotency_key,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    client_id: int,
    *,
    client: AuthenticatedClient,
    body: RenameClientBody,
    idempotency_key: str | Unset = UNSET,
) -> (
    RenameClientResponse200
    | RenameClientResponse400
    | RenameClientResponse401
    | RenameClientResponse403
    | RenameClientResponse404
    | RenameClientResponse409
    | RenameClientResponse413
    | RenameClientResponse414
    | RenameClientResponse422
    | RenameClientResponse429
    | RenameClientResponse431
    | RenameClientResponse503
    | None
):
    """Rename a client

    Args:
        client_id (int):
        idempotency_key (str | Unset):
        body (RenameClientBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        RenameClientResponse200 | RenameClientResponse400 | RenameClientResponse401 | RenameClientResponse403 | RenameClientResponse404 | RenameClientResponse409 | RenameClientResponse413 | RenameClientResponse414 | RenameClientResponse422 | RenameClientResponse429 | RenameClientResponse431 | RenameClientResponse503
    """

    return sync_detailed(
        client_id=client_id,
        client=client,
        body=body,
        idempotency_key=idempotency_key,
    ).parsed


async def asyncio_detailed(
    client_id: int,
    *,
    client: AuthenticatedClient,
    body: RenameClientBody,
    idempotency_key: str | Unset = UNSET,
) -> Response[
    RenameClientResponse200
    | RenameClientResponse400
    | RenameClientResponse401
    | RenameClientResponse403
    | RenameClientResponse404
    | RenameClientResponse409
    | RenameClientResponse413
    | RenameClientResponse414
    | RenameClientResponse422
    | RenameClientResponse429
    | RenameClientResponse431
    | RenameClientResponse503
]:
    """Rename a client

    Args:
        client_id (int):
        idempotency_key (str | Unset):
        body (RenameClientBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[RenameClientResponse200 | RenameClientResponse400 | RenameClientResponse401 | RenameClientResponse403 | RenameClientResponse404 | RenameClientResponse409 | RenameClientResponse413 | RenameClientResponse414 | RenameClientResponse422 | RenameClientResponse429 | RenameClientResponse431 | RenameClientResponse503]
    """

    kwargs = _get_kwargs(
        client_id=client_id,
        body=body,
        idempotency_key=idempotency_key,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    client_id: int,
    *,
    client: AuthenticatedClient,
    body: RenameClientBody,
    idempotency_key: str | Unset = UNSET,
) -> (
    RenameClientResponse200
    | RenameClientResponse400
    | RenameClientResponse401
    | RenameClientResponse403
    | RenameClientResponse404
    | RenameClientResponse409
    | RenameClientResponse413
    | RenameClientResponse414
    | RenameClientResponse422
    | RenameClientResponse429
    | RenameClientResponse431
    | RenameClientResponse503
    | None
):
    """Rename a client

    Args:
        client_id (int):
        idempotency_key (str | Unset):
        body (RenameClientBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        RenameClientResponse200 | RenameClientResponse400 | RenameClientResponse401 | RenameClientResponse403 | RenameClientResponse404 | RenameClientResponse409 | RenameClientResponse413 | RenameClientResponse414 | RenameClientResponse422 | RenameClientResponse429 | RenameClientResponse431 | RenameClientResponse503
    """

    return (
        await asyncio_detailed(
            client_id=client_id,
            client=client,
            body=body,
            idempotency_key=idempotency_key,
        )
    ).parsed
