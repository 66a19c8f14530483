from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.scan_domain_synchronously_response_200 import (
    ScanDomainSynchronouslyResponse200,
)
from ...models.scan_domain_synchronously_response_400 import (
    ScanDomainSynchronouslyResponse400,
)
from ...models.scan_domain_synchronously_response_401 import (
    ScanDomainSynchronouslyResponse401,
)
from ...models.scan_domain_synchronously_response_403 import (
    ScanDomainSynchronouslyResponse403,
)
from ...models.scan_domain_synchronously_response_404 import (
    ScanDomainSynchronouslyResponse404,
)
from ...models.scan_domain_synchronously_response_405 import (
    ScanDomainSynchronouslyResponse405,
)
from ...models.scan_domain_synchronously_response_414 import (
    ScanDomainSynchronouslyResponse414,
)
from ...models.scan_domain_synchronously_response_422 import (
    ScanDomainSynchronouslyResponse422,
)
from ...models.scan_domain_synchronously_response_429 import (
    ScanDomainSynchronouslyResponse429,
)
from ...models.scan_domain_synchronously_response_431 import (
    ScanDomainSynchronouslyResponse431,
)
from ...models.scan_domain_synchronously_response_503 import (
    ScanDomainSynchronouslyResponse503,
)
from ...types import Response


def _get_kwargs(
    domain: str,
) -> dict[str, Any]:

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/scan/{domain}".format(
            domain=quote(str(domain), safe=""),
        ),
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> (
    ScanDomainSynchronouslyResponse200
    | ScanDomainSynchronouslyResponse400
    | ScanDomainSynchronouslyResponse401
    | ScanDomainSynchronouslyResponse403
    | ScanDomainSynchronouslyResponse404
    | ScanDomainSynchronouslyResponse405
    | ScanDomainSynchronouslyResponse414
    | ScanDomainSynchronouslyResponse422
    | ScanDomainSynchronouslyResponse429
    | ScanDomainSynchronouslyResponse431
    | ScanDomainSynchronouslyResponse503
    | None
):
    if response.status_code == 200:
        response_200 = ScanDomainSynchronouslyResponse200.from_dict(response.json())

        return response_200

    if response.status_code == 400:
        response_400 = ScanDomainSynchronouslyResponse400.from_dict(response.json())

        return response_400

    if response.status_code == 401:
        response_401 = ScanDomainSynchronouslyResponse401.from_dict(response.json())

        return response_401

    if response.status_code == 403:
        response_403 = ScanDomainSynchronouslyResponse403.from_dict(response.json())

        return response_403

    if response.status_code == 404:
        response_404 = ScanDomainSynchronouslyResponse404.from_dict(response.json())

        return response_404

    if response.status_code == 405:
        response_405 = ScanDomainSynchronouslyResponse405.from_dict(response.json())

        return response_405

    if response.status_code == 414:
        response_414 = ScanDomainSynchronouslyResponse414.from_dict(response.json())

        return response_414

    if response.status_code == 422:
        response_422 = ScanDomainSynchronouslyResponse422.from_dict(response.json())

        return response_422

    if response.status_code == 429:
        response_429 = ScanDomainSynchronouslyResponse429.from_dict(response.json())

        return response_429

    if response.status_code == 431:
        response_431 = ScanDomainSynchronouslyResponse431.from_dict(response.json())

        return response_431

    if response.status_code == 503:
        response_503 = ScanDomainSynchronouslyResponse503.from_dict(response.json())

        return response_503

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[
    ScanDomainSynchronouslyResponse200
    | ScanDomainSynchronouslyResponse400
    | ScanDomainSynchronouslyResponse401
    | ScanDomainSynchronouslyResponse403
    | ScanDomainSynchronouslyResponse404
    | ScanDomainSynchronouslyResponse405
    | ScanDomainSynchronouslyResponse414
    | ScanDomainSynchronouslyResponse422
    | ScanDomainSynchronouslyResponse429
    | ScanDomainSynchronouslyResponse431
    | ScanDomainSynchronouslyResponse503
]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    domain: str,
    *,
    client: AuthenticatedClient,
) -> Response[
    ScanDomainSynchronouslyResponse200
    | ScanDomainSynchronouslyResponse400
    | ScanDomainSynchronouslyResponse401
    | ScanDomainSynchronouslyResponse403
    | ScanDomainSynchronouslyResponse404
    | ScanDomainSynchronouslyResponse405
    | ScanDomainSynchronouslyResponse414
    | ScanDomainSynchronouslyResponse422
    | ScanDomainSynchronouslyResponse429
    | ScanDomainSynchronouslyResponse431
    | ScanDomainSynchronouslyResponse503
]:
    """Deprecated: synchronous full scan (use POST /v1/scan and poll the job)

     Runs all modules inside the request and answers 200 with the full report. Consumes 1 scan of the
    monthly quota. Answers carry Deprecation, Sunset and Link headers.

    Args:
        domain (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ScanDomainSynchronouslyResponse200 | ScanDomainSynchronouslyResponse400 | ScanDomainSynchronouslyResponse401 | ScanDomainSynchronouslyResponse403 | ScanDomainSynchronouslyResponse404 | ScanDomainSynchronouslyResponse405 | ScanDomainSynchronouslyResponse414 | ScanDomainSynchronouslyResponse422 | ScanDomainSynchronouslyResponse429 | ScanDomainSynchronouslyResponse431 | ScanDomainSynchronouslyResponse503]
    """

    kwargs = _get_kwargs(
        domain=domain,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    domain: str,
    *,
    client: AuthenticatedClient,
) -> (
    ScanDomainSynchronouslyResponse200
    | ScanDomainSynchronouslyResponse400
    | ScanDomainSynchronouslyResponse401
    | ScanDomainSynchronouslyResponse403
    | ScanDomainSynchronouslyResponse404
    | ScanDomainSynchronouslyResponse405
    | ScanDomainSynchronouslyResponse414
    | ScanDomainSynchronouslyResponse422
    | ScanDomainSynchronouslyResponse429
    | ScanDomainSynchronouslyResponse431
    | ScanDomainSynchronouslyResponse503
    | None
):
    """Deprecated: synchronous full scan (use POST /v1/scan and poll the job)

     Runs all modules inside the request and answers 200 with the full report. Consumes 1 scan of the
    monthly quota. Answers carry Deprecation, Sunset and Link headers.

    Args:
        domain (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ScanDomainSynchronouslyResponse200 | ScanDomainSynchronouslyResponse400 | ScanDomainSynchronouslyResponse401 | ScanDomainSynchronouslyResponse403 | ScanDomainSynchronouslyResponse404 | ScanDomainSynchronouslyResponse405 | ScanDomainSynchronouslyResponse414 | ScanDomainSynchronouslyResponse422 | ScanDomainSynchronouslyResponse429 | ScanDomainSynchronouslyResponse431 | ScanDomainSynchronouslyResponse503
    """

    return sync_detailed(
        domain=domain,
        client=client,
    ).parsed


async def asyncio_detailed(
    domain: str,
    *,
    client: AuthenticatedClient,
) -> Response[
    ScanDomainSynchronouslyResponse200
    | ScanDomainSynchronouslyResponse400
    | ScanDomainSynchronouslyResponse401
    | ScanDomainSynchronouslyResponse403
    | ScanDomainSynchronouslyResponse404
    | ScanDomainSynchronouslyResponse405
    | ScanDomainSynchronouslyResponse414
    | ScanDomainSynchronouslyResponse422
    | ScanDomainSynchronouslyResponse429
    | ScanDomainSynchronouslyResponse431
    | ScanDomainSynchronouslyResponse503
]:
    """Deprecated: synchronous full scan (use POST /v1/scan and poll the job)

     Runs all modules inside the request and answers 200 with the full report. Consumes 1 scan of the
    monthly quota. Answers carry Deprecation, Sunset and Link headers.

    Args:
        domain (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ScanDomainSynchronouslyResponse200 | ScanDomainSynchronouslyResponse400 | ScanDomainSynchronouslyResponse401 | ScanDomainSynchronouslyResponse403 | ScanDomainSynchronouslyResponse404 | ScanDomainSynchronouslyResponse405 | ScanDomainSynchronouslyResponse414 | ScanDomainSynchronouslyResponse422 | ScanDomainSynchronouslyResponse429 | ScanDomainSynchronouslyResponse431 | ScanDomainSynchronouslyResponse503]
    """

    kwargs = _get_kwargs(
        domain=domain,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    domain: str,
    *,
    client: AuthenticatedClient,
) -> (
    ScanDomainSynchronouslyResponse200
    | ScanDomainSynchronouslyResponse400
    | ScanDomainSynchronouslyResponse401
    | ScanDomainSynchronouslyResponse403
    | ScanDomainSynchronouslyResponse404
    | ScanDomainSynchronouslyResponse405
    | ScanDomainSynchronouslyResponse414
    | ScanDomainSynchronouslyResponse422
    | ScanDomainSynchronouslyResponse429
    | ScanDomainSynchronouslyResponse431
    | ScanDomainSynchronouslyResponse503
    | None
):
    """Deprecated: synchronous full scan (use POST /v1/scan and poll the job)

     Runs all modules inside the request and answers 200 with the full report. Consumes 1 scan of the
    monthly quota. Answers carry Deprecation, Sunset and Link headers.

    Args:
        domain (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ScanDomainSynchronouslyResponse200 | ScanDomainSynchronouslyResponse400 | ScanDomainSynchronouslyResponse401 | ScanDomainSynchronouslyResponse403 | ScanDomainSynchronouslyResponse404 | ScanDomainSynchronouslyResponse405 | ScanDomainSynchronouslyResponse414 | ScanDomainSynchronouslyResponse422 | ScanDomainSynchronouslyResponse429 | ScanDomainSynchronouslyResponse431 | ScanDomainSynchronouslyResponse503
    """

    return (
        await asyncio_detailed(
            domain=domain,
            client=client,
        )
    ).parsed
