from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.add_monitored_domain_body import AddMonitoredDomainBody
from ...models.add_monitored_domain_response_200 import AddMonitoredDomainResponse200
from ...models.add_monitored_domain_response_400 import AddMonitoredDomainResponse400
from ...models.add_monitored_domain_response_401 import AddMonitoredDomainResponse401
from ...models.add_monitored_domain_response_403 import AddMonitoredDomainResponse403
from ...models.add_monitored_domain_response_409 import AddMonitoredDomainResponse409
from ...models.add_monitored_domain_response_413 import AddMonitoredDomainResponse413
from ...models.add_monitored_domain_response_422 import AddMonitoredDomainResponse422
from ...models.add_monitored_domain_response_429 import AddMonitoredDomainResponse429
from ...models.add_monitored_domain_response_431 import AddMonitoredDomainResponse431
from ...models.add_monitored_domain_response_503 import AddMonitoredDomainResponse503
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    body: AddMonitoredDomainBody,
    idempotency_key: str | Unset = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(idempotency_key, Unset):
        headers["Idempotency-Key"] = idempotency_key

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/domains",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> (
    AddMonitoredDomainResponse200
    | AddMonitoredDomainResponse400
    | AddMonitoredDomainResponse401
    | AddMonitoredDomainResponse403
    | AddMonitoredDomainResponse409
    | AddMonitoredDomainResponse413
    | AddMonitoredDomainResponse422
    | AddMonitoredDomainResponse429
    | AddMonitoredDomainResponse431
    | AddMonitoredDomainResponse503
    | None
):
    if response.status_code == 200:
        response_200 = AddMonitoredDomainResponse200.from_dict(response.json())

        return response_200

    if response.status_code == 400:
        response_400 = AddMonitoredDomainResponse400.from_dict(response.json())

        return response_400

    if response.status_code == 401:
        response_401 = AddMonitoredDomainResponse401.from_dict(response.json())

        return response_401

    if response.status_code == 403:
        response_403 = AddMonitoredDomainResponse403.from_dict(response.json())

        return response_403

    if response.status_code == 409:
        response_409 = AddMonitoredDomainResponse409.from_dict(response.json())

        return response_409

    if response.status_code == 413:
        response_413 = AddMonitoredDomainResponse413.from_dict(response.json())

        return response_413

    if response.status_code == 422:
        response_422 = AddMonitoredDomainResponse422.from_dict(response.json())

        return response_422

    if response.status_code == 429:
        response_429 = AddMonitoredDomainResponse429.from_dict(response.json())

        return response_429

    if response.status_code == 431:
        response_431 = AddMonitoredDomainResponse431.from_dict(response.json())

        return response_431

    if response.status_code == 503:
        response_503 = AddMonitoredDomainResponse503.from_dict(response.json())

        return response_503

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[
    AddMonitoredDomainResponse200
    | AddMonitoredDomainResponse400
    | AddMonitoredDomainResponse401
    | AddMonitoredDomainResponse403
    | AddMonitoredDomainResponse409
    | AddMonitoredDomainResponse413
    | AddMonitoredDomainResponse422
    | AddMonitoredDomainResponse429
    | AddMonitoredDomainResponse431
    | AddMonitoredDomainResponse503
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
    body: AddMonitoredDomainBody,
    idempotency_key: str | Unset = UNSET,
) -> Response[
    AddMonitoredDomainResponse200
    | AddMonitoredDomainResponse400
    | AddMonitoredDomainResponse401
    | AddMonitoredDomainResponse403
    | AddMonitoredDomainResponse409
    | AddMonitoredDomainResponse413
    | AddMonitoredDomainResponse422
    | AddMonitoredDomainResponse429
    | AddMonitoredDomainResponse431
    | AddMonitoredDomainResponse503
]:
    """Monitor a domain: scheduled scans and alerts (400 for a bad frequency, a duplicate or no slot left)

    Args:
        idempotency_key (str | Unset):
        body (AddMonitoredDomainBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[AddMonitoredDomainResponse200 | AddMonitoredDomainResponse400 | AddMonitoredDomainResponse401 | AddMonitoredDomainResponse403 | AddMonitoredDomainResponse409 | AddMonitoredDomainResponse413 | AddMonitoredDomainResponse422 | AddMonitoredDomainResponse429 | AddMonitoredDomainResponse431 | AddMonitoredDomainResponse503]
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
    body: AddMonitoredDomainBody,
    idempotency_key: str | Unset = UNSET,
) -> (
    AddMonitoredDomainResponse200
    | AddMonitoredDomainResponse400
    | AddMonitoredDomainResponse401
    | AddMonitoredDomainResponse403
    | AddMonitoredDomainResponse409
    | AddMonitoredDomainResponse413
    | AddMonitoredDomainResponse422
    | AddMonitoredDomainResponse429
    | AddMonitoredDomainResponse431
    | AddMonitoredDomainResponse503
    | None
):
    """Monitor a domain: scheduled scans and alerts (400 for a bad frequency, a duplicate or no slot left)

    Args:
        idempotency_key (str | Unset):
        body (AddMonitoredDomainBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        AddMonitoredDomainResponse200 | AddMonitoredDomainResponse400 | AddMonitoredDomainResponse401 | AddMonitoredDomainResponse403 | AddMonitoredDomainResponse409 | AddMonitoredDomainResponse413 | AddMonitoredDomainResponse422 | AddMonitoredDomainResponse429 | AddMonitoredDomainResponse431 | AddMonitoredDomainResponse503
    """

    return sync_detailed(
        client=client,
        body=body,
        idempotency_key=idempotency_key,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    body: AddMonitoredDomainBody,
    idempotency_key: str | Unset = UNSET,
) -> Response[
    AddMonitoredDomainResponse200
    | AddMonitoredDomainResponse400
    | AddMonitoredDomainResponse401
    | AddMonitoredDomainResponse403
    | AddMonitoredDomainResponse409
    | AddMonitoredDomainResponse413
    | AddMonitoredDomainResponse422
    | AddMonitoredDomainResponse429
    | AddMonitoredDomainResponse431
    | AddMonitoredDomainResponse503
]:
    """Monitor a domain: scheduled scans and alerts (400 for a bad frequency, a duplicate or no slot left)

    Args:
        idempotency_key (str | Unset):
        body (AddMonitoredDomainBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[AddMonitoredDomainResponse200 | AddMonitoredDomainResponse400 | AddMonitoredDomainResponse401 | AddMonitoredDomainResponse403 | AddMonitoredDomainResponse409 | AddMonitoredDomainResponse413 | AddMonitoredDomainResponse422 | AddMonitoredDomainResponse429 | AddMonitoredDomainResponse431 | AddMonitoredDomainResponse503]
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
    body: AddMonitoredDomainBody,
    idempotency_key: str | Unset = UNSET,
) -> (
    AddMonitoredDomainResponse200
    | AddMonitoredDomainResponse400
    | AddMonitoredDomainResponse401
    | AddMonitoredDomainResponse403
    | AddMonitoredDomainResponse409
    | AddMonitoredDomainResponse413
    | AddMonitoredDomainResponse422
    | AddMonitoredDomainResponse429
    | AddMonitoredDomainResponse431
    | AddMonitoredDomainResponse503
    | None
):
    """Monitor a domain: scheduled scans and alerts (400 for a bad frequency, a duplicate or no slot left)

    Args:
        idempotency_key (str | Unset):
        body (AddMonitoredDomainBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        AddMonitoredDomainResponse200 | AddMonitoredDomainResponse400 | AddMonitoredDomainResponse401 | AddMonitoredDomainResponse403 | AddMonitoredDomainResponse409 | AddMonitoredDomainResponse413 | AddMonitoredDomainResponse422 | AddMonitoredDomainResponse429 | AddMonitoredDomainResponse431 | AddMonitoredDomainResponse503
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
            idempotency_key=idempotency_key,
        )
    ).parsed
