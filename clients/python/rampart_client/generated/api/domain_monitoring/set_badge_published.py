from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.set_badge_published_body import SetBadgePublishedBody
from ...models.set_badge_published_response_200 import SetBadgePublishedResponse200
from ...models.set_badge_published_response_401 import SetBadgePublishedResponse401
from ...models.set_badge_published_response_403 import SetBadgePublishedResponse403
from ...models.set_badge_published_response_404 import SetBadgePublishedResponse404
from ...models.set_badge_published_response_409 import SetBadgePublishedResponse409
from ...models.set_badge_published_response_413 import SetBadgePublishedResponse413
from ...models.set_badge_published_response_414 import SetBadgePublishedResponse414
from ...models.set_badge_published_response_422 import SetBadgePublishedResponse422
from ...models.set_badge_published_response_429 import SetBadgePublishedResponse429
from ...models.set_badge_published_response_431 import SetBadgePublishedResponse431
from ...models.set_badge_published_response_503 import SetBadgePublishedResponse503
from ...types import UNSET, Response, Unset


def _get_kwargs(
    domain_id: int,
    *,
    body: SetBadgePublishedBody,
    idempotency_key: str | Unset = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(idempotency_key, Unset):
        headers["Idempotency-Key"] = idempotency_key

    _kwargs: dict[str, Any] = {
        "method": "patch",
        "url": "/v1/domains/{domain_id}/badge".format(
            domain_id=quote(str(domain_id), safe=""),
        ),
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> (
    SetBadgePublishedResponse200
    | SetBadgePublishedResponse401
    | SetBadgePublishedResponse403
    | SetBadgePublishedResponse404
    | SetBadgePublishedResponse409
    | SetBadgePublishedResponse413
    | SetBadgePublishedResponse414
    | SetBadgePublishedResponse422
    | SetBadgePublishedResponse429
    | SetBadgePublishedResponse431
    | SetBadgePublishedResponse503
    | None
):
    if response.status_code == 200:
        response_200 = SetBadgePublishedResponse200.from_dict(response.json())

        return response_200

    if response.status_code == 401:
        response_401 = SetBadgePublishedResponse401.from_dict(response.json())

        return response_401

    if response.status_code == 403:
        response_403 = SetBadgePublishedResponse403.from_dict(response.json())

        return response_403

    if response.status_code == 404:
        response_404 = SetBadgePublishedResponse404.from_dict(response.json())

        return response_404

    if response.status_code == 409:
        response_409 = SetBadgePublishedResponse409.from_dict(response.json())

        return response_409

    if response.status_code == 413:
        response_413 = SetBadgePublishedResponse413.from_dict(response.json())

        return response_413

    if response.status_code == 414:
        response_414 = SetBadgePublishedResponse414.from_dict(response.json())

        return response_414

    if response.status_code == 422:
        response_422 = SetBadgePublishedResponse422.from_dict(response.json())

        return response_422

    if response.status_code == 429:
        response_429 = SetBadgePublishedResponse429.from_dict(response.json())

        return response_429

    if response.status_code == 431:
        response_431 = SetBadgePublishedResponse431.from_dict(response.json())

        return response_431

    if response.status_code == 503:
        response_503 = SetBadgePublishedResponse503.from_dict(response.json())

        return response_503

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[
    SetBadgePublishedResponse200
    | SetBadgePublishedResponse401
    | SetBadgePublishedResponse403
    | SetBadgePublishedResponse404
    | SetBadgePublishedResponse409
    | SetBadgePublishedResponse413
    | SetBadgePublishedResponse414
    | SetBadgePublishedResponse422
    | SetBadgePublishedResponse429
    | SetBadgePublishedResponse431
    | SetBadgePublishedResponse503
]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    domain_id: int,
    *,
    client: AuthenticatedClient,
    body: SetBadgePublishedBody,
    idempotency_key: str | Unset = UNSET,
) -> Response[
    SetBadgePublishedResponse200
    | SetBadgePublishedResponse401
    | SetBadgePublishedResponse403
    | SetBadgePublishedResponse404
    | SetBadgePublishedResponse409
    | SetBadgePublishedResponse413
    | SetBadgePublishedResponse414
    | SetBadgePublishedResponse422
    | SetBadgePublishedResponse429
    | SetBadgePublishedResponse431
    | SetBadgePublishedResponse503
]:
    """Publish or unpublish the domain badge

    Args:
        domain_id (int):
        idempotency_key (str | Unset):
        body (SetBadgePublishedBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[SetBadgePublishedResponse200 | SetBadgePublishedResponse401 | SetBadgePublishedResponse403 | SetBadgePublishedResponse404 | SetBadgePublishedResponse409 | SetBadgePublishedResponse413 | SetBadgePublishedResponse414 | SetBadgePublishedResponse422 | SetBadgePublishedResponse429 | SetBadgePublishedResponse431 | SetBadgePublishedResponse503]
    """

    kwargs = _get_kwargs(
        domain_id=domain_id,
        body=body,
        idempotency_key=idempotency_key,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    domain_id: int,
    *,
    client: AuthenticatedClient,
    body: SetBadgePublishedBody,
    idempotency_key: str | Unset = UNSET,
) -> (
    SetBadgePublishedResponse200
    | SetBadgePublishedResponse401
    | SetBadgePublishedResponse403
    | SetBadgePublishedResponse404
    | SetBadgePublishedResponse409
    | SetBadgePublishedResponse413
    | SetBadgePublishedResponse414
    | SetBadgePublishedResponse422
    | SetBadgePublishedResponse429
    | SetBadgePublishedResponse431
    | SetBadgePublishedResponse503
    | None
):
    """Publish or unpublish the domain badge

    Args:
        domain_id (int):
        idempotency_key (str | Unset):
        body (SetBadgePublishedBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        SetBadgePublishedResponse200 | SetBadgePublishedResponse401 | SetBadgePublishedResponse403 | SetBadgePublishedResponse404 | SetBadgePublishedResponse409 | SetBadgePublishedResponse413 | SetBadgePublishedResponse414 | SetBadgePublishedResponse422 | SetBadgePublishedResponse429 | SetBadgePublishedResponse431 | SetBadgePublishedResponse503
    """

    return sync_detailed(
        domain_id=domain_id,
        client=client,
        body=body,
        idempotency_key=idempotency_key,
    ).parsed


async def asyncio_detailed(
    domain_id: int,
    *,
    client: AuthenticatedClient,
    body: SetBadgePublishedBody,
    idempotency_key: str | Unset = UNSET,
) -> Response[
    SetBadgePublishedResponse200
    | SetBadgePublishedResponse401
    | SetBadgePublishedResponse403
    | SetBadgePublishedResponse404
    | SetBadgePublishedResponse409
    | SetBadgePublishedResponse413
    | SetBadgePublishedResponse414
    | SetBadgePublishedResponse422
    | SetBadgePublishedResponse429
    | SetBadgePublishedResponse431
    | SetBadgePublishedResponse503
]:
    """Publish or unpublish the domain badge

    Args:
        domain_id (int):
        idempotency_key (str | Unset):
        body (SetBadgePublishedBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[SetBadgePublishedResponse200 | SetBadgePublishedResponse401 | SetBadgePublishedResponse403 | SetBadgePublishedResponse404 | SetBadgePublishedResponse409 | SetBadgePublishedResponse413 | SetBadgePublishedResponse414 | SetBadgePublishedResponse422 | SetBadgePublishedResponse429 | SetBadgePublishedResponse431 | SetBadgePublishedResponse503]
    """

    kwargs = _get_kwargs(
        domain_id=domain_id,
        body=body,
        idempotency_key=idempotency_key,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    domain_id: int,
    *,
    client: AuthenticatedClient,
    body: SetBadgePublishedBody,
    idempotency_key: str | Unset = UNSET,
) -> (
    SetBadgePublishedResponse200
    | SetBadgePublishedResponse401
    | SetBadgePublishedResponse403
    | SetBadgePublishedResponse404
    | SetBadgePublishedResponse409
    | SetBadgePublishedResponse413
    | SetBadgePublishedResponse414
    | SetBadgePublishedResponse422
    | SetBadgePublishedResponse429
    | SetBadgePublishedResponse431
    | SetBadgePublishedResponse503
    | None
):
    """Publish or unpublish the domain badge

    Args:
        domain_id (int):
        idempotency_key (str | Unset):
        body (SetBadgePublishedBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        SetBadgePublishedResponse200 | SetBadgePublishedResponse401 | SetBadgePublishedResponse403 | SetBadgePublishedResponse404 | SetBadgePublishedResponse409 | SetBadgePublishedResponse413 | SetBadgePublishedResponse414 | SetBadgePublishedResponse422 | SetBadgePublishedResponse429 | SetBadgePublishedResponse431 | SetBadgePublishedResponse503
    """

    return (
        await asyncio_detailed(
            domain_id=domain_id,
            client=client,
            body=body,
            idempotency_key=idempotency_key,
        )
    ).parsed
