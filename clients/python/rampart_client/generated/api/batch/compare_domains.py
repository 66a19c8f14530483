from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.compare_domains_body import CompareDomainsBody
from ...models.compare_domains_response_200 import CompareDomainsResponse200
from ...models.compare_domains_response_400 import CompareDomainsResponse400
from ...models.compare_domains_response_401 import CompareDomainsResponse401
from ...models.compare_domains_response_403 import CompareDomainsResponse403
from ...models.compare_domains_response_409 import CompareDomainsResponse409
from ...models.compare_domains_response_413 import CompareDomainsResponse413
from ...models.compare_domains_response_422 import CompareDomainsResponse422
from ...models.compare_domains_response_429 import CompareDomainsResponse429
from ...models.compare_domains_response_431 import CompareDomainsResponse431
from ...models.compare_domains_response_503 import CompareDomainsResponse503
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    body: CompareDomainsBody,
    idempotency_key: str | Unset = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(idempotency_key, Unset):
        headers["Idempotency-Key"] = idempotency_key

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/batch/compare",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> (
    CompareDomainsResponse200
    | CompareDomainsResponse400
    | CompareDomainsResponse401
    | CompareDomainsResponse403
    | CompareDomainsResponse409
    | CompareDomainsResponse413
    | CompareDomainsResponse422
    | CompareDomainsResponse429
    | CompareDomainsResponse431
    | CompareDomainsResponse503
    | None
):
    if response.status_code == 200:
        response_200 = CompareDomainsResponse200.from_dict(response.json())

        return response_200

    if response.status_code == 400:
        response_400 = CompareDomainsResponse400.from_dict(response.json())

        return response_400

    if response.status_code == 401:
        response_401 = CompareDomainsResponse401.from_dict(response.json())

        return response_401

    if response.status_code == 403:
        response_403 = CompareDomainsResponse403.from_dict(response.json())

        return response_403

    if response.status_code == 409:
        response_409 = CompareDomainsResponse409.from_dict(response.json())

        return response_409

    if response.status_code == 413:
        response_413 = CompareDomainsResponse413.from_dict(response.json())

        return response_413

    if response.status_code == 422:
        response_422 = CompareDomainsResponse422.from_dict(response.json())

        return response_422

    if response.status_code == 429:
        response_429 = CompareDomainsResponse429.from_dict(response.json())

        return response_429

    if response.status_code == 431:
        response_431 = CompareDomainsResponse431.from_dict(response.json())

        return response_431

    if response.status_code == 503:
        response_503 = CompareDomainsResponse503.from_dict(response.json())

        return response_503

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[
    CompareDomainsResponse200
    | CompareDomainsResponse400
    | CompareDomainsResponse401
    | CompareDomainsResponse403
    | CompareDomainsResponse409
    | CompareDomainsResponse413
    | CompareDomainsResponse422
    | CompareDomainsResponse429
    | CompareDomainsResponse431
    | CompareDomainsResponse503
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
    body: CompareDomainsBody,
    idempotency_key: str | Unset = UNSET,
) -> Response[
    CompareDomainsResponse200
    | CompareDomainsResponse400
    | CompareDomainsResponse401
    | CompareDomainsResponse403
    | CompareDomainsResponse409
    | CompareDomainsResponse413
    | CompareDomainsResponse422
    | CompareDomainsResponse429
    | CompareDomainsResponse431
    | CompareDomainsResponse503
]:
    """Compare 2-5 domains: ranking, winner, score gap, per-module comparison (1 scan each)

    Args:
        idempotency_key (str | Unset):
        body (CompareDomainsBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[CompareDomainsResponse200 | CompareDomainsResponse400 | CompareDomainsResponse401 | CompareDomainsResponse403 | CompareDomainsResponse409 | CompareDomainsResponse413 | CompareDomainsResponse422 | CompareDomainsResponse429 | CompareDomainsResponse431 | CompareDomainsResponse503]
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
    body: CompareDomainsBody,
    idempotency_key: str | Unset = UNSET,
) -> (
    CompareDomainsResponse200
    | CompareDomainsResponse400
    | CompareDomainsResponse401
    | CompareDomainsResponse403
    | CompareDomainsResponse409
    | CompareDomainsResponse413
    | CompareDomainsResponse422
    | CompareDomainsResponse429
    | CompareDomainsResponse431
    | CompareDomainsResponse503
    | None
):
    """Compare 2-5 domains: ranking, winner, score gap, per-module comparison (1 scan each)

    Args:
        idempotency_key (str | Unset):
        body (CompareDomainsBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        CompareDomainsResponse200 | CompareDomainsResponse400 | CompareDomainsResponse401 | CompareDomainsResponse403 | CompareDomainsResponse409 | CompareDomainsResponse413 | CompareDomainsResponse422 | CompareDomainsResponse429 | CompareDomainsResponse431 | CompareDomainsResponse503
    """

    return sync_detailed(
        client=client,
        body=body,
        idempotency_key=idempotency_key,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    body: CompareDomainsBody,
    idempotency_key: str | Unset = UNSET,
) -> Response[
    CompareDomainsResponse200
    | CompareDomainsResponse400
    | CompareDomainsResponse401
    | CompareDomainsResponse403
    | CompareDomainsResponse409
    | CompareDomainsResponse413
    | CompareDomainsResponse422
    | CompareDomainsResponse429
    | CompareDomainsResponse431
    | CompareDomainsResponse503
]:
    """Compare 2-5 domains: ranking, winner, score gap, per-module comparison (1 scan each)

    Args:
        idempotency_key (str | Unset):
        body (CompareDomainsBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[CompareDomainsResponse200 | CompareDomainsResponse400 | CompareDomainsResponse401 | CompareDomainsResponse403 | CompareDomainsResponse409 | CompareDomainsResponse413 | CompareDomainsResponse422 | CompareDomainsResponse429 | CompareDomainsResponse431 | CompareDomainsResponse503]
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
    body: CompareDomainsBody,
    idempotency_key: str | Unset = UNSET,
) -> (
    CompareDomainsResponse200
    | CompareDomainsResponse400
    | CompareDomainsResponse401
    | CompareDomainsResponse403
    | CompareDomainsResponse409
    | CompareDomainsResponse413
    | CompareDomainsResponse422
    | CompareDomainsResponse429
    | CompareDomainsResponse431
    | CompareDomainsResponse503
    | None
):
    """Compare 2-5 domains: ranking, winner, score gap, per-module comparison (1 scan each)

    Args:
        idempotency_key (str | Unset):
        body (CompareDomainsBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        CompareDomainsResponse200 | CompareDomainsResponse400 | CompareDomainsResponse401 | CompareDomainsResponse403 | CompareDomainsResponse409 | CompareDomainsResponse413 | CompareDomainsResponse422 | CompareDomainsResponse429 | CompareDomainsResponse431 | CompareDomainsResponse503
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
            idempotency_key=idempotency_key,
        )
    ).parsed
