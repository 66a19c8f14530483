from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.regenerate_api_key_response_200 import RegenerateApiKeyResponse200
from ...models.regenerate_api_key_response_401 import RegenerateApiKeyResponse401
from ...models.regenerate_api_key_response_403 import RegenerateApiKeyResponse403
from ...models.regenerate_api_key_response_409 import RegenerateApiKeyResponse409
from ...models.regenerate_api_key_response_422 import RegenerateApiKeyResponse422
from ...models.regenerate_api_key_response_429 import RegenerateApiKeyResponse429
from ...models.regenerate_api_key_response_431 import RegenerateApiKeyResponse431
from ...models.regenerate_api_key_response_503 import RegenerateApiKeyResponse503
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    idempotency_key: str | Unset = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(idempotency_key, Unset):
        headers["Idempotency-Key"] = idempotency_key

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/auth/api-key/regenerate",
    }

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> (
    RegenerateApiKeyResponse200
    | RegenerateApiKeyResponse401
    | RegenerateApiKeyResponse403
    | RegenerateApiKeyResponse409
    | RegenerateApiKeyResponse422
    | RegenerateApiKeyResponse429
    | RegenerateApiKeyResponse431
    | RegenerateApiKeyResponse503
    | None
):
    if response.status_code == 200:
        response_200 = RegenerateApiKeyResponse200.from_dict(response.json())

        return response_200

    if response.status_code == 401:
        response_401 = RegenerateApiKeyResponse401.from_dict(response.json())

        return response_401

    if response.status_code == 403:
        response_403 = RegenerateApiKeyResponse403.from_dict(response.json())

        return response_403

    if response.status_code == 409:
        response_409 = RegenerateApiKeyResponse409.from_dict(response.json())

        return response_409

    if response.status_code == 422:
        response_422 = RegenerateApiKeyResponse422.from_dict(response.json())

        return response_422

    if response.status_code == 429:
        response_429 = RegenerateApiKeyResponse429.from_dict(response.json())

        return response_429

    if response.status_code == 431:
        response_431 = RegenerateApiKeyResponse431.from_dict(response.json())

        return response_431

    if response.status_code == 503:
        response_503 = RegenerateApiKeyResponse503.from_dict(response.json())

        return response_503

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[
    RegenerateApiKeyResponse200
    | RegenerateApiKeyResponse401
    | RegenerateApiKeyResponse403
    | RegenerateApiKeyResponse409
    | RegenerateApiKeyResponse422
    | RegenerateApiKeyResponse429
    | RegenerateApiKeyResponse431
    | RegenerateApiKeyResponse503
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
    RegenerateApiKeyResponse200
    | RegenerateApiKeyResponse401
    | RegenerateApiKeyResponse403
    | RegenerateApiKeyResponse409
    | RegenerateApiKeyResponse422
    | RegenerateApiKeyResponse429
    | RegenerateApiKeyResponse431
    | RegenerateApiKeyResponse503
]:
    """Replace the API key; the old key stops working at once

    Args:
        idempotency_key (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[RegenerateApiKeyResponse200 | RegenerateApiKeyResponse401 | RegenerateApiKeyResponse403 | RegenerateApiKeyResponse409 | RegenerateApiKeyResponse422 | RegenerateApiKeyResponse429 | RegenerateApiKeyResponse431 | RegenerateApiKeyResponse503]
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
    RegenerateApiKeyResponse200
    | RegenerateApiKeyResponse401
    | RegenerateApiKeyResponse403
    | RegenerateApiKeyResponse409
    | RegenerateApiKeyResponse422
    | RegenerateApiKeyResponse429
    | RegenerateApiKeyResponse431
    | RegenerateApiKeyResponse503
    | None
):
    """Replace the API key; the old key stops working at once

    Args:
        idempotency_key (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        RegenerateApiKeyResponse200 | RegenerateApiKeyResponse401 | RegenerateApiKeyResponse403 | RegenerateApiKeyResponse409 | RegenerateApiKeyResponse422 | RegenerateApiKeyResponse429 | RegenerateApiKeyResponse431 | RegenerateApiKeyResponse503
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
    RegenerateApiKeyResponse200
    | RegenerateApiKeyResponse401
    | RegenerateApiKeyResponse403
    | RegenerateApiKeyResponse409
    | RegenerateApiKeyResponse422
    | RegenerateApiKeyResponse429
    | RegenerateApiKeyResponse431
    | RegenerateApiKeyResponse503
]:
    """Replace the API key; the old key stops working at once

    Args:
        idempotency_key (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[RegenerateApiKeyResponse200 | RegenerateApiKeyResponse401 | RegenerateApiKeyResponse403 | RegenerateApiKeyResponse409 | RegenerateApiKeyResponse422 | RegenerateApiKeyResponse429 | RegenerateApiKeyResponse431 | RegenerateApiKeyResponse503]
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
    RegenerateApiKeyResponse200
    | RegenerateApiKeyResponse401
    | RegenerateApiKeyResponse403
    | RegenerateApiKeyResponse409
    | RegenerateApiKeyResponse422
    | RegenerateApiKeyResponse429
    | RegenerateApiKeyResponse431
    | RegenerateApiKeyResponse503
    | None
):
    """Replace the API key; the old key stops working at once

    Args:
        idempotency_key (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        RegenerateApiKeyResponse200 | RegenerateApiKeyResponse401 | RegenerateApiKeyResponse403 | RegenerateApiKeyResponse409 | RegenerateApiKeyResponse422 | RegenerateApiKeyResponse429 | RegenerateApiKeyResponse431 | RegenerateApiKeyResponse503
    """

    return (
        await asyncio_detailed(
            client=client,
            idempotency_key=idempotency_key,
        )
    ).parsed
