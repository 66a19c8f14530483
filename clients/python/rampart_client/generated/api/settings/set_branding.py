from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.set_branding_body import SetBrandingBody
from ...models.set_branding_response_200 import SetBrandingResponse200
from ...models.set_branding_response_401 import SetBrandingResponse401
from ...models.set_branding_response_403 import SetBrandingResponse403
from ...models.set_branding_response_409 import SetBrandingResponse409
from ...models.set_branding_response_413 import SetBrandingResponse413
from ...models.set_branding_response_422 import SetBrandingResponse422
from ...models.set_branding_response_429 import SetBrandingResponse429
from ...models.set_branding_response_431 import SetBrandingResponse431
from ...models.set_branding_response_503 import SetBrandingResponse503
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    body: SetBrandingBody,
    idempotency_key: str | Unset = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(idempotency_key, Unset):
        headers["Idempotency-Key"] = idempotency_key

    _kwargs: dict[str, Any] = {
        "method": "put",
        "url": "/v1/settings/branding",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> (
    SetBrandingResponse200
    | SetBrandingResponse401
    | SetBrandingResponse403
    | SetBrandingResponse409
    | SetBrandingResponse413
    | SetBrandingResponse422
    | SetBrandingResponse429
    | SetBrandingResponse431
    | SetBrandingResponse503
    | None
):
    if response.status_code == 200:
        response_200 = SetBrandingResponse200.from_dict(response.json())

        return response_200

    if response.status_code == 401:
        response_401 = SetBrandingResponse401.from_dict(response.json())

        return response_401

    if response.status_code == 403:
        response_403 = SetBrandingResponse403.from_dict(response.json())

        return response_403

    if response.status_code == 409:
        response_409 = SetBrandingResponse409.from_dict(response.json())

        return response_409

    if response.status_code == 413:
        response_413 = SetBrandingResponse413.from_dict(response.json())

        return response_413

    if response.status_code == 422:
        response_422 = SetBrandingResponse422.from_dict(response.json())

        return response_422

    if response.status_code == 429:
        response_429 = SetBrandingResponse429.from_dict(response.json())

        return response_429

    if response.status_code == 431:
        response_431 = SetBrandingResponse431.from_dict(response.json())

        return response_431

    if response.status_code == 503:
        response_503 = SetBrandingResponse503.from_dict(response.json())

        return response_503

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[
    SetBrandingResponse200
    | SetBrandingResponse401
    | SetBrandingResponse403
    | SetBrandingResponse409
    | SetBrandingResponse413
    | SetBrandingResponse422
    | SetBrandingResponse429
    | SetBrandingResponse431
    | SetBrandingResponse503
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
    body: SetBrandingBody,
    idempotency_key: str | Unset = UNSET,
) -> Response[
    SetBrandingResponse200
    | SetBrandingResponse401
    | SetBrandingResponse403
    | SetBrandingResponse409
    | SetBrandingResponse413
    | SetBrandingResponse422
    | SetBrandingResponse429
    | SetBrandingResponse431
    | SetBrandingResponse503
]:
    """Set the white-label branding of your PDF reports (plans with white-label PDFs)

     Company name, accent colour and an optional logo (PNG, or SVG which is sanitised; at most 256 KB)
    used on the cover and in the footer instead of Rampart's, for reports issued from now on (issued
    reports never change). 403 on plans without white-label PDFs.

    Args:
        idempotency_key (str | Unset):
        body (SetBrandingBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[SetBrandingResponse200 | SetBrandingResponse401 | SetBrandingResponse403 | SetBrandingResponse409 | SetBrandingResponse413 | SetBrandingResponse422 | SetBrandingResponse429 | SetBrandingResponse431 | SetBrandingResponse503]
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
    body: SetBrandingBody,
    idempotency_key: str | Unset = UNSET,
) -> (
    SetBrandingResponse200
    | SetBrandingResponse401
    | SetBrandingResponse403
    | SetBrandingResponse409
    | SetBrandingResponse413
    | SetBrandingResponse422
    | SetBrandingResponse429
    | SetBrandingResponse431
    | SetBrandingResponse503
    | None
):
    """Set the white-label branding of your PDF reports (plans with white-label PDFs)

     Company name, accent colour and an optional logo (PNG, or SVG which is sanitised; at most 256 KB)
    used on the cover and in the footer instead of Rampart's, for reports issued from now on (issued
    reports never change). 403 on plans without white-label PDFs.

    Args:
        idempotency_key (str | Unset):
        body (SetBrandingBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        SetBrandingResponse200 | SetBrandingResponse401 | SetBrandingResponse403 | SetBrandingResponse409 | SetBrandingResponse413 | SetBrandingResponse422 | SetBrandingResponse429 | SetBrandingResponse431 | SetBrandingResponse503
    """

    return sync_detailed(
        client=client,
        body=body,
        idempotency_key=idempotency_key,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    body: SetBrandingBody,
    idempotency_key: str | Unset = UNSET,
) -> Response[
    SetBrandingResponse200
    | SetBrandingResponse401
    | SetBrandingResponse403
    | SetBrandingResponse409
    | SetBrandingResponse413
    | SetBrandingResponse422
    | SetBrandingResponse429
    | SetBrandingResponse431
    | SetBrandingResponse503
]:
    """Set the white-label branding of your PDF reports (plans with white-label PDFs)

     Company name, accent colour and an optional logo (PNG, or SVG which is sanitised; at most 256 KB)
    used on the cover and in the footer instead of Rampart's, for reports issued from now on (issued
    reports never change). 403 on plans without white-label PDFs.

    Args:
        idempotency_key (str | Unset):
        body (SetBrandingBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[SetBrandingResponse200 | SetBrandingResponse401 | SetBrandingResponse403 | SetBrandingResponse409 | SetBrandingResponse413 | SetBrandingResponse422 | SetBrandingResponse429 | SetBrandingResponse431 | SetBrandingResponse503]
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
    body: SetBrandingBody,
    idempotency_key: str | Unset = UNSET,
) -> (
    SetBrandingResponse200
    | SetBrandingResponse401
    | SetBrandingResponse403
    | SetBrandingResponse409
    | SetBrandingResponse413
    | SetBrandingResponse422
    | SetBrandingResponse429
    | SetBrandingResponse431
    | SetBrandingResponse503
    | None
):
    """Set the white-label branding of your PDF reports (plans with white-label PDFs)

     Company name, accent colour and an optional logo (PNG, or SVG which is sanitised; at most 256 KB)
    used on the cover and in the footer instead of Rampart's, for reports issued from now on (issued
    reports never change). 403 on plans without white-label PDFs.

    Args:
        idempotency_key (str | Unset):
        body (SetBrandingBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        SetBrandingResponse200 | SetBrandingResponse401 | SetBrandingResponse403 | SetBrandingResponse409 | SetBrandingResponse413 | SetBrandingResponse422 | SetBrandingResponse429 | SetBrandingResponse431 | SetBrandingResponse503
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
            idempotency_key=idempotency_key,
        )
    ).parsed
