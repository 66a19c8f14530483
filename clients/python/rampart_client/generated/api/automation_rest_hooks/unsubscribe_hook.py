from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.unsubscribe_hook_response_401 import UnsubscribeHookResponse401
from ...models.unsubscribe_hook_response_403 import UnsubscribeHookResponse403
from ...models.unsubscribe_hook_response_404 import UnsubscribeHookResponse404
from ...models.unsubscribe_hook_response_409 import UnsubscribeHookResponse409
from ...models.unsubscribe_hook_response_414 import UnsubscribeHookResponse414
from ...models.unsubscribe_hook_response_422 import UnsubscribeHookResponse422
from ...models.unsubscribe_hook_response_429 import UnsubscribeHookResponse429
from ...models.unsubscribe_hook_response_431 import UnsubscribeHookResponse431
from ...models.unsubscribe_hook_response_503 import UnsubscribeHookResponse503
from ...types import UNSET, Response, Unset


def _get_kwargs(
    hook_id: int,
    *,
    idempotency_key: str | Unset = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(idempotency_key, Unset):
        headers["Idempotency-Key"] = idempotency_key

    _kwargs: dict[str, Any] = {
        "method": "delete",
        "url": "/v1/hooks/{hook_id}".format(
            hook_id=quote(str(hook_id), safe=""),
        ),
    }

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> (
    Any
    | UnsubscribeHookResponse401
    | UnsubscribeHookResponse403
    | UnsubscribeHookResponse404
    | UnsubscribeHookResponse409
    | UnsubscribeHookResponse414
    | UnsubscribeHookResponse422
    | UnsubscribeHookResponse429
    | UnsubscribeHookResponse431
    | UnsubscribeHookResponse503
    | None
):
    if response.status_code == 204:
        response_204 = cast(Any, None)
        return response_204

    if response.status_code == 401:
        response_401 = UnsubscribeHookResponse401.from_dict(response.json())

        return response_401

    if response.status_code == 403:
        response_403 = UnsubscribeHookResponse403.from_dict(response.json())

        return response_403

    if response.status_code == 404:
        response_404 = UnsubscribeHookResponse404.from_dict(response.json())

        return response_404

    if response.status_code == 409:
        response_409 = UnsubscribeHookResponse409.from_dict(response.json())

        return response_409

    if response.status_code == 414:
        response_414 = UnsubscribeHookResponse414.from_dict(response.json())

        return response_414

    if response.status_code == 422:
        response_422 = UnsubscribeHookResponse422.from_dict(response.json())

        return response_422

    if response.status_code == 429:
        response_429 = UnsubscribeHookResponse429.from_dict(response.json())

        return response_429

    if response.status_code == 431:
        response_431 = UnsubscribeHookResponse431.from_dict(response.json())

        return response_431

    if response.status_code == 503:
        response_503 = UnsubscribeHookResponse503.from_dict(response.json())

        return response_503

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[
    Any
    | UnsubscribeHookResponse401
    | UnsubscribeHookResponse403
    | UnsubscribeHookResponse404
    | UnsubscribeHookResponse409
    | UnsubscribeHookResponse414
    | UnsubscribeHookResponse422
    | UnsubscribeHookResponse429
    | UnsubscribeHookResponse431
    | UnsubscribeHookResponse503
]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    hook_id: int,
    *,
    client: AuthenticatedClient,
    idempotency_key: str | Unset = UNSET,
) -> Response[
    Any
    | UnsubscribeHookResponse401
    | UnsubscribeHookResponse403
    | UnsubscribeHookResponse404
    | UnsubscribeHookResponse409
    | UnsubscribeHookResponse414
    | UnsubscribeHookResponse422
    | UnsubscribeHookResponse429
    | UnsubscribeHookResponse431
    | UnsubscribeHookResponse503
]:
    """Unsubscribe a REST Hook (allowed on every plan, so platforms can clean up)

    Args:
        hook_id (int):
        idempotency_key (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | UnsubscribeHookResponse401 | UnsubscribeHookResponse403 | UnsubscribeHookResponse404 | UnsubscribeHookResponse409 | UnsubscribeHookResponse414 | UnsubscribeHookResponse422 | UnsubscribeHookResponse429 | UnsubscribeHookResponse431 | UnsubscribeHookResponse503]
    """

    kwargs = _get_kwargs(
        hook_id=hook_id,
        idempotency_key=idempotency_key,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    hook_id: int,
    *,
    client: AuthenticatedClient,
    idempotency_key: str | Unset = UNSET,
) -> (
    Any
    | UnsubscribeHookResponse401
    | UnsubscribeHookResponse403
    | UnsubscribeHookResponse404
    | UnsubscribeHookResponse409
    | UnsubscribeHookResponse414
    | UnsubscribeHookResponse422
    | UnsubscribeHookResponse429
    | UnsubscribeHookResponse431
    | UnsubscribeHookResponse503
    | None
):
    """Unsubscribe a REST Hook (allowed on every plan, so platforms can clean up)

    Args:
        hook_id (int):
        idempotency_key (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | UnsubscribeHookResponse401 | UnsubscribeHookResponse403 | UnsubscribeHookResponse404 | UnsubscribeHookResponse409 | UnsubscribeHookResponse414 | UnsubscribeHookResponse422 | UnsubscribeHookResponse429 | UnsubscribeHookResponse431 | UnsubscribeHookResponse503
    """

    return sync_detailed(
        hook_id=hook_id,
        client=client,
        idempotency_key=idempotency_key,
    ).parsed


async def asyncio_detailed(
    hook_id: int,
    *,
    client: AuthenticatedClient,
    idempotency_key: str | Unset = UNSET,
) -> Response[
    Any
    | UnsubscribeHookResponse401
    | UnsubscribeHookResponse403
    | UnsubscribeHookResponse404
    | UnsubscribeHookResponse409
    | UnsubscribeHookResponse414
    | UnsubscribeHookResponse422
    | UnsubscribeHookResponse429
    | UnsubscribeHookResponse431
    | UnsubscribeHookResponse503
]:
    """Unsubscribe a REST Hook (allowed on every plan, so platforms can clean up)

    Args:
        hook_id (int):
        idempotency_key (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | UnsubscribeHookResponse401 | UnsubscribeHookResponse403 | UnsubscribeHookResponse404 | UnsubscribeHookResponse409 | UnsubscribeHookResponse414 | UnsubscribeHookResponse422 | UnsubscribeHookResponse429 | UnsubscribeHookResponse431 | UnsubscribeHookResponse503]
    """

    kwargs = _get_kwargs(
        hook_id=hook_id,
        idempotency_key=idempotency_key,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    hook_id: int,
    *,
    client: AuthenticatedClient,
    idempotency_key: str | Unset = UNSET,
) -> (
    Any
    | UnsubscribeHookResponse401
    | UnsubscribeHookResponse403
    | UnsubscribeHookResponse404
    | UnsubscribeHookResponse409
    | UnsubscribeHookResponse414
    | UnsubscribeHookResponse422
    | UnsubscribeHookResponse429
    | UnsubscribeHookResponse431
    | UnsubscribeHookResponse503
    | None
):
    """Unsubscribe a REST Hook (allowed on every plan, so platforms can clean up)

    Args:
        hook_id (int):
        idempotency_key (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | UnsubscribeHookResponse401 | UnsubscribeHookResponse403 | UnsubscribeHookResponse404 | UnsubscribeHookResponse409 | UnsubscribeHookResponse414 | UnsubscribeHookResponse422 | UnsubscribeHookResponse429 | UnsubscribeHookResponse431 | UnsubscribeHookResponse503
    """

    return (
        await asyncio_detailed(
            hook_id=hook_id,
            client=client,
            idempotency_key=idempotency_key,
        )
    ).parsed
