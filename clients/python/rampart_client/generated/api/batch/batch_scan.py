from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.batch_scan_body import BatchScanBody
from ...models.batch_scan_response_200 import BatchScanResponse200
from ...models.batch_scan_response_400 import BatchScanResponse400
from ...models.batch_scan_response_401 import BatchScanResponse401
from ...models.batch_scan_response_403 import BatchScanResponse403
from ...models.batch_scan_response_409 import BatchScanResponse409
from ...models.batch_scan_response_413 import BatchScanResponse413
from ...models.batch_scan_response_422 import BatchScanResponse422
from ...models.batch_scan_response_429 import BatchScanResponse429
from ...models.batch_scan_response_431 import BatchScanResponse431
from ...models.batch_scan_response_503 import BatchScanResponse503
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    body: BatchScanBody,
    idempotency_key: str | Unset = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(idempotency_key, Unset):
        headers["Idempotency-Key"] = idempotency_key

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/batch/scan",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> (
    BatchScanResponse200
    | BatchScanResponse400
    | BatchScanResponse401
    | BatchScanResponse403
    | BatchScanResponse409
    | BatchScanResponse413
    | BatchScanResponse422
    | BatchScanResponse429
    | BatchScanResponse431
    | BatchScanResponse503
    | None
):
    if response.status_code == 200:
        response_200 = BatchScanResponse200.from_dict(response.json())

        return response_200

    if response.status_code == 400:
        response_400 = BatchScanResponse400.from_dict(response.json())

        return response_400

    if response.status_code == 401:
        response_401 = BatchScanResponse401.from_dict(response.json())

        return response_401

    if response.status_code == 403:
        response_403 = BatchScanResponse403.from_dict(response.json())

        return response_403

    if response.status_code == 409:
        response_409 = BatchScanResponse409.from_dict(response.json())

        return response_409

    if response.status_code == 413:
        response_413 = BatchScanResponse413.from_dict(response.json())

        return response_413

    if response.status_code == 422:
        response_422 = BatchScanResponse422.from_dict(response.json())

        return response_422

    if response.status_code == 429:
        response_429 = BatchScanResponse429.from_dict(response.json())

        return response_429

    if response.status_code == 431:
        response_431 = BatchScanResponse431.from_dict(response.json())

        return response_431

    if response.status_code == 503:
        response_503 = BatchScanResponse503.from_dict(response.json())

        return response_503

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[
    BatchScanResponse200
    | BatchScanResponse400
    | BatchScanResponse401
    | BatchScanResponse403
    | BatchScanResponse409
    | BatchScanResponse413
    | BatchScanResponse422
    | BatchScanResponse429
    | BatchScanResponse431
    | BatchScanResponse503
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
    body: BatchScanBody,
    idempotency_key: str | Unset = UNSET,
) -> Response[
    BatchScanResponse200
    | BatchScanResponse400
    | BatchScanResponse401
    | BatchScanResponse403
    | BatchScanResponse409
    | BatchScanResponse413
    | BatchScanResponse422
    | BatchScanResponse429
    | BatchScanResponse431
    | BatchScanResponse503
]:
    """Quick assessment of 1-50 domains, ranked (1 scan of quota per domain)

    Args:
        idempotency_key (str | Unset):
        body (BatchScanBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[BatchScanResponse200 | BatchScanResponse400 | BatchScanResponse401 | BatchScanResponse403 | BatchScanResponse409 | BatchScanResponse413 | BatchScanResponse422 | BatchScanResponse429 | BatchScanResponse431 | BatchScanResponse503]
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
    body: BatchScanBody,
    idempotency_key: str | Unset = UNSET,
) -> (
    BatchScanResponse200
    | BatchScanResponse400
    | BatchScanResponse401
    | BatchScanResponse403
    | BatchScanResponse409
    | BatchScanResponse413
    | BatchScanResponse422
    | BatchScanResponse429
    | BatchScanResponse431
    | BatchScanResponse503
    | None
):
    """Quick assessment of 1-50 domains, ranked (1 scan of quota per domain)

    Args:
        idempotency_key (str | Unset):
        body (BatchScanBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        BatchScanResponse200 | BatchScanResponse400 | BatchScanResponse401 | BatchScanResponse403 | BatchScanResponse409 | BatchScanResponse413 | BatchScanResponse422 | BatchScanResponse429 | BatchScanResponse431 | BatchScanResponse503
    """

    return sync_detailed(
        client=client,
        body=body,
        idempotency_key=idempotency_key,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    body: BatchScanBody,
    idempotency_key: str | Unset = UNSET,
) -> Response[
    BatchScanResponse200
    | BatchScanResponse400
    | BatchScanResponse401
    | BatchScanResponse403
    | BatchScanResponse409
    | BatchScanResponse413
    | BatchScanResponse422
    | BatchScanResponse429
    | BatchScanResponse431
    | BatchScanResponse503
]:
    """Quick assessment of 1-50 domains, ranked (1 scan of quota per domain)

    Args:
        idempotency_key (str | Unset):
        body (BatchScanBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[BatchScanResponse200 | BatchScanResponse400 | BatchScanResponse401 | BatchScanResponse403 | BatchScanResponse409 | BatchScanResponse413 | BatchScanResponse422 | BatchScanResponse429 | BatchScanResponse431 | BatchScanResponse503]
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
    body: BatchScanBody,
    idempotency_key: str | Unset = UNSET,
) -> (
    BatchScanResponse200
    | BatchScanResponse400
    | BatchScanResponse401
    | BatchScanResponse403
    | BatchScanResponse409
    | BatchScanResponse413
    | BatchScanResponse422
    | BatchScanResponse429
    | BatchScanResponse431
    | BatchScanResponse503
    | None
):
    """Quick assessment of 1-50 domains, ranked (1 scan of quota per domain)

    Args:
        idempotency_key (str | Unset):
        body (BatchScanBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        BatchScanResponse200 | BatchScanResponse400 | BatchScanResponse401 | BatchScanResponse403 | BatchScanResponse409 | BatchScanResponse413 | BatchScanResponse422 | BatchScanResponse429 | BatchScanResponse431 | BatchScanResponse503
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
            idempotency_key=idempotency_key,
        )
    ).parsed
