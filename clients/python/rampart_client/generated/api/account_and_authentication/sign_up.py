from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.sign_up_body import SignUpBody
from ...models.sign_up_response_200 import SignUpResponse200
from ...models.sign_up_response_400 import SignUpResponse400
from ...models.sign_up_response_413 import SignUpResponse413
from ...models.sign_up_response_422 import SignUpResponse422
from ...models.sign_up_response_429 import SignUpResponse429
from ...models.sign_up_response_431 import SignUpResponse431
from ...models.sign_up_response_503 import SignUpResponse503
from ...types import Response


def _get_kwargs(
    *,
    body: SignUpBody,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/auth/signup",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> (
    SignUpResponse200
    | SignUpResponse400
    | SignUpResponse413
    | SignUpResponse422
    | SignUpResponse429
    | SignUpResponse431
    | SignUpResponse503
    | None
):
    if response.status_code == 200:
        response_200 = SignUpResponse200.from_dict(response.json())

        return response_200

    if response.status_code == 400:
        response_400 = SignUpResponse400.from_dict(response.json())

        return response_400

    if response.status_code == 413:
        response_413 = SignUpResponse413.from_dict(response.json())

        return response_413

    if response.status_code == 422:
        response_422 = SignUpResponse422.from_dict(response.json())

        return response_422

    if response.status_code == 429:
        response_429 = SignUpResponse429.from_dict(response.json())

        return response_429

    if response.status_code == 431:
        response_431 = SignUpResponse431.from_dict(response.json())

        return response_431

    if response.status_code == 503:
        response_503 = SignUpResponse503.from_dict(response.json())

        return response_503

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[
    SignUpResponse200
    | SignUpResponse400
    | SignUpResponse413
    | SignUpResponse422
    | SignUpResponse429
    | SignUpResponse431
    | SignUpResponse503
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
    body: SignUpBody,
) -> Response[
    SignUpResponse200
    | SignUpResponse400
    | SignUpResponse413
    | SignUpResponse422
    | SignUpResponse429
    | SignUpResponse431
    | SignUpResponse503
]:
    """Create an account; the response carries its API key

    Args:
        body (SignUpBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[SignUpResponse200 | SignUpResponse400 | SignUpResponse413 | SignUpResponse422 | SignUpResponse429 | SignUpResponse431 | SignUpResponse503]
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
    body: SignUpBody,
) -> (
    SignUpResponse200
    | SignUpResponse400
    | SignUpResponse413
    | SignUpResponse422
    | SignUpResponse429
    | SignUpResponse431
    | SignUpResponse503
    | None
):
    """Create an account; the response carries its API key

    Args:
        body (SignUpBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        SignUpResponse200 | SignUpResponse400 | SignUpResponse413 | SignUpResponse422 | SignUpResponse429 | SignUpResponse431 | SignUpResponse503
    """

    return sync_detailed(
        client=client,
        body=body,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: SignUpBody,
) -> Response[
    SignUpResponse200
    | SignUpResponse400
    | SignUpResponse413
    | SignUpResponse422
    | SignUpResponse429
    | SignUpResponse431
    | SignUpResponse503
]:
    """Create an account; the response carries its API key

    Args:
        body (SignUpBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[SignUpResponse200 | SignUpResponse400 | SignUpResponse413 | SignUpResponse422 | SignUpResponse429 | SignUpResponse431 | SignUpResponse503]
    """

    kwargs = _get_kwargs(
        body=body,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient | Client,
    body: SignUpBody,
) -> (
    SignUpResponse200
    | SignUpResponse400
    | SignUpResponse413
    | SignUpResponse422
    | SignUpResponse429
    | SignUpResponse431
    | SignUpResponse503
    | None
):
    """Create an account; the response carries its API key

    Args:
        body (SignUpBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        SignUpResponse200 | SignUpResponse400 | SignUpResponse413 | SignUpResponse422 | SignUpResponse429 | SignUpResponse431 | SignUpResponse503
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
        )
    ).parsed
