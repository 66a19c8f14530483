from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.run_free_scan_body import RunFreeScanBody
from ...models.run_free_scan_response_200 import RunFreeScanResponse200
from ...models.run_free_scan_response_400 import RunFreeScanResponse400
from ...models.run_free_scan_response_403 import RunFreeScanResponse403
from ...models.run_free_scan_response_413 import RunFreeScanResponse413
from ...models.run_free_scan_response_422 import RunFreeScanResponse422
from ...models.run_free_scan_response_429 import RunFreeScanResponse429
from ...models.run_free_scan_response_431 import RunFreeScanResponse431
from ...models.run_free_scan_response_503 import RunFreeScanResponse503
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    body: RunFreeScanBody,
    domain: str | Unset = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}

    params: dict[str, Any] = {}

    params["domain"] = domain

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/scan/free",
        "params": params,
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> (
    RunFreeScanResponse200
    | RunFreeScanResponse400
    | RunFreeScanResponse403
    | RunFreeScanResponse413
    | RunFreeScanResponse422
    | RunFreeScanResponse429
    | RunFreeScanResponse431
    | RunFreeScanResponse503
    | None
):
    if response.status_code == 200:
        response_200 = RunFreeScanResponse200.from_dict(response.json())

        return response_200

    if response.status_code == 400:
        response_400 = RunFreeScanResponse400.from_dict(response.json())

        return response_400

    if response.status_code == 403:
        response_403 = RunFreeScanResponse403.from_dict(response.json())

        return response_403

    if response.status_code == 413:
        response_413 = RunFreeScanResponse413.from_dict(response.json())

        return response_413

    if response.status_code == 422:
        response_422 = RunFreeScanResponse422.from_dict(response.json())

        return response_422

    if response.status_code == 429:
        response_429 = RunFreeScanResponse429.from_dict(response.json())

        return response_429

    if response.status_code == 431:
        response_431 = RunFreeScanResponse431.from_dict(response.json())

        return response_431

    if response.status_code == 503:
        response_503 = RunFreeScanResponse503.from_dict(response.json())

        return response_503

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[
    RunFreeScanResponse200
    | RunFreeScanResponse400
    | RunFreeScanResponse403
    | RunFreeScanResponse413
    | RunFreeScanResponse422
    | RunFreeScanResponse429
    | RunFreeScanResponse431
    | RunFreeScanResponse503
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
    body: RunFreeScanBody,
    domain: str | Unset = UNSET,
) -> Response[
    RunFreeScanResponse200
    | RunFreeScanResponse400
    | RunFreeScanResponse403
    | RunFreeScanResponse413
    | RunFreeScanResponse422
    | RunFreeScanResponse429
    | RunFreeScanResponse431
    | RunFreeScanResponse503
]:
    """Free quick assessment of a domain you may scan (5 per hour per IP address, no quota)

     Runs the 4-module quick assessment synchronously. Requires `authorization.attested` = true and a
    `basis`; answers 403 without them, 400 for an unknown basis or an unscannable domain.

    Args:
        domain (str | Unset):
        body (RunFreeScanBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[RunFreeScanResponse200 | RunFreeScanResponse400 | RunFreeScanResponse403 | RunFreeScanResponse413 | RunFreeScanResponse422 | RunFreeScanResponse429 | RunFreeScanResponse431 | RunFreeScanResponse503]
    """

    kwargs = _get_kwargs(
        body=body,
        domain=domain,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    *,
    client: AuthenticatedClient | Client,
    body: RunFreeScanBody,
    domain: str | Unset = UNSET,
) -> (
    RunFreeScanResponse200
    | RunFreeScanResponse400
    | RunFreeScanResponse403
    | RunFreeScanResponse413
    | RunFreeScanResponse422
    | RunFreeScanResponse429
    | RunFreeScanResponse431
    | RunFreeScanResponse503
    | None
):
    """Free quick assessment of a domain you may scan (5 per hour per IP address, no quota)

     Runs the 4-module quick assessment synchronously. Requires `authorization.attested` = true and a
    `basis`; answers 403 without them, 400 for an unknown basis or an unscannable domain.

    Args:
        domain (str | Unset):
        body (RunFreeScanBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        RunFreeScanResponse200 | RunFreeScanResponse400 | RunFreeScanResponse403 | RunFreeScanResponse413 | RunFreeScanResponse422 | RunFreeScanResponse429 | RunFreeScanResponse431 | RunFreeScanResponse503
    """

    return sync_detailed(
        client=client,
        body=body,
        domain=domain,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: RunFreeScanBody,
    domain: str | Unset = UNSET,
) -> Response[
    RunFreeScanResponse200
    | RunFreeScanResponse400
    | RunFreeScanResponse403
    | RunFreeScanResponse413
    | RunFreeScanResponse422
    | RunFreeScanResponse429
    | RunFreeScanResponse431
    | RunFreeScanResponse503
]:
    """Free quick assessment of a domain you may scan (5 per hour per IP address, no quota)

     Runs the 4-module quick assessment synchronously. Requires `authorization.attested` = true and a
    `basis`; answers 403 without them, 400 for an unknown basis or an unscannable domain.

    Args:
        domain (str | Unset):
        body (RunFreeScanBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[RunFreeScanResponse200 | RunFreeScanResponse400 | RunFreeScanResponse403 | RunFreeScanResponse413 | RunFreeScanResponse422 | RunFreeScanResponse429 | RunFreeScanResponse431 | RunFreeScanResponse503]
    """

    kwargs = _get_kwargs(
        body=body,
        domain=domain,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient | Client,
    body: RunFreeScanBody,
    domain: str | Unset = UNSET,
) -> (
    RunFreeScanResponse200
    | RunFreeScanResponse400
    | RunFreeScanResponse403
    | RunFreeScanResponse413
    | RunFreeScanResponse422
    | RunFreeScanResponse429
    | RunFreeScanResponse431
    | RunFreeScanResponse503
    | None
):
    """Free quick assessment of a domain you may scan (5 per hour per IP address, no quota)

     Runs the 4-module quick assessment synchronously. Requires `authorization.attested` = true and a
    `basis`; answers 403 without them, 400 for an unknown basis or an unscannable domain.

    Args:
        domain (str | Unset):
        body (RunFreeScanBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        RunFreeScanResponse200 | RunFreeScanResponse400 | RunFreeScanResponse403 | RunFreeScanResponse413 | RunFreeScanResponse422 | RunFreeScanResponse429 | RunFreeScanResponse431 | RunFreeScanResponse503
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
            domain=domain,
        )
    ).parsed
