from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.receive_processor_event_response_200 import (
    ReceiveProcessorEventResponse200,
)
from ...models.receive_processor_event_response_400 import (
    ReceiveProcessorEventResponse400,
)
from ...models.receive_processor_event_response_429 import (
    ReceiveProcessorEventResponse429,
)
from ...models.receive_processor_event_response_431 import (
    ReceiveProcessorEventResponse431,
)
from ...models.receive_processor_event_response_503 import (
    ReceiveProcessorEventResponse503,
)
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    processor_signature: str | Unset = UNSET,
    stripe_signature: str | Unset = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(processor_signature, Unset):
        headers["processor-signature"] = processor_signature

    if not isinstance(stripe_signature, Unset):
        headers["stripe-signature"] = stripe_signature

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/billing/webhook",
    }

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> (
    ReceiveProcessorEventResponse200
    | ReceiveProcessorEventResponse400
    | ReceiveProcessorEventResponse429
    | ReceiveProcessorEventResponse431
    | ReceiveProcessorEventResponse503
    | None
):
    if response.status_code == 200:
        response_200 = ReceiveProcessorEventResponse200.from_dict(response.json())

        return response_200

    if response.status_code == 400:
        response_400 = ReceiveProcessorEventResponse400.from_dict(response.json())

        return response_400

    if response.status_code == 429:
        response_429 = ReceiveProcessorEventResponse429.from_dict(response.json())

        return response_429

    if response.status_code == 431:
        response_431 = ReceiveProcessorEventResponse431.from_dict(response.json())

        return response_431

    if response.status_code == 503:
        response_503 = ReceiveProcessorEventResponse503.from_dict(response.json())

        return response_503

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[
    ReceiveProcessorEventResponse200
    | ReceiveProcessorEventResponse400
    | ReceiveProcessorEventResponse429
    | ReceiveProcessorEventResponse431
    | ReceiveProcessorEventResponse503
]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    processor_signature: str | Unset = UNSET,
    stripe_signature: str | Unset = UNSET,
) -> Response[
    ReceiveProcessorEventResponse200
    | ReceiveProcessorEventResponse400
    | ReceiveProcessorEventResponse429
    | ReceiveProcessorEventResponse431
    | ReceiveProcessorEventResponse503
]:
    """Payment processor events (signed with Processor-Signature); idempotent by event id

     The signature is read from `Processor-Signature`, or from `Stripe-Signature` (the name Stripe sends
    it under) when the first is absent.

    Args:
        processor_signature (str | Unset):
        stripe_signature (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ReceiveProcessorEventResponse200 | ReceiveProcessorEventResponse400 | ReceiveProcessorEventResponse429 | ReceiveProcessorEventResponse431 | ReceiveProcessorEventResponse503]
    """

    kwargs = _get_kwargs(
        processor_signature=processor_signature,
        stripe_signature=stripe_signature,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    *,
    client: AuthenticatedClient | Client,
    processor_signature: str | Unset = UNSET,
    stripe_signature: str | Unset = UNSET,
) -> (
    ReceiveProcessorEventResponse200
    | ReceiveProcessorEventResponse400
    | ReceiveProcessorEventResponse429
    | ReceiveProcessorEventResponse431
    | ReceiveProcessorEventResponse503
    | None
):
    """Payment processor events (signed with Processor-Signature); idempotent by event id

     The signature is read from `Processor-Signature`, or from `Stripe-Signature` (the name Stripe sends
    it under) when the first is absent.

    Args:
        processor_signature (str | Unset):
        stripe_signature (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ReceiveProcessorEventResponse200 | ReceiveProcessorEventResponse400 | ReceiveProcessorEventResponse429 | ReceiveProcessorEventResponse431 | ReceiveProcessorEventResponse503
    """

    return sync_detailed(
        client=client,
        processor_signature=processor_signature,
        stripe_signature=stripe_signature,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    processor_signature: str | Unset = UNSET,
    stripe_signature: str | Unset = UNSET,
) -> Response[
    ReceiveProcessorEventResponse200
    | ReceiveProcessorEventResponse400
    | ReceiveProcessorEventResponse429
    | ReceiveProcessorEventResponse431
    | ReceiveProcessorEventResponse503
]:
    """Payment processor events (signed with Processor-Signature); idempotent by event id

     The signature is read from `Processor-Signature`, or from `Stripe-Signature` (the name Stripe sends
    it under) when the first is absent.

    Args:
        processor_signature (str | Unset):
        stripe_signature (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ReceiveProcessorEventResponse200 | ReceiveProcessorEventResponse400 | ReceiveProcessorEventResponse429 | ReceiveProcessorEventResponse431 | ReceiveProcessorEventResponse503]
    """

    kwargs = _get_kwargs(
        processor_signature=processor_signature,
        stripe_signature=stripe_signature,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient | Client,
    processor_signature: str | Unset = UNSET,
    stripe_signature: str | Unset = UNSET,
) -> (
    ReceiveProcessorEventResponse200
    | ReceiveProcessorEventResponse400
    | ReceiveProcessorEventResponse429
    | ReceiveProcessorEventResponse431
    | ReceiveProcessorEventResponse503
    | None
):
    """Payment processor events (signed with Processor-Signature); idempotent by event id

     The signature is read from `Processor-Signature`, or from `Stripe-Signature` (the name Stripe sends
    it under) when the first is absent.

    Args:
        processor_signature (str | Unset):
        stripe_signature (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ReceiveProcessorEventResponse200 | ReceiveProcessorEventResponse400 | ReceiveProcessorEventResponse429 | ReceiveProcessorEventResponse431 | ReceiveProcessorEventResponse503
    """

    return (
        await asyncio_detailed(
            client=client,
            processor_signature=processor_signature,
            stripe_signature=stripe_signature,
        )
    ).parsed
