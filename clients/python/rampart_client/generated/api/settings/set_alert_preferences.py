from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.set_alert_preferences_body import SetAlertPreferencesBody
from ...models.set_alert_preferences_response_200 import SetAlertPreferencesResponse200
from ...models.set_alert_preferences_response_401 import SetAlertPreferencesResponse401
from ...models.set_alert_preferences_response_403 import SetAlertPreferencesResponse403
from ...models.set_alert_preferences_response_409 import SetAlertPreferencesResponse409
from ...models.set_alert_preferences_response_413 import SetAlertPreferencesResponse413
from ...models.set_alert_preferences_response_422 import SetAlertPreferencesResponse422
from ...models.set_alert_preferences_response_429 import SetAlertPreferencesResponse429
from ...models.set_alert_preferences_response_431 import SetAlertPreferencesResponse431
from ...models.set_alert_preferences_response_503 import SetAlertPreferencesResponse503
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    body: SetAlertPreferencesBody,
    idempotency_key: str | Unset = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(idempotency_key, Unset):
        headers["Idempotency-Key"] = idempotency_key

    _kwargs: dict[str, Any] = {
        "method": "put",
        "url": "/v1/settings/alert-preferences",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> (
    SetAlertPreferencesResponse200
    | SetAlertPreferencesResponse401
    | SetAlertPreferencesResponse403
    | SetAlertPreferencesResponse409
    | SetAlertPreferencesResponse413
    | SetAlertPreferencesResponse422
    | SetAlertPreferencesResponse429
    | SetAlertPreferencesResponse431
    | SetAlertPreferencesResponse503
    | None
):
    if response.status_code == 200:
        response_200 = SetAlertPreferencesResponse200.from_dict(response.json())

        return response_200

    if response.status_code == 401:
        response_401 = SetAlertPreferencesResponse401.from_dict(response.json())

        return response_401

    if response.status_code == 403:
        response_403 = SetAlertPreferencesResponse403.from_dict(response.json())

        return response_403

    if response.status_code == 409:
        response_409 = SetAlertPreferencesResponse409.from_dict(response.json())

        return response_409

    if response.status_code == 413:
        response_413 = SetAlertPreferencesResponse413.from_dict(response.json())

        return response_413

    if response.status_code == 422:
        response_422 = SetAlertPreferencesResponse422.from_dict(response.json())

        return response_422

    if response.status_code == 429:
        response_429 = SetAlertPreferencesResponse429.from_dict(response.json())

        return response_429

    if response.status_code == 431:
        response_431 = SetAlertPreferencesResponse431.from_dict(response.json())

        return response_431

    if response.status_code == 503:
        response_503 = SetAlertPreferencesResponse503.from_dict(response.json())

        return response_503

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[
    SetAlertPreferencesResponse200
    | SetAlertPreferencesResponse401
    | SetAlertPreferencesResponse403
    | SetAlertPreferencesResponse409
    | SetAlertPreferencesResponse413
    | SetAlertPreferencesResponse422
    | SetAlertPreferencesResponse429
    | SetAlertPreferencesResponse431
    | SetAlertPreferencesResponse503
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
    body: SetAlertPreferencesBody,
    idempotency_key: str | Unset = UNSET,
) -> Response[
    SetAlertPreferencesResponse200
    | SetAlertPreferencesResponse401
    | SetAlertPreferencesResponse403
    | SetAlertPreferencesResponse409
    | SetAlertPreferencesResponse413
    | SetAlertPreferencesResponse422
    | SetAlertPreferencesResponse429
    | SetAlertPreferencesResponse431
    | SetAlertPreferencesResponse503
]:
    """Replace the alert preferences (a field left out becomes true)

    Args:
        idempotency_key (str | Unset):
        body (SetAlertPreferencesBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[SetAlertPreferencesResponse200 | SetAlertPreferencesResponse401 | SetAlertPreferencesResponse403 | SetAlertPreferencesResponse409 | SetAlertPreferencesResponse413 | SetAlertPreferencesResponse422 | SetAlertPreferencesResponse429 | SetAlertPreferencesResponse431 | SetAlertPreferencesResponse503]
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
    body: SetAlertPreferencesBody,
    idempotency_key: str | Unset = UNSET,
) -> (
    SetAlertPreferencesResponse200
    | SetAlertPreferencesResponse401
    | SetAlertPreferencesResponse403
    | SetAlertPreferencesResponse409
    | SetAlertPreferencesResponse413
    | SetAlertPreferencesResponse422
    | SetAlertPreferencesResponse429
    | SetAlertPreferencesResponse431
    | SetAlertPreferencesResponse503
    | None
):
    """Replace the alert preferences (a field left out becomes true)

    Args:
        idempotency_key (str | Unset):
        body (SetAlertPreferencesBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        SetAlertPreferencesResponse200 | SetAlertPreferencesResponse401 | SetAlertPreferencesResponse403 | SetAlertPreferencesResponse409 | SetAlertPreferencesResponse413 | SetAlertPreferencesResponse422 | SetAlertPreferencesResponse429 | SetAlertPreferencesResponse431 | SetAlertPreferencesResponse503
    """

    return sync_detailed(
        client=client,
        body=body,
        idempotency_key=idempotency_key,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    body: SetAlertPreferencesBody,
    idempotency_key: str | Unset = UNSET,
) -> Response[
    SetAlertPreferencesResponse200
    | SetAlertPreferencesResponse401
    | SetAlertPreferencesResponse403
    | SetAlertPreferencesResponse409
    | SetAlertPreferencesResponse413
    | SetAlertPreferencesResponse422
    | SetAlertPreferencesResponse429
    | SetAlertPreferencesResponse431
    | SetAlertPreferencesResponse503
]:
    """Replace the alert preferences (a field left out becomes true)

    Args:
        idempotency_key (str | Unset):
        body (SetAlertPreferencesBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[SetAlertPreferencesResponse200 | SetAlertPreferencesResponse401 | SetAlertPreferencesResponse403 | SetAlertPreferencesResponse409 | SetAlertPreferencesResponse413 | SetAlertPreferencesResponse422 | SetAlertPreferencesResponse429 | SetAlertPreferencesResponse431 | SetAlertPreferencesResponse503]
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
    body: SetAlertPreferencesBody,
    idempotency_key: str | Unset = UNSET,
) -> (
    SetAlertPreferencesResponse200
    | SetAlertPreferencesResponse401
    | SetAlertPreferencesResponse403
    | SetAlertPreferencesResponse409
    | SetAlertPreferencesResponse413
    | SetAlertPreferencesResponse422
    | SetAlertPreferencesResponse429
    | SetAlertPreferencesResponse431
    | SetAlertPreferencesResponse503
    | None
):
    """Replace the alert preferences (a field left out becomes true)

    Args:
        idempotency_key (str | Unset):
        body (SetAlertPreferencesBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        SetAlertPreferencesResponse200 | SetAlertPreferencesResponse401 | SetAlertPreferencesResponse403 | SetAlertPreferencesResponse409 | SetAlertPreferencesResponse413 | SetAlertPreferencesResponse422 | SetAlertPreferencesResponse429 | SetAlertPreferencesResponse431 | SetAlertPreferencesResponse503
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
            idempotency_key=idempotency_key,
        )
    ).parsed
