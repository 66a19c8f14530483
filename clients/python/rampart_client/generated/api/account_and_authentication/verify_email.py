from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.verify_email_response_200 import VerifyEmailResponse200
from ...models.verify_email_response_400 import VerifyEmailResponse400
from ...models.verify_email_response_422 import VerifyEmailResponse422
from ...models.verify_email_response_429 import VerifyEmailResponse429
from ...models.verify_email_response_431 import VerifyEmailResponse431
from ...models.verify_email_response_503 import VerifyEmailResponse503
from ...types import UNSET, Response


def _get_kwargs(
    *,
    token: str,
) -> dict[str, Any]:

    params: dict[str, Any] = {}

    params["token"] = token

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/auth/verify-email",
        "params": params,
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> (
    VerifyEmailResponse200
    | VerifyEmailResponse400
    | VerifyEmailResponse422
    | VerifyEmailResponse429
    | VerifyEmailResponse431
    | VerifyEmailResponse503
    | None
):
    if response.status_code == 200:
        response_200 = VerifyEmailResponse200.from_dict(response.json())

        return response_200

    if response.status_code == 400:
        response_400 = VerifyEmailResponse400.from_dict(response.json())

        return response_400

    if response.status_code == 422:
        response_422 = VerifyEmailResponse422.from_dict(response.json())

        return response_422

    if response.status_code == 429:
        response_429 = VerifyEmailResponse429.from_dict(response.json())

        return response_429

    if response.status_code == 431:
        response_431 = VerifyEmailResponse431.from_dict(response.json())

        return response_431

    if response.status_code == 503:
        response_503 = VerifyEmailResponse503.from_dict(response.json())

        return response_503

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[
    VerifyEmailResponse200
    | VerifyEmailResponse400
    | VerifyEmailResponse422
    | VerifyEmailResponse429
    | VerifyEmailResponse431
    | VerifyEmailResponse503
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
    token: str,
) -> Response[
    VerifyEmailResponse200
    | VerifyEmailResponse400
    | VerifyEmailResponse422
    | VerifyEmailResponse429
    | VerifyEmailResponse431
    | VerifyEmailResponse503
]:
    """Confirm an e-mail address with the token from the verification e-mail (valid 24 hours)

    Args:
        token (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[VerifyEmailResponse200 | VerifyEmailResponse400 | VerifyEmailResponse422 | VerifyEmailResponse429 | VerifyEmailResponse431 | VerifyEmailResponse503]
    """

    kwargs = _get_kwargs(
        token=token,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    *,
    client: AuthenticatedClient | Client,
    token: str,
) -> (
    VerifyEmailResponse200
    | VerifyEmailResponse400
    | VerifyEmailResponse422
    | VerifyEmailResponse429
    | VerifyEmailResponse431
    | VerifyEmailResponse503
    | None
):
    """Confirm an e-mail address with the token from the verification e-mail (valid 24 hours)

    Args:
        token (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        VerifyEmailResponse200 | VerifyEmailResponse400 | VerifyEmailResponse422 | VerifyEmailResponse429 | VerifyEmailResponse431 | VerifyEmailResponse503
    """

    return sync_detailed(
        client=client,
        token=token,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    token: str,
) -> Response[
    VerifyEmailResponse200
    | VerifyEmailResponse400
    | VerifyEmailResponse422
    | VerifyEmailResponse429
    | VerifyEmailResponse431
    | VerifyEmailResponse503
]:
    """Confirm an e-mail address with the token from the verification e-mail (valid 24 hours)

    Args:
        token (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[VerifyEmailResponse200 | VerifyEmailResponse400 | VerifyEmailResponse422 | VerifyEmailResponse429 | VerifyEmailResponse431 | VerifyEmailResponse503]
    """

    kwargs = _get_kwargs(
        token=token,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient | Client,
    token: str,
) -> (
    VerifyEmailResponse200
    | VerifyEmailResponse400
    | VerifyEmailResponse422
    | VerifyEmailResponse429
    | VerifyEmailResponse431
    | VerifyEmailResponse503
    | None
):
    """Confirm an e-mail address with the token from the verification e-mail (valid 24 hours)

    Args:
        token (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        VerifyEmailResponse200 | VerifyEmailResponse400 | VerifyEmailResponse422 | VerifyEmailResponse429 | VerifyEmailResponse431 | VerifyEmailResponse503
    """

    return (
        await asyncio_detailed(
            client=client,
            token=token,
        )
    ).parsed
