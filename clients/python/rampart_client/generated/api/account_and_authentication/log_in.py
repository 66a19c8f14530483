from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.log_in_body import LogInBody
from ...models.log_in_response_200 import LogInResponse200
from ...models.log_in_response_401 import LogInResponse401
from ...models.log_in_response_403 import LogInResponse403
from ...models.log_in_response_413 import LogInResponse413
from ...models.log_in_response_422 import LogInResponse422
from ...models.log_in_response_429 import LogInResponse429
from ...models.log_in_response_431 import LogInResponse431
from ...models.log_in_response_503 import LogInResponse503
from ...types import Response


def _get_kwargs(
    *,
    body: LogInBody,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/auth/login",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> (
    LogInResponse200
    | LogInResponse401
    | LogInResponse403
    | LogInResponse413
    | LogInResponse422
    | LogInResponse429
    | LogInResponse431
    | LogInResponse503
    | None
):
    if response.status_code == 200:
        response_200 = LogInResponse200.from_dict(response.json())

        return response_200

    if response.status_code == 401:
        response_401 = LogInResponse401.from_dict(response.json())

        return response_401

    if response.status_code == 403:
        response_403 = LogInResponse403.from_dict(response.json())

        return response_403

    if response.status_code == 413:
        response_413 = LogInResponse413.from_dict(response.json())

        return response_413

    if response.status_code == 422:
        response_422 = LogInResponse422.from_dict(response.json())

        return response_422

    if response.status_code == 429:
        response_429 = LogInResponse429.from_dict(response.json())

        return response_429

    if response.status_code == 431:
        response_431 = LogInResponse431.from_dict(response.json())

        return response_431

    if response.status_code == 503:
        response_503 = LogInResponse503.from_dict(response.json())

        return response_503

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[
    LogInResponse200
    | LogInResponse401
    | LogInResponse403
    | LogInResponse413
    | LogInResponse422
    | LogInResponse429
    | LogInResponse431
    | LogInResponse503
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
    body: LogInBody,
) -> Response[
    LogInResponse200
    | LogInResponse401
    | LogInResponse403
    | LogInResponse413
    | LogInResponse422
    | LogInResponse429
    | LogInResponse431
    | LogInResponse503
]:
    """Sign in: JWT, session cookie and CSRF token

    Args:
        body (LogInBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[LogInResponse200 | LogInResponse401 | LogInResponse403 | LogInResponse413 | LogInResponse422 | LogInResponse429 | LogInResponse431 | LogInResponse503]
    """

    kwargs = _get_kwargs(
        body=body,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    *,
    client: AuthenticatedClient | Client,
    body: LogInBody,
) -> (
    LogInResponse200
    | LogInResponse401
    | LogInResponse403
    | LogInResponse413
    | LogInResponse422
    | LogInResponse429
    | LogInResponse431
    | LogInResponse503
    | None
):
    """Sign in: JWT, session cookie and CSRF token

    Args:
        body (LogInBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        LogInResponse200 | LogInResponse401 | LogInResponse403 | LogInResponse413 | LogInResponse422 | LogInResponse429 | LogInResponse431 | LogInResponse503
    """

    return sync_detailed(
        client=client,
        body=body,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: LogInBody,
) -> Response[
    LogInResponse200
    | LogInResponse401
    | LogInResponse403
    | LogInResponse413
    | LogInResponse422
    | LogInResponse429
    | LogInResponse431
    | LogInResponse503
]:
    """Sign in: JWT, session cookie and CSRF token

    Args:
        body (LogInBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[LogInResponse200 | LogInResponse401 | LogInResponse403 | LogInResponse413 | LogInResponse422 | LogInResponse429 | LogInResponse431 | LogInResponse503]
    """

    kwargs = _get_kwargs(
        body=body,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient | Client,
    body: LogInBody,
) -> (
    LogInResponse200
    | LogInResponse401
    | LogInResponse403
    | LogInResponse413
    | LogInResponse422
    | LogInResponse429
    | LogInResponse431
    | LogInResponse503
    | None
):
    """Sign in: JWT, session cookie and CSRF token

    Args:
        body (LogInBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        LogInResponse200 | LogInResponse401 | LogInResponse403 | LogInResponse413 | LogInResponse422 | LogInResponse429 | LogInResponse431 | LogInResponse503
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
        )
    ).parsed
