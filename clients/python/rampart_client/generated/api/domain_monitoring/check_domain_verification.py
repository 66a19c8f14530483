from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.check_domain_verification_response_200 import (
    CheckDomainVerificationResponse200,
)
from ...models.check_domain_verification_response_401 import (
    CheckDomainVerificationResponse401,
)
from ...models.check_domain_verification_response_403 import (
    CheckDomainVerificationResponse403,
)
from ...models.check_domain_verification_response_404 import (
    CheckDomainVerificationResponse404,
)
from ...models.check_domain_verification_response_409 import (
    CheckDomainVerificationResponse409,
)
from ...models.check_domain_verification_response_414 import (
    CheckDomainVerificationResponse414,
)
from ...models.check_domain_verification_response_422 import (
    CheckDomainVerificationResponse422,
)
from ...models.check_domain_verification_response_429 import (
    CheckDomainVerificationResponse429,
)
from ...models.check_domain_verification_response_431 import (
    CheckDomainVerificationResponse431,
)
from ...models.check_domain_verification_response_503 import (
    CheckDomainVerificationResponse503,
)
from ...types import UNSET, Response, Unset


def _get_kwargs(
    domain_id: int,
    *,
    idempotency_key: str | Unset = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(idempotency_key, Unset):
        headers["Idempotency-Key"] = idempotency_key

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/domains/{domain_id}/verification/check".format(
            domain_id=quote(str(domain_id), safe=""),
        ),
    }

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> (
    CheckDomainVerificationResponse200
    | CheckDomainVerificationResponse401
    | CheckDomainVerificationResponse403
    | CheckDomainVerificationResponse404
    | CheckDomainVerificationResponse409
    | CheckDomainVerificationResponse414
    | CheckDomainVerificationResponse422
    | CheckDomainVerificationResponse429
    | CheckDomainVerificationResponse431
    | CheckDomainVerificationResponse503
    | None
):
    if response.status_code == 200:
        response_200 = CheckDomainVerificationResponse200.from_dict(response.json())

        return response_200

    if response.status_code == 401:
        response_401 = CheckDomainVerificationResponse401.from_dict(response.json())

        return response_401

    if response.status_code == 403:
        response_403 = CheckDomainVerificationResponse403.from_dict(response.json())

        return response_403

    if response.status_code == 404:
        response_404 = CheckDomainVerificationResponse404.from_dict(response.json())

        return response_404

    if response.status_code == 409:
        response_409 = CheckDomainVerificationResponse409.from_dict(response.json())

        return response_409

    if response.status_code == 414:
        response_414 = CheckDomainVerificationResponse414.from_dict(response.json())

        return response_414

    if response.status_code == 422:
        response_422 = CheckDomainVerificationResponse422.from_dict(response.json())

        return response_422

    if response.status_code == 429:
        response_429 = CheckDomainVerificationResponse429.from_dict(response.json())

        return response_429

    if response.status_code == 431:
        response_431 = CheckDomainVerificationResponse431.from_dict(response.json())

        return response_431

    if response.status_code == 503:
        response_503 = CheckDomainVerificationResponse503.from_dict(response.json())

        return response_503

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[
    CheckDomainVerificationResponse200
    | CheckDomainVerificationResponse401
    | CheckDomainVerificationResponse403
    | CheckDomainVerificationResponse404
    | CheckDomainVerificationResponse409
    | CheckDomainVerificationResponse414
    | CheckDomainVerificationResponse422
    | CheckDomainVerificationResponse429
    | CheckDomainVerificationResponse431
    | CheckDomainVerificationResponse503
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
    idempotency_key: str | Unset = UNSET,
) -> Response[
    CheckDomainVerificationResponse200
    | CheckDomainVerificationResponse401
    | CheckDomainVerificationResponse403
    | CheckDomainVerificationResponse404
    | CheckDomainVerificationResponse409
    | CheckDomainVerificationResponse414
    | CheckDomainVerificationResponse422
    | CheckDomainVerificationResponse429
    | CheckDomainVerificationResponse431
    | CheckDomainVerificationResponse503
]:
    """Check ownership now: looks for the TXT record, then the well-known file (HTTPS, then HTTP)

    Args:
        domain_id (int):
        idempotency_key (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[CheckDomainVerificationResponse200 | CheckDomainVerificationResponse401 | CheckDomainVerificationResponse403 | CheckDomainVerificationResponse404 | CheckDomainVerificationResponse409 | CheckDomainVerificationResponse414 | CheckDomainVerificationResponse422 | CheckDomainVerificationResponse429 | CheckDomainVerificationResponse431 | CheckDomainVerificationResponse503]
    """

    kwargs = _get_kwargs(
        domain_id=domain_id,
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
    idempotency_key: str | Unset = UNSET,
) -> (
    CheckDomainVerificationResponse200
    | CheckDomainVerificationResponse401
    | CheckDomainVerificationResponse403
    | CheckDomainVerificationResponse404
    | CheckDomainVerificationResponse409
    | CheckDomainVerificationResponse414
    | CheckDomainVerificationResponse422
    | CheckDomainVerificationResponse429
    | CheckDomainVerificationResponse431
    | CheckDomainVerificationResponse503
    | None
):
    """Check ownership now: looks for the TXT record, then the well-known file (HTTPS, then HTTP)

    Args:
        domain_id (int):
        idempotency_key (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        CheckDomainVerificationResponse200 | CheckDomainVerificationResponse401 | CheckDomainVerificationResponse403 | CheckDomainVerificationResponse404 | CheckDomainVerificationResponse409 | CheckDomainVerificationResponse414 | CheckDomainVerificationResponse422 | CheckDomainVerificationResponse429 | CheckDomainVerificationResponse431 | CheckDomainVerificationResponse503
    """

    return sync_detailed(
        domain_id=domain_id,
        client=client,
        idempotency_key=idempotency_key,
    ).parsed


async def asyncio_detailed(
    domain_id: int,
    *,
    client: AuthenticatedClient,
    idempotency_key: str | Unset = UNSET,
) -> Response[
    CheckDomainVerificationResponse200
    | CheckDomainVerificationResponse401
    | CheckDomainVerificationResponse403
    | CheckDomainVerificationResponse404
    | CheckDomainVerificationResponse409
    | CheckDomainVerificationResponse414
    | CheckDomainVerificationResponse422
    | CheckDomainVerificationResponse429
    | CheckDomainVerificationResponse431
    | CheckDomainVerificationResponse503
]:
    """Check ownership now: looks for the TXT record, then the well-known file (HTTPS, then HTTP)

    Args:
        domain_id (int):
        idempotency_key (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[CheckDomainVerificationResponse200 | CheckDomainVerificationResponse401 | CheckDomainVerificationResponse403 | CheckDomainVerificationResponse404 | CheckDomainVerificationResponse409 | CheckDomainVerificationResponse414 | CheckDomainVerificationResponse422 | CheckDomainVerificationResponse429 | CheckDomainVerificationResponse431 | CheckDomainVerificationResponse503]
    """

    kwargs = _get_kwargs(
        domain_id=domain_id,
        idempotency_key=idempotency_key,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    domain_id: int,
    *,
    client: AuthenticatedClient,
    idempotency_key: str | Unset = UNSET,
) -> (
    CheckDomainVerificationResponse200
    | CheckDomainVerificationResponse401
    | CheckDomainVerificationResponse403
    | CheckDomainVerificationResponse404
    | CheckDomainVerificationResponse409
    | CheckDomainVerificationResponse414
    | CheckDomainVerificationResponse422
    | CheckDomainVerificationResponse429
    | CheckDomainVerificationResponse431
    | CheckDomainVerificationResponse503
    | None
):
    """Check ownership now: looks for the TXT record, then the well-known file (HTTPS, then HTTP)

    Args:
        domain_id (int):
        idempotency_key (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        CheckDomainVerificationResponse200 | CheckDomainVerificationResponse401 | CheckDomainVerificationResponse403 | CheckDomainVerificationResponse404 | CheckDomainVerificationResponse409 | CheckDomainVerificationResponse414 | CheckDomainVerificationResponse422 | CheckDomainVerificationResponse429 | CheckDomainVerificationResponse431 | CheckDomainVerificationResponse503
    """

    return (
        await asyncio_detailed(
            domain_id=domain_id,
            client=client,
            idempotency_key=idempotency_key,
        )
    ).parsed
