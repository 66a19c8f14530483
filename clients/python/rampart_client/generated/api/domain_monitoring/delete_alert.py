from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.delete_alert_response_200 import DeleteAlertResponse200
from ...models.delete_alert_response_401 import DeleteAlertResponse401
from ...models.delete_alert_response_403 import DeleteAlertResponse403
from ...models.delete_alert_response_404 import DeleteAlertResponse404
from ...models.delete_alert_response_409 import DeleteAlertResponse409
from ...models.delete_alert_response_414 import DeleteAlertResponse414
from ...models.delete_alert_response_422 import DeleteAlertResponse422
from ...models.delete_alert_response_429 import DeleteAlertResponse429
from ...models.delete_alert_response_431 import DeleteAlertResponse431
from ...models.delete_alert_response_503 import DeleteAlertResponse503
from ...types import UNSET, Response, Unset


def _get_kwargs(
    alert_id: int,
    *,
    idempotency_key: str | Unset = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(idempotency_key, Unset):
        headers["Idempotency-Key"] = idempotency_key

    _kwargs: dict[str, Any] = {
        "method": "delete",
        "url": "/v1/domains/alerts/{alert_id}".format(
            alert_id=quote(str(alert_id), safe=""),
        ),
    }

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> (
    DeleteAlertResponse200
    | DeleteAlertResponse401
    | DeleteAlertResponse403
    | DeleteAlertResponse404
    | DeleteAlertResponse409
    | DeleteAlertResponse414
    | DeleteAlertResponse422
    | DeleteAlertResponse429
    | DeleteAlertResponse431
    | DeleteAlertResponse503
    | None
):
    if response.status_code == 200:
        response_200 = DeleteAlertResponse200.from_dict(response.json())

        return response_200

    if response.status_code == 401:
        response_401 = DeleteAlertResponse401.from_dict(response.json())

        return response_401

    if response.status_code == 403:
        response_403 = DeleteAlertResponse403.from_dict(response.json())

        return response_403

    if response.status_code == 404:
        response_404 = DeleteAlertResponse404.from_dict(response.json())

        return response_404

    if response.status_code == 409:
        response_409 = DeleteAlertResponse409.from_dict(response.json())

        return response_409

    if response.status_code == 414:
        response_414 = DeleteAlertResponse414.from_dict(response.json())

        return response_414

    if response.status_code == 422:
        response_422 = DeleteAlertResponse422.from_dict(response.json())

        return response_422

    if response.status_code == 429:
        response_429 = DeleteAlertResponse429.from_dict(response.json())

        return response_429

    if response.status_code == 431:
        response_431 = DeleteAlertResponse431.from_dict(response.json())

        return response_431

    if response.status_code == 503:
        response_503 = DeleteAlertResponse503.from_dict(response.json())

        return response_503

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[
    DeleteAlertResponse200
    | DeleteAlertResponse401
    | DeleteAlertResponse403
    | DeleteAlertResponse404
    | DeleteAlertResponse409
    | DeleteAlertResponse414
    | DeleteAlertResponse422
    | DeleteAlertResponse429
    | DeleteAlertResponse431
    | DeleteAlertResponse503
]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    alert_id: int,
    *,
    client: AuthenticatedClient,
    idempotency_key: str | Unset = UNSET,
) -> Response[
    DeleteAlertResponse200
    | DeleteAlertResponse401
    | DeleteAlertResponse403
    | DeleteAlertResponse404
    | DeleteAlertResponse409
    | DeleteAlertResponse414
    | DeleteAlertResponse422
    | DeleteAlertResponse429
    | DeleteAlertResponse431
    | DeleteAlertResponse503
]:
    """Delete an alert

    Args:
        alert_id (int):
        idempotency_key (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[DeleteAlertResponse200 | DeleteAlertResponse401 | DeleteAlertResponse403 | DeleteAlertResponse404 | DeleteAlertResponse409 | DeleteAlertResponse414 | DeleteAlertResponse422 | DeleteAlertResponse429 | DeleteAlertResponse431 | DeleteAlertResponse503]
    """

    kwargs = _get_kwargs(
        alert_id=alert_id,
        idempotency_key=idempotency_key,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    alert_id: int,
    *,
    client: AuthenticatedClient,
    idempotency_key: str | Unset = UNSET,
) -> (
    DeleteAlertResponse200
    | DeleteAlertResponse401
    | DeleteAlertResponse403
    | DeleteAlertResponse404
    | DeleteAlertResponse409
    | DeleteAlertResponse414
    | DeleteAlertResponse422
    | DeleteAlertResponse429
    | DeleteAlertResponse431
    | DeleteAlertResponse503
    | None
):
    """Delete an alert

    Args:
        alert_id (int):
        idempotency_key (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        DeleteAlertResponse200 | DeleteAlertResponse401 | DeleteAlertResponse403 | DeleteAlertResponse404 | DeleteAlertResponse409 | DeleteAlertResponse414 | DeleteAlertResponse422 | DeleteAlertResponse429 | DeleteAlertResponse431 | DeleteAlertResponse503
    """

    return sync_detailed(
        alert_id=alert_id,
        client=client,
        idempotency_key=idempotency_key,
    ).parsed


async def asyncio_detailed(
    alert_id: int,
    *,
    client: AuthenticatedClient,
    idempotency_key: str | Unset = UNSET,
) -> Response[
    DeleteAlertResponse200
    | DeleteAlertResponse401
    | DeleteAlertResponse403
    | DeleteAlertResponse404
    | DeleteAlertResponse409
    | DeleteAlertResponse414
    | DeleteAlertResponse422
    | DeleteAlertResponse429
    | DeleteAlertResponse431
    | DeleteAlertResponse503
]:
    """Delete an alert

    Args:
        alert_id (int):
        idempotency_key (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[DeleteAlertResponse200 | DeleteAlertResponse401 | DeleteAlertResponse403 | DeleteAlertResponse404 | DeleteAlertResponse409 | DeleteAlertResponse414 | DeleteAlertResponse422 | DeleteAlertResponse429 | DeleteAlertResponse431 | DeleteAlertResponse503]
    """

    kwargs = _get_kwargs(
        alert_id=alert_id,
        idempotency_key=idempotency_key,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    alert_id: int,
    *,
    client: AuthenticatedClient,
    idempotency_key: str | Unset = UNSET,
) -> (
    DeleteAlertResponse200
    | DeleteAlertResponse401
    | DeleteAlertResponse403
    | DeleteAlertResponse404
    | DeleteAlertResponse409
    | DeleteAlertResponse414
    | DeleteAlertResponse422
    | DeleteAlertResponse429
    | DeleteAlertResponse431
    | DeleteAlertResponse503
    | None
):
    """Delete an alert

    Args:
        alert_id (int):
        idempotency_key (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        DeleteAlertResponse200 | DeleteAlertResponse401 | DeleteAlertResponse403 | DeleteAlertResponse404 | DeleteAlertResponse409 | DeleteAlertResponse414 | DeleteAlertResponse422 | DeleteAlertResponse429 | DeleteAlertResponse431 | DeleteAlertResponse503
    """

    return (
        await asyncio_detailed(
            alert_id=alert_id,
            client=client,
            idempotency_key=idempotency_key,
        )
    ).parsed
