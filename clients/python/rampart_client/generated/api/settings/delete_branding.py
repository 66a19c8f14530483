from http import HTTPStatus
from typing import Any, cast

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.delete_branding_response_401 import DeleteBrandingResponse401
from ...models.delete_branding_response_403 import DeleteBrandingResponse403
from ...models.delete_branding_response_409 import DeleteBrandingResponse409
from ...models.delete_branding_response_422 import DeleteBrandingResponse422
from ...models.delete_branding_response_429 import DeleteBrandingResponse429
from ...models.delete_branding_response_431 import DeleteBrandingResponse431
from ...models.delete_branding_response_503 import DeleteBrandingResponse503
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    idempotency_key: str | Unset = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(idempotency_key, Unset):
        headers["Idempotency-Key"] = idempotency_key

    _kwargs: dict[str, Any] = {
        "method": "delete",
        "url": "/v1/settings/branding",
    }

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> (
    Any
    | DeleteBrandingResponse401
    | DeleteBrandingResponse403
    | DeleteBrandingResponse409
    | DeleteBrandingResponse422
    | DeleteBrandingResponse429
    | DeleteBrandingResponse431
    | DeleteBrandingResponse503
    | None
):
    if response.status_code == 204:
        response_204 = cast(Any, None)
        return response_204

    if response.status_code == 401:
        response_401 = DeleteBrandingResponse401.from_dict(response.json())

        return response_401

    if response.status_code == 403:
        response_403 = DeleteBrandingResponse403.from_dict(response.json())

        return response_403

    if response.status_code == 409:
        response_409 = DeleteBrandingResponse409.from_dict(response.json())

        return response_409

    if response.status_code == 422:
        response_422 = DeleteBrandingResponse422.from_dict(response.json())

        return response_422

    if response.status_code == 429:
        response_429 = DeleteBrandingResponse429.from_dict(response.json())

        return response_429

    if response.status_code == 431:
        response_431 = DeleteBrandingResponse431.from_dict(response.json())

        return response_431

    if response.status_code == 503:
        response_503 = DeleteBrandingResponse503.from_dict(response.json())

        return response_503

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[
    Any
    | DeleteBrandingResponse401
    | DeleteBrandingResponse403
    | DeleteBrandingResponse409
    | DeleteBrandingResponse422
    | DeleteBrandingResponse429
    | DeleteBrandingResponse431
    | DeleteBrandingResponse503
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
    idempotency_key: str | Unset = UNSET,
) -> Response[
    Any
    | DeleteBrandingResponse401
    | DeleteBrandingResponse403
    | DeleteBrandingResponse409
    | DeleteBrandingResponse422
    | DeleteBrandingResponse429
    | DeleteBrandingResponse431
    | DeleteBrandingResponse503
]:
    """Remove the white-label branding (new reports use Rampart's)

    Args:
        idempotency_key (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | DeleteBrandingResponse401 | DeleteBrandingResponse403 | DeleteBrandingResponse409 | DeleteBrandingResponse422 | DeleteBrandingResponse429 | DeleteBrandingResponse431 | DeleteBrandingResponse503]
    """

    kwargs = _get_kwargs(
        idempotency_key=idempotency_key,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    *,
    client: AuthenticatedClient,
    idempotency_key: str | Unset = UNSET,
) -> (
    Any
    | DeleteBrandingResponse401
    | DeleteBrandingResponse403
    | DeleteBrandingResponse409
    | DeleteBrandingResponse422
    | DeleteBrandingResponse429
    | DeleteBrandingResponse431
    | DeleteBrandingResponse503
    | None
):
    """Remove the white-label branding (new reports use Rampart's)

    Args:
        idempotency_key (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | DeleteBrandingResponse401 | DeleteBrandingResponse403 | DeleteBrandingResponse409 | DeleteBrandingResponse422 | DeleteBrandingResponse429 | DeleteBrandingResponse431 | DeleteBrandingResponse503
    """

    return sync_detailed(
        client=client,
        idempotency_key=idempotency_key,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    idempotency_key: str | Unset = UNSET,
) -> Response[
    Any
    | DeleteBrandingResponse401
    | DeleteBrandingResponse403
    | DeleteBrandingResponse409
    | DeleteBrandingResponse422
    | DeleteBrandingResponse429
    | DeleteBrandingResponse431
    | DeleteBrandingResponse503
]:
    """Remove the white-label branding (new reports use Rampart's)

    Args:
        idempotency_key (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | DeleteBrandingResponse401 | DeleteBrandingResponse403 | DeleteBrandingResponse409 | DeleteBrandingResponse422 | DeleteBrandingResponse429 | DeleteBrandingResponse431 | DeleteBrandingResponse503]
    """

    kwargs = _get_kwargs(
        idempotency_key=idempotency_key,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient,
    idempotency_key: str | Unset = UNSET,
) -> (
    Any
    | DeleteBrandingResponse401
    | DeleteBrandingResponse403
    | DeleteBrandingResponse409
    | DeleteBrandingResponse422
    | DeleteBrandingResponse429
    | DeleteBrandingResponse431
    | DeleteBrandingResponse503
    | None
):
    """Remove the white-label branding (new reports use Rampart's)

    Args:
        idempotency_key (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | DeleteBrandingResponse401 | DeleteBrandingResponse403 | DeleteBrandingResponse409 | DeleteBrandingResponse422 | DeleteBrandingResponse429 | DeleteBrandingResponse431 | DeleteBrandingResponse503
    """

    return (
        await asyncio_detailed(
            client=client,
            idempotency_key=idempotency_key,
        )
    ).parsed
