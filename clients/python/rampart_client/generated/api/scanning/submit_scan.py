from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.submit_scan_body import SubmitScanBody
from ...models.submit_scan_response_202 import SubmitScanResponse202
from ...models.submit_scan_response_400 import SubmitScanResponse400
from ...models.submit_scan_response_401 import SubmitScanResponse401
from ...models.submit_scan_response_403 import SubmitScanResponse403
from ...models.submit_scan_response_409 import SubmitScanResponse409
from ...models.submit_scan_response_413 import SubmitScanResponse413
from ...models.submit_scan_response_422 import SubmitScanResponse422
from ...models.submit_scan_response_429 import SubmitScanResponse429
from ...models.submit_scan_response_431 import SubmitScanResponse431
from ...models.submit_scan_response_503 import SubmitScanResponse503
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    body: SubmitScanBody,
    idempotency_key: str | Unset = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(idempotency_key, Unset):
        headers["Idempotency-Key"] = idempotency_key

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/scan",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> (
    SubmitScanResponse202
    | SubmitScanResponse400
    | SubmitScanResponse401
    | SubmitScanResponse403
    | SubmitScanResponse409
    | SubmitScanResponse413
    | SubmitScanResponse422
    | SubmitScanResponse429
    | SubmitScanResponse431
    | SubmitScanResponse503
    | None
):
    if response.status_code == 202:
        response_202 = SubmitScanResponse202.from_dict(response.json())

        return response_202

    if response.status_code == 400:
        response_400 = SubmitScanResponse400.from_dict(response.json())

        return response_400

    if response.status_code == 401:
        response_401 = SubmitScanResponse401.from_dict(response.json())

        return response_401

    if response.status_code == 403:
        response_403 = SubmitScanResponse403.from_dict(response.json())

        return response_403

    if response.status_code == 409:
        response_409 = SubmitScanResponse409.from_dict(response.json())

        return response_409

    if response.status_code == 413:
        response_413 = SubmitScanResponse413.from_dict(response.json())

        return response_413

    if response.status_code == 422:
        response_422 = SubmitScanResponse422.from_dict(response.json())

        return response_422

    if response.status_code == 429:
        response_429 = SubmitScanResponse429.from_dict(response.json())

        return response_429

    if response.status_code == 431:
        response_431 = SubmitScanResponse431.from_dict(response.json())

        return response_431

    if response.status_code == 503:
        response_503 = SubmitScanResponse503.from_dict(response.json())

        return response_503

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[
    SubmitScanResponse202
    | SubmitScanResponse400
    | SubmitScanResponse401
    | SubmitScanResponse403
    | SubmitScanResponse409
    | SubmitScanResponse413
    | SubmitScanResponse422
    | SubmitScanResponse429
    | SubmitScanResponse431
    | SubmitScanResponse503
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
    body: SubmitScanBody,
    idempotency_key: str | Unset = UNSET,
) -> Response[
    SubmitScanResponse202
    | SubmitScanResponse400
    | SubmitScanResponse401
    | SubmitScanResponse403
    | SubmitScanResponse409
    | SubmitScanResponse413
    | SubmitScanResponse422
    | SubmitScanResponse429
    | SubmitScanResponse431
    | SubmitScanResponse503
]:
    """Queue a full scan (15 modules); poll the job, then fetch the report

    Args:
        idempotency_key (str | Unset):
        body (SubmitScanBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[SubmitScanResponse202 | SubmitScanResponse400 | SubmitScanResponse401 | SubmitScanResponse403 | SubmitScanResponse409 | SubmitScanResponse413 | SubmitScanResponse422 | SubmitScanResponse429 | SubmitScanResponse431 | SubmitScanResponse503]
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
    body: SubmitScanBody,
    idempotency_key: str | Unset = UNSET,
) -> (
    SubmitScanResponse202
    | SubmitScanResponse400
    | SubmitScanResponse401
    | SubmitScanResponse403
    | SubmitScanResponse409
    | SubmitScanResponse413
    | SubmitScanResponse422
    | SubmitScanResponse429
    | SubmitScanResponse431
    | SubmitScanResponse503
    | None
):
    """Queue a full scan (15 modules); poll the job, then fetch the report

    Args:
        idempotency_key (str | Unset):
        body (SubmitScanBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        SubmitScanResponse202 | SubmitScanResponse400 | SubmitScanResponse401 | SubmitScanResponse403 | SubmitScanResponse409 | SubmitScanResponse413 | SubmitScanResponse422 | SubmitScanResponse429 | SubmitScanResponse431 | SubmitScanResponse503
    """

    return sync_detailed(
        client=client,
        body=body,
        idempotency_key=idempotency_key,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    body: SubmitScanBody,
    idempotency_key: str | Unset = UNSET,
) -> Response[
    SubmitScanResponse202
    | SubmitScanResponse400
    | SubmitScanResponse401
    | SubmitScanResponse403
    | SubmitScanResponse409
    | SubmitScanResponse413
    | SubmitScanResponse422
    | SubmitScanResponse429
    | SubmitScanResponse431
    | SubmitScanResponse503
]:
    """Queue a full scan (15 modules); poll the job, then fetch the report

    Args:
        idempotency_key (str | Unset):
        body (SubmitScanBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[SubmitScanResponse202 | SubmitScanResponse400 | SubmitScanResponse401 | SubmitScanResponse403 | SubmitScanResponse409 | SubmitScanResponse413 | SubmitScanResponse422 | SubmitScanResponse429 | SubmitScanResponse431 | SubmitScanResponse503]
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
    body: SubmitScanBody,
    idempotency_key: str | Unset = UNSET,
) -> (
    SubmitScanResponse202
    | SubmitScanResponse400
    | SubmitScanResponse401
    | SubmitScanResponse403
    | SubmitScanResponse409
    | SubmitScanResponse413
    | SubmitScanResponse422
    | SubmitScanResponse429
    | SubmitScanResponse431
    | SubmitScanResponse503
    | None
):
    """Queue a full scan (15 modules); poll the job, then fetch the report

    Args:
        idempotency_key (str | Unset):
        body (SubmitScanBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        SubmitScanResponse202 | SubmitScanResponse400 | SubmitScanResponse401 | SubmitScanResponse403 | SubmitScanResponse409 | SubmitScanResponse413 | SubmitScanResponse422 | SubmitScanResponse429 | SubmitScanResponse431 | SubmitScanResponse503
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
            idempotency_key=idempotency_key,
        )
    ).parsed
