from http import HTTPStatus
from typing import Any, cast

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.start_google_sign_in_response_429 import StartGoogleSignInResponse429
from ...models.start_google_sign_in_response_431 import StartGoogleSignInResponse431
from ...models.start_google_sign_in_response_503 import StartGoogleSignInResponse503
from ...types import Response


def _get_kwargs() -> dict[str, Any]:

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/auth/google/login",
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> (
    Any
    | StartGoogleSignInResponse429
    | StartGoogleSignInResponse431
    | StartGoogleSignInResponse503
    | None
):
    if response.status_code == 302:
        response_302 = cast(Any, None)
        return response_302

    if response.status_code == 429:
        response_429 = StartGoogleSignInResponse429.from_dict(response.json())

        return response_429

    if response.status_code == 431:
        response_431 = StartGoogleSignInResponse431.from_dict(response.json())

        return response_431

    if response.status_code == 503:
        response_503 = StartGoogleSignInResponse503.from_dict(response.json())

        return response_503

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[
    Any
    | StartGoogleSignInResponse429
    | StartGoogleSignInResponse431
    | StartGoogleSignInResponse503
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
) -> Response[
    Any
    | StartGoogleSignInResponse429
    | StartGoogleSignInResponse431
    | StartGoogleSignInResponse503
]:
    """Start Google sign-in: redirects to the provider's consent screen

     Answers 302 to the provider's authorization endpoint (state, nonce, PKCE S256) and sets a sealed
    10-minute cookie for the callback. 503 when Google sign-in is not configured.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | StartGoogleSignInResponse429 | StartGoogleSignInResponse431 | StartGoogleSignInResponse503]
    """

    kwargs = _get_kwargs()

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    *,
    client: AuthenticatedClient | Client,
) -> (
    Any
    | StartGoogleSignInResponse429
    | StartGoogleSignInResponse431
    | StartGoogleSignInResponse503
    | None
):
    """Start Google sign-in: redirects to the provider's consent screen

     Answers 302 to the provider's authorization endpoint (state, nonce, PKCE S256) and sets a sealed
    10-minute cookie for the callback. 503 when Google sign-in is not configured.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | StartGoogleSignInResponse429 | StartGoogleSignInResponse431 | StartGoogleSignInResponse503
    """

    return sync_detailed(
        client=client,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
) -> Response[
    Any
    | StartGoogleSignInResponse429
    | StartGoogleSignInResponse431
    | StartGoogleSignInResponse503
]:
    """Start Google sign-in: redirects to the provider's consent screen

     Answers 302 to the provider's authorization endpoint (state, nonce, PKCE S256) and sets a sealed
    10-minute cookie for the callback. 503 when Google sign-in is not configured.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | StartGoogleSignInResponse429 | StartGoogleSignInResponse431 | StartGoogleSignInResponse503]
    """

    kwargs = _get_kwargs()

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient | Client,
) -> (
    Any
    | StartGoogleSignInResponse429
    | StartGoogleSignInResponse431
    | StartGoogleSignInResponse503
    | None
):
    """Start Google sign-in: redirects to the provider's consent screen

     Answers 302 to the provider's authorization endpoint (state, nonce, PKCE S256) and sets a sealed
    10-minute cookie for the callback. 503 when Google sign-in is not configured.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | StartGoogleSignInResponse429 | StartGoogleSignInResponse431 | StartGoogleSignInResponse503
    """

    return (
        await asyncio_detailed(
            client=client,
        )
    ).parsed
