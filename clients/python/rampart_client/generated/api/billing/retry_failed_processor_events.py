from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.retry_failed_processor_events_response_200 import (
    RetryFailedProcessorEventsResponse200,
)
from ...models.retry_failed_processor_events_response_401 import (
    RetryFailedProcessorEventsResponse401,
)
from ...models.retry_failed_processor_events_response_403 import (
    RetryFailedProcessorEventsResponse403,
)
from ...models.retry_failed_processor_events_response_409 import (
    RetryFailedProcessorEventsResponse409,
)
from ...models.retry_failed_processor_events_response_422 import (
    RetryFailedProcessorEventsResponse422,
)
from ...models.retry_failed_processor_events_response_429 import (
    RetryFailedProcessorEventsResponse429,
)
from ...models.retry_failed_processor_events_response_431 import (
    RetryFailedProcessorEventsResponse431,
)
from ...models.retry_failed_processor_events_response_503 import (
    RetryFailedProcessorEventsResponse503,
)
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    hours: int | Unset = 24,
    idempotency_key: str | Unset = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(idempotency_key, Unset):
        headers["Idempotency-Key"] = idempotency_key

    params: dict[str, Any] = {}

    params["hours"] = hours

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/billing/webhook/retry",
        "params": params,
    }

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> (
    RetryFailedProcessorEventsResponse200
    | RetryFailedProcessorEventsResponse401
    | RetryFailedProcessorEventsResponse403
    | RetryFailedProcessorEventsResponse409
    | RetryFailedProcessorEventsResponse422
    | RetryFailedProcessorEventsResponse429
    | RetryFailedProcessorEventsResponse431
    | RetryFailedProcessorEventsResponse503
    | None
):
    if response.status_code == 200:
        response_200 = RetryFailedProcessorEventsResponse200.from_dict(response.json())

        return response_200

    if response.status_code == 401:
        response_401 = RetryFailedProcessorEventsResponse401.from_dict(response.json())

        return response_401

    if response.status_code == 403:
        response_403 = RetryFailedProcessorEventsResponse403.from_dict(response.json())

        return response_403

    if response.status_code == 409:
        response_409 = RetryFailedProcessorEventsResponse409.from_dict(response.json())

        return response_409

    if response.status_code == 422:
        response_422 = RetryFailedProcessorEventsResponse422.from_dict(response.json())

        return response_422

    if response.status_code == 429:
        response_429 = RetryFailedProcessorEventsResponse429.from_dict(response.json())

        return response_429

    if response.status_code == 431:
        response_431 = RetryFailedProcessorEventsResponse431.from_dict(response.json())

        return response_431

    if response.status_code == 503:
        response_503 = RetryFailedProcessorEventsResponse503.from_dict(response.json())

        return response_503

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[
    RetryFailedProcessorEventsResponse200
    | RetryFailedProcessorEventsResponse401
    | RetryFailedProcessorEventsResponse403
    | RetryFailedProcessorEventsResponse409
    | RetryFailedProcessorEventsResponse422
    | RetryFailedProcessorEventsResponse429
    | RetryFailedProcessorEventsResponse431
    | RetryFailedProcessorEventsResponse503
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
    hours: int | Unset = 24,
    idempotency_key: str | Unset = UNSET,
) -> Response[
    RetryFailedProcessorEventsResponse200
    | RetryFailedProcessorEventsResponse401
    | RetryFailedProcessorEventsResponse403
    | RetryFailedProcessorEventsResponse409
    | RetryFailedProcessorEventsResponse422
    | RetryFailedProcessorEventsResponse429
    | RetryFailedProcessorEventsResponse431
    | RetryFailedProcessorEventsResponse503
]:
    """Admin: process again the failed processor events of the last `hours`

    Args:
        hours (int | Unset):  Default: 24.
        idempotency_key (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[RetryFailedProcessorEventsResponse200 | RetryFailedProcessorEventsResponse401 | RetryFailedProcessorEventsResponse403 | RetryFailedProcessorEventsResponse409 | RetryFailedProcessorEventsResponse422 | RetryFailedProcessorEventsResponse429 | RetryFailedProcessorEventsResponse431 | RetryFailedProcessorEventsResponse503]
    """

    kwargs = _get_kwargs(
        hours=hours,
        idempotency_key=idempotency_key,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    *,
    client: AuthenticatedClient,
    hours: int | Unset = 24,
    idempotency_key: str | Unset = UNSET,
) -> (
    RetryFailedProcessorEventsResponse200
    | RetryFailedProcessorEventsResponse401
    | RetryFailedProcessorEventsResponse403
    | RetryFailedProcessorEventsResponse409
    | RetryFailedProcessorEventsResponse422
    | RetryFailedProcessorEventsResponse429
    | RetryFailedProcessorEventsResponse431
    | RetryFailedProcessorEventsResponse503
    | None
):
    """Admin: process again the failed processor events of the last `hours`

    Args:
        hours (int | Unset):  Default: 24.
        idempotency_key (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        RetryFailedProcessorEventsResponse200 | RetryFailedProcessorEventsResponse401 | RetryFailedProcessorEventsResponse403 | RetryFailedProcessorEventsResponse409 | RetryFailedProcessorEventsResponse422 | RetryFailedProcessorEventsResponse429 | RetryFailedProcessorEventsResponse431 | RetryFailedProcessorEventsResponse503
    """

    return sync_detailed(
        client=client,
        hours=hours,
        idempotency_key=idempotency_key,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    hours: int | Unset = 24,
    idempotency_key: str | Unset = UNSET,
) -> Response[
    RetryFailedProcessorEventsResponse200
    | RetryFailedProcessorEventsResponse401
    | RetryFailedProcessorEventsResponse403
    | RetryFailedProcessorEventsResponse409
    | RetryFailedProcessorEventsResponse422
    | RetryFailedProcessorEventsResponse429
    | RetryFailedProcessorEventsResponse431
    | RetryFailedProcessorEventsResponse503
]:
    """Admin: process again the failed processor events of the last `hours`

    Args:
        hours (int | Unset):  Default: 24.
        idempotency_key (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[RetryFailedProcessorEventsResponse200 | RetryFailedProcessorEventsResponse401 | RetryFailedProcessorEventsResponse403 | RetryFailedProcessorEventsResponse409 | RetryFailedProcessorEventsResponse422 | RetryFailedProcessorEventsResponse429 | RetryFailedProcessorEventsResponse431 | RetryFailedProcessorEventsResponse503]
    """

    kwargs = _get_kwargs(
        hours=hours,
        idempotency_key=idempotency_key,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient,
    hours: int | Unset = 24,
    idempotency_key: str | Unset = UNSET,
) -> (
    RetryFailedProcessorEventsResponse200
    | RetryFailedProcessorEventsResponse401
    | RetryFailedProcessorEventsResponse403
    | RetryFailedProcessorEventsResponse409
    | RetryFailedProcessorEventsResponse422
    | RetryFailedProcessorEventsResponse429
    | RetryFailedProcessorEventsResponse431
    | RetryFailedProcessorEventsResponse503
    | None
):
    """Admin: process again the failed processor events of the last `hours`

    Args:
        hours (int | Unset):  Default: 24.
        idempotency_key (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        RetryFailedProcessorEventsResponse200 | RetryFailedProcessorEventsResponse401 | RetryFailedProcessorEventsResponse403 | RetryFailedProcessorEventsResponse409 | RetryFailedProcessorEventsResponse422 | RetryFailedProcessorEventsResponse429 | RetryFailedProcessorEventsResponse431 | RetryFailedProcessorEventsResponse503
    """

    return (
        await asyncio_detailed(
            client=client,
            hours=hours,
            idempotency_key=idempotency_key,
        )
    ).parsed
