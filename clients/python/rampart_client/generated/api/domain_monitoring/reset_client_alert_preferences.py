from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.reset_client_alert_preferences_response_200 import (
    ResetClientAlertPreferencesResponse200,
)
from ...models.reset_client_alert_preferences_response_401 import (
    ResetClientAlertPreferencesResponse401,
)
from ...models.reset_client_alert_preferences_response_403 import (
    ResetClientAlertPreferencesResponse403,
)
from ...models.reset_client_alert_preferences_response_404 import (
    ResetClientAlertPreferencesResponse404,
)
from ...models.reset_client_alert_preferences_response_409 import (
    ResetClientAlertPreferencesResponse409,
)
from ...models.reset_client_alert_preferences_response_414 import (
    ResetClientAlertPreferencesResponse414,
)
from ...models.reset_client_alert_preferences_response_422 import (
    ResetClientAlertPreferencesResponse422,
)
from ...models.reset_client_alert_preferences_response_429 import (
    ResetClientAlertPreferencesResponse429,
)
from ...models.reset_client_alert_preferences_response_431 import (
    ResetClientAlertPreferencesResponse431,
)
from ...models.reset_client_alert_preferences_response_503 import (
    ResetClientAlertPreferencesResponse503,
)
from ...types import UNSET, Response, Unset


def _get_kwargs(
    client_id: int,
    *,
    idempotency_key: str | Unset = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(idempotency_key, Unset):
        headers["Idempotency-Key"] = idempotency_key

    _kwargs: dict[str, Any] = {
        "method": "delete",
        "url": "/v1/clients/{client_id}/alert-preferences".format(
            client_id=quote(str(client_id), safe=""),
        ),
    }

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> (
    ResetClientAlertPreferencesResponse200
    | ResetClientAlertPreferencesResponse401
    | ResetClientAlertPreferencesResponse403
    | ResetClientAlertPreferencesResponse404
    | ResetClientAlertPreferencesResponse409
    | ResetClientAlertPreferencesResponse414
    | ResetClientAlertPreferencesResponse422
    | ResetClientAlertPreferencesResponse429
    | ResetClientAlertPreferencesResponse431
    | ResetClientAlertPreferencesResponse503
    | None
):
    if response.status_code == 200:
        response_200 = ResetClientAlertPreferencesResponse200.from_dict(response.json())

        return response_200

    if response.status_code == 401:
        response_401 = ResetClientAlertPreferencesResponse401.from_dict(response.json())

        return response_401

    if response.status_code == 403:
        response_403 = ResetClientAlertPreferencesResponse403.from_dict(response.json())

        return response_403

    if response.status_code == 404:
        response_404 = ResetClientAlertPreferencesResponse404.from_dict(response.json())

        return response_404

    if response.status_code == 409:
        response_409 = ResetClientAlertPreferencesResponse409.from_dict(response.json())

        return response_409

    if response.status_code == 414:
        response_414 = ResetClientAlertPreferencesResponse414.from_dict(response.json())

        return response_414

    if response.status_code == 422:
        response_422 = ResetClientAlertPreferencesResponse422.from_dict(response.json())

        return response_422

    if response.status_code == 429:
        response_429 = ResetClientAlertPreferencesResponse429.from_dict(response.json())

        return response_429

    if response.status_code == 431:
        response_431 = ResetClientAlertPreferencesResponse431.from_dict(response.json())

        return response_431

    if response.status_code == 503:
        response_503 = ResetClientAlertPreferencesResponse503.from_dict(response.json())

        return response_503

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[
    ResetClientAlertPreferencesResponse200
    | ResetClientAlertPreferencesResponse401
    | ResetClientAlertPreferencesResponse403
    | ResetClientAlertPreferencesResponse404
    | ResetClientAlertPreferencesResponse409
    | ResetClientAlertPreferencesResponse414
    | ResetClientAlertPreferencesResponse422
    | ResetClientAlertPreferencesResponse429
    | ResetClientAlertPreferencesResponse431
    | ResetClientAlertPreferencesResponse503
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
    idempotency_key: str | Unset = UNSET,
) -> Response[
    ResetClientAlertPreferencesResponse200
    | ResetClientAlertPreferencesResponse401
    | ResetClientAlertPreferencesResponse403
    | ResetClientAlertPreferencesResponse404
    | ResetClientAlertPreferencesResponse409
    | ResetClientAlertPreferencesResponse414
    | ResetClientAlertPreferencesResponse422
    | ResetClientAlertPreferencesResponse429
    | ResetClientAlertPreferencesResponse431
    | ResetClientAlertPreferencesResponse503
]:
    """Drop this client's own alert preferences: the account's apply again

    Args:
        client_id (int):
        idempotency_key (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ResetClientAlertPreferencesResponse200 | ResetClientAlertPreferencesResponse401 | ResetClientAlertPreferencesResponse403 | ResetClientAlertPreferencesResponse404 | ResetClientAlertPreferencesResponse409 | ResetClientAlertPreferencesResponse414 | ResetClientAlertPreferencesResponse422 | ResetClientAlertPreferencesResponse429 | ResetClientAlertPreferencesResponse431 | ResetClientAlertPreferencesResponse503]
    """

    kwargs = _get_kwargs(
        client_id=client_id,
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
    idempotency_key: str | Unset = UNSET,
) -> (
    ResetClientAlertPreferencesResponse200
    | ResetClientAlertPreferencesResponse401
    | ResetClientAlertPreferencesResponse403
    | ResetClientAlertPreferencesResponse404
    | ResetClientAlertPreferencesResponse409
    | ResetClientAlertPreferencesResponse414
    | ResetClientAlertPreferencesResponse422
    | ResetClientAlertPreferencesResponse429
    | ResetClientAlertPreferencesResponse431
    | ResetClientAlertPreferencesResponse503
    | None
):
    """Drop this client's own alert preferences: the account's apply again

    Args:
        client_id (int):
        idempotency_key (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ResetClientAlertPreferencesResponse200 | ResetClientAlertPreferencesResponse401 | ResetClientAlertPreferencesResponse403 | ResetClientAlertPreferencesResponse404 | ResetClientAlertPreferencesResponse409 | ResetClientAlertPreferencesResponse414 | ResetClientAlertPreferencesResponse422 | ResetClientAlertPreferencesResponse429 | ResetClientAlertPreferencesResponse431 | ResetClientAlertPreferencesResponse503
    """

    return sync_detailed(
        client_id=client_id,
        client=client,
        idempotency_key=idempotency_key,
    ).parsed


async def asyncio_detailed(
    client_id: int,
    *,
    client: AuthenticatedClient,
    idempotency_key: str | Unset = UNSET,
) -> Response[
    ResetClientAlertPreferencesResponse200
    | ResetClientAlertPreferencesResponse401
    | ResetClientAlertPreferencesResponse403
    | ResetClientAlertPreferencesResponse404
    | ResetClientAlertPreferencesResponse409
    | ResetClientAlertPreferencesResponse414
    | ResetClientAlertPreferencesResponse422
    | ResetClientAlertPreferencesResponse429
    | ResetClientAlertPreferencesResponse431
    | ResetClientAlertPreferencesResponse503
]:
    """Drop this client's own alert preferences: the account's apply again

    Args:
        client_id (int):
        idempotency_key (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ResetClientAlertPreferencesResponse200 | ResetClientAlertPreferencesResponse401 | ResetClientAlertPreferencesResponse403 | ResetClientAlertPreferencesResponse404 | ResetClientAlertPreferencesResponse409 | ResetClientAlertPreferencesResponse414 | ResetClientAlertPreferencesResponse422 | ResetClientAlertPreferencesResponse429 | ResetClientAlertPreferencesResponse431 | ResetClientAlertPreferencesResponse503]
    """

    kwargs = _get_kwargs(
        client_id=client_id,
        idempotency_key=idempotency_key,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    client_id: int,
    *,
    client: AuthenticatedClient,
    idempotency_key: str | Unset = UNSET,
) -> (
    ResetClientAlertPreferencesResponse200
    | ResetClientAlertPreferencesResponse401
    | ResetClientAlertPreferencesResponse403
    | ResetClientAlertPreferencesResponse404
    | ResetClientAlertPreferencesResponse409
    | ResetClientAlertPreferencesResponse414
    | ResetClientAlertPreferencesResponse422
    | ResetClientAlertPreferencesResponse429
    | ResetClientAlertPreferencesResponse431
    | ResetClientAlertPreferencesResponse503
    | None
):
    """Drop this client's own alert preferences: the account's apply again

    Args:
        client_id (int):
        idempotency_key (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ResetClientAlertPreferencesResponse200 | ResetClientAlertPreferencesResponse401 | ResetClientAlertPreferencesResponse403 | ResetClientAlertPreferencesResponse404 | ResetClientAlertPreferencesResponse409 | ResetClientAlertPreferencesResponse414 | ResetClientAlertPreferencesResponse422 | ResetClientAlertPreferencesResponse429 | ResetClientAlertPreferencesResponse431 | ResetClientAlertPreferencesResponse503
    """

    return (
        await asyncio_detailed(
            client_id=client_id,
            client=client,
            idempotency_key=idempotency_key,
        )
    ).parsed
