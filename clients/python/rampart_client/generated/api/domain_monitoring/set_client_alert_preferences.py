from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.set_client_alert_preferences_body import SetClientAlertPreferencesBody
from ...models.set_client_alert_preferences_response_200 import (
    SetClientAlertPreferencesResponse200,
)
from ...models.set_client_alert_preferences_response_401 import (
    SetClientAlertPreferencesResponse401,
)
from ...models.set_client_alert_preferences_response_403 import (
    SetClientAlertPreferencesResponse403,
)
from ...models.set_client_alert_preferences_response_404 import (
    SetClientAlertPreferencesResponse404,
)
from ...models.set_client_alert_preferences_response_409 import (
    SetClientAlertPreferencesResponse409,
)
from ...models.set_client_alert_preferences_response_413 import (
    SetClientAlertPreferencesResponse413,
)
from ...models.set_client_alert_preferences_response_414 import (
    SetClientAlertPreferencesResponse414,
)
from ...models.set_client_alert_preferences_response_422 import (
    SetClientAlertPreferencesResponse422,
)
from ...models.set_client_alert_preferences_response_429 import (
    SetClientAlertPreferencesResponse429,
)
from ...models.set_client_alert_preferences_response_431 import (
    SetClientAlertPreferencesResponse431,
)
from ...models.set_client_alert_preferences_response_503 import (
    SetClientAlertPreferencesResponse503,
)
from ...types import UNSET, Response, Unset


def _get_kwargs(
    client_id: int,
    *,
    body: SetClientAlertPreferencesBody,
    idempotency_key: str | Unset = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(idempotency_key, Unset):
        headers["Idempotency-Key"] = idempotency_key

    _kwargs: dict[str, Any] = {
        "method": "put",
        "url": "/v1/clients/{client_id}/alert-preferences".format(
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
    SetClientAlertPreferencesResponse200
    | SetClientAlertPreferencesResponse401
    | SetClientAlertPreferencesResponse403
    | SetClientAlertPreferencesResponse404
    | SetClientAlertPreferencesResponse409
    | SetClientAlertPreferencesResponse413
    | SetClientAlertPreferencesResponse414
    | SetClientAlertPreferencesResponse422
    | SetClientAlertPreferencesResponse429
    | SetClientAlertPreferencesResponse431
    | SetClientAlertPreferencesResponse503
    | None
):
    if response.status_code == 200:
        response_200 = SetClientAlertPreferencesResponse200.from_dict(response.json())

        return response_200

    if response.status_code == 401:
        response_401 = SetClientAlertPreferencesResponse401.from_dict(response.json())

        return response_401

    if response.status_code == 403:
        response_403 = SetClientAlertPreferencesResponse403.from_dict(response.json())

        return response_403

    if response.status_code == 404:
        response_404 = SetClientAlertPreferencesResponse404.from_dict(response.json())

        return response_404

    if response.status_code == 409:
        response_409 = SetClientAlertPreferencesResponse409.from_dict(response.json())

        return response_409

    if response.status_code == 413:
        response_413 = SetClientAlertPreferencesResponse413.from_dict(response.json())

        return response_413

    if response.status_code == 414:
        response_414 = SetClientAlertPreferencesResponse414.from_dict(response.json())

        return response_414

    if response.status_code == 422:
        response_422 = SetClientAlertPreferencesResponse422.from_dict(response.json())

        return response_422

    if response.status_code == 429:
        response_429 = SetClientAlertPreferencesResponse429.from_dict(response.json())

        return response_429

    if response.status_code == 431:
        response_431 = SetClientAlertPreferencesResponse431.from_dict(response.json())

        return response_431

    if response.status_code == 503:
        response_503 = SetClientAlertPreferencesResponse503.from_dict(response.json())

        return response_503

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[
    SetClientAlertPreferencesResponse200
    | SetClientAlertPreferencesResponse401
    | SetClientAlertPreferencesResponse403
    | SetClientAlertPreferencesResponse404
    | SetClientAlertPreferencesResponse409
    | SetClientAlertPreferencesResponse413
    | SetClientAlertPreferencesResponse414
    | SetClientAlertPreferencesResponse422
    | SetClientAlertPreferencesResponse429
    | SetClientAlertPreferencesResponse431
    | SetClientAlertPreferencesResponse503
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
    body: SetClientAlertPreferencesBody,
    idempotency_key: str | Unset = UNSET,
) -> Response[
    SetClientAlertPreferencesResponse200
    | SetClientAlertPreferencesResponse401
    | SetClientAlertPreferencesResponse403
    | SetClientAlertPreferencesResponse404
    | SetClientAlertPreferencesResponse409
    | SetClientAlertPreferencesResponse413
    | SetClientAlertPreferencesResponse414
    | SetClientAlertPreferencesResponse422
    | SetClientAlertPreferencesResponse429
    | SetClientAlertPreferencesResponse431
    | SetClientAlertPreferencesResponse503
]:
    """Set this client's own alert preferences (a field left out becomes true), replacing the account's

    Args:
        client_id (int):
        idempotency_key (str | Unset):
        body (SetClientAlertPreferencesBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[SetClientAlertPreferencesResponse200 | SetClientAlertPreferencesResponse401 | SetClientAlertPreferencesResponse403 | SetClientAlertPreferencesResponse404 | SetClientAlertPreferencesResponse409 | SetClientAlertPreferencesResponse413 | SetClientAlertPreferencesResponse414 | SetClientAlertPreferencesResponse422 | SetClientAlertPreferencesResponse429 | SetClientAlertPreferencesResponse431 | SetClientAlertPreferencesResponse503]
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
    body: SetClientAlertPreferencesBody,
    idempotency_key: str | Unset = UNSET,
) -> (
    SetClientAlertPreferencesResponse200
    | SetClientAlertPreferencesResponse401
    | SetClientAlertPreferencesResponse403
    | SetClientAlertPreferencesResponse404
    | SetClientAlertPreferencesResponse409
    | SetClientAlertPreferencesResponse413
    | SetClientAlertPreferencesResponse414
    | SetClientAlertPreferencesResponse422
    | SetClientAlertPreferencesResponse429
    | SetClientAlertPreferencesResponse431
    | SetClientAlertPreferencesResponse503
    | None
):
    """Set this client's own alert preferences (a field left out becomes true), replacing the account's

    Args:
        client_id (int):
        idempotency_key (str | Unset):
        body (SetClientAlertPreferencesBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        SetClientAlertPreferencesResponse200 | SetClientAlertPreferencesResponse401 | SetClientAlertPreferencesResponse403 | SetClientAlertPreferencesResponse404 | SetClientAlertPreferencesResponse409 | SetClientAlertPreferencesResponse413 | SetClientAlertPreferencesResponse414 | SetClientAlertPreferencesResponse422 | SetClientAlertPreferencesResponse429 | SetClientAlertPreferencesResponse431 | SetClientAlertPreferencesResponse503
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
    body: SetClientAlertPreferencesBody,
    idempotency_key: str | Unset = UNSET,
) -> Response[
    SetClientAlertPreferencesResponse200
    | SetClientAlertPreferencesResponse401
    | SetClientAlertPreferencesResponse403
    | SetClientAlertPreferencesResponse404
    | SetClientAlertPreferencesResponse409
    | SetClientAlertPreferencesResponse413
    | SetClientAlertPreferencesResponse414
    | SetClientAlertPreferencesResponse422
    | SetClientAlertPreferencesResponse429
    | SetClientAlertPreferencesResponse431
    | SetClientAlertPreferencesResponse503
]:
    """Set this client's own alert preferences (a field left out becomes true), replacing the account's

    Args:
        client_id (int):
        idempotency_key (str | Unset):
        body (SetClientAlertPreferencesBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[SetClientAlertPreferencesResponse200 | SetClientAlertPreferencesResponse401 | SetClientAlertPreferencesResponse403 | SetClientAlertPreferencesResponse404 | SetClientAlertPreferencesResponse409 | SetClientAlertPreferencesResponse413 | SetClientAlertPreferencesResponse414 | SetClientAlertPreferencesResponse422 | SetClientAlertPreferencesResponse429 | SetClientAlertPreferencesResponse431 | SetClientAlertPreferencesResponse503]
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
    body: SetClientAlertPreferencesBody,
    idempotency_key: str | Unset = UNSET,
) -> (
    SetClientAlertPreferencesResponse200
    | SetClientAlertPreferencesResponse401
    | SetClientAlertPreferencesResponse403
    | SetClientAlertPreferencesResponse404
    | SetClientAlertPreferencesResponse409
    | SetClientAlertPreferencesResponse413
    | SetClientAlertPreferencesResponse414
    | SetClientAlertPreferencesResponse422
    | SetClientAlertPreferencesResponse429
    | SetClientAlertPreferencesResponse431
    | SetClientAlertPreferencesResponse503
    | None
):
    """Set this client's own alert preferences (a field left out becomes true), replacing the account's

    Args:
        client_id (int):
        idempotency_key (str | Unset):
        body (SetClientAlertPreferencesBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        SetClientAlertPreferencesResponse200 | SetClientAlertPreferencesResponse401 | SetClientAlertPreferencesResponse403 | SetClientAlertPreferencesResponse404 | SetClientAlertPreferencesResponse409 | SetClientAlertPreferencesResponse413 | SetClientAlertPreferencesResponse414 | SetClientAlertPreferencesResponse422 | SetClientAlertPreferencesResponse429 | SetClientAlertPreferencesResponse431 | SetClientAlertPreferencesResponse503
    """

    return (
        await asyncio_detailed(
            client_id=client_id,
            client=client,
            body=body,
            idempotency_key=idempotency_key,
        )
    ).parsed
