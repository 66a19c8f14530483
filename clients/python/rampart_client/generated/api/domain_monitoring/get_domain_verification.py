from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.get_domain_verification_response_200 import (
    GetDomainVerificationResponse200,
)
from ...models.get_domain_verification_response_401 import (
    GetDomainVerificationResponse401,
)
from ...models.get_domain_verification_response_403 import (
    GetDomainVerificationResponse403,
)
from ...models.get_domain_verification_response_404 import (
    GetDomainVerificationResponse404,
)
from ...models.get_domain_verification_response_414 import (
    GetDomainVerificationResponse414,
)
from ...models.get_domain_verification_response_422 import (
    GetDomainVerificationResponse422,
)
from ...models.get_domain_verification_response_429 import (
    GetDomainVerificationResponse429,
)
from ...models.get_domain_verification_response_431 import (
    GetDomainVerificationResponse431,
)
from ...models.get_domain_verification_response_503 import (
    GetDomainVerificationResponse503,
)
from ...types import Response


def _get_kwargs(
    domain_id: int,
) -> dict[str, Any]:

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/domains/{domain_id}/verification".format(
            domain_id=quote(str(domain_id), safe=""),
        ),
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> (
    GetDomainVerificationResponse200
    | GetDomainVerificationResponse401
    | GetDomainVerificationResponse403
    | GetDomainVerificationResponse404
    | GetDomainVerificationResponse414
    | GetDomainVerificationResponse422
    | GetDomainVerificationResponse429
    | GetDomainVerificationResponse431
    | GetDomainVerificationResponse503
    | None
):
    if response.status_code == 200:
        response_200 = GetDomainVerificationResponse200.from_dict(response.json())

        return response_200

    if response.status_code == 401:
        response_401 = GetDomainVerificationResponse401.from_dict(response.json())

        return response_401

    if response.status_code == 403:
        response_403 = GetDomainVerificationResponse403.from_dict(response.json())

        return response_403

    if response.status_code == 404:
        response_404 = GetDomainVerificationResponse404.from_dict(response.json())

        return response_404

    if response.status_code == 414:
        response_414 = GetDomainVerificationResponse414.from_dict(response.json())

        return response_414

    if response.status_code == 422:
        response_422 = GetDomainVerificationResponse422.from_dict(response.json())

        return response_422

    if response.status_code == 429:
        response_429 = GetDomainVerificationResponse429.from_dict(response.json())

        return response_429

    if response.status_code == 431:
        response_431 = GetDomainVerificationResponse431.from_dict(response.json())

        return response_431

    if response.status_code == 503:
        response_503 = GetDomainVerificationResponse503.from_dict(response.json())

        return response_503

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[
    GetDomainVerificationResponse200
    | GetDomainVerificationResponse401
    | GetDomainVerificationResponse403
    | GetDomainVerificationResponse404
    | GetDomainVerificationResponse414
    | GetDomainVerificationResponse422
    | GetDomainVerificationResponse429
    | GetDomainVerificationResponse431
    | GetDomainVerificationResponse503
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
) -> Response[
    GetDomainVerificationResponse200
    | GetDomainVerificationResponse401
    | GetDomainVerificationResponse403
    | GetDomainVerificationResponse404
    | GetDomainVerificationResponse414
    | GetDomainVerificationResponse422
    | GetDomainVerificationResponse429
    | GetDomainVerificationResponse431
    | GetDomainVerificationResponse503
]:
    """Ownership verification of a monitored domain: the TXT record or file to publish, and its status

    Args:
        domain_id (int):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[GetDomainVerificationResponse200 | GetDomainVerificationResponse401 | GetDomainVerificationResponse403 | GetDomainVerificationResponse404 | GetDomainVerificationResponse414 | GetDomainVerificationResponse422 | GetDomainVerificationResponse429 | GetDomainVerificationResponse431 | GetDomainVerificationResponse503]
    """

    kwargs = _get_kwargs(
        domain_id=domain_id,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    domain_id: int,
    *,
    client: AuthenticatedClient,
) -> (
    GetDomainVerificationResponse200
    | GetDomainVerificationResponse401
    | GetDomainVerificationResponse403
    | GetDomainVerificationResponse404
    | GetDomainVerificationResponse414
    | GetDomainVerificationResponse422
    | GetDomainVerificationResponse429
    | GetDomainVerificationResponse431
    | GetDomainVerificationResponse503
    | None
):
    """Ownership verification of a monitored domain: the TXT record or file to publish, and its status

    Args:
        domain_id (int):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        GetDomainVerificationResponse200 | GetDomainVerificationResponse401 | GetDomainVerificationResponse403 | GetDomainVerificationResponse404 | GetDomainVerificationResponse414 | GetDomainVerificationResponse422 | GetDomainVerificationResponse429 | GetDomainVerificationResponse431 | GetDomainVerificationResponse503
    """

    return sync_detailed(
        domain_id=domain_id,
        client=client,
    ).parsed


async def asyncio_detailed(
    domain_id: int,
    *,
    client: AuthenticatedClient,
) -> Response[
    GetDomainVerificationResponse200
    | GetDomainVerificationResponse401
    | GetDomainVerificationResponse403
    | GetDomainVerificationResponse404
    | GetDomainVerificationResponse414
    | GetDomainVerificationResponse422
    | GetDomainVerificationResponse429
    | GetDomainVerificationResponse431
    | GetDomainVerificationResponse503
]:
    """Ownership verification of a monitored domain: the TXT record or file to publish, and its status

    Args:
        domain_id (int):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[GetDomainVerificationResponse200 | GetDomainVerificationResponse401 | GetDomainVerificationResponse403 | GetDomainVerificationResponse404 | GetDomainVerificationResponse414 | GetDomainVerificationResponse422 | GetDomainVerificationResponse429 | GetDomainVerificationResponse431 | GetDomainVerificationResponse503]
    """

    kwargs = _get_kwargs(
        domain_id=domain_id,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    domain_id: int,
    *,
    client: AuthenticatedClient,
) -> (
    GetDomainVerificationResponse200
    | GetDomainVerificationResponse401
    | GetDomainVerificationResponse403
    | GetDomainVerificationResponse404
    | GetDomainVerificationResponse414
    | GetDomainVerificationResponse422
    | GetDomainVerificationResponse429
    | GetDomainVerificationResponse431
    | GetDomainVerificationResponse503
    | None
):
    """Ownership verification of a monitored domain: the TXT record or file to publish, and its status

    Args:
        domain_id (int):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        GetDomainVerificationResponse200 | GetDomainVerificationResponse401 | GetDomainVerificationResponse403 | GetDomainVerificationResponse404 | GetDomainVerificationResponse414 | GetDomainVerificationResponse422 | GetDomainVerificationResponse429 | GetDomainVerificationResponse431 | GetDomainVerificationResponse503
    """

    return (
        await asyncio_detailed(
            domain_id=domain_id,
            client=client,
        )
    ).parsed
