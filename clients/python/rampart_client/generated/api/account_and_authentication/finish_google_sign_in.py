from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.finish_google_sign_in_response_200 import FinishGoogleSignInResponse200
from ...models.finish_google_sign_in_response_400 import FinishGoogleSignInResponse400
from ...models.finish_google_sign_in_response_403 import FinishGoogleSignInResponse403
from ...models.finish_google_sign_in_response_422 import FinishGoogleSignInResponse422
from ...models.finish_google_sign_in_response_429 import FinishGoogleSignInResponse429
from ...models.finish_google_sign_in_response_431 import FinishGoogleSignInResponse431
from ...models.finish_google_sign_in_response_503 import FinishGoogleSignInResponse503
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    code: str | Unset = UNSET,
    state: str | Unset = UNSET,
    error: str | Unset = UNSET,
    error_description: str | Unset = UNSET,
    iss: str | Unset = UNSET,
) -> dict[str, Any]:

    params: dict[str, Any] = {}

    params["code"] = code

    params["state"] = state

    params["error"] = error

    params["error_description"] = error_description

    params["iss"] = iss

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/auth/google/callback",
        "params": params,
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> (
    FinishGoogleSignInResponse200
    | FinishGoogleSignInResponse400
    | FinishGoogleSignInResponse403
    | FinishGoogleSignInResponse422
    | FinishGoogleSignInResponse429
    | FinishGoogleSignInResponse431
    | FinishGoogleSignInResponse503
    | None
):
    if response.status_code == 200:
        response_200 = FinishGoogleSignInResponse200.from_dict(response.json())

        return response_200

    if response.status_code == 400:
        response_400 = FinishGoogleSignInResponse400.from_dict(response.json())

        return response_400

    if response.status_code == 403:
        response_403 = FinishGoogleSignInResponse403.from_dict(response.json())

        return response_403

    if response.status_code == 422:
        response_422 = FinishGoogleSignInResponse422.from_dict(response.json())

        return response_422

    if response.status_code == 429:
        response_429 = FinishGoogleSignInResponse429.from_dict(response.json())

        return response_429

    if response.status_code == 431:
        response_431 = FinishGoogleSignInResponse431.from_dict(response.json())

        return response_431

    if response.status_code == 503:
        response_503 = FinishGoogleSignInResponse503.from_dict(response.json())

        return response_503

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[
    FinishGoogleSignInResponse200
    | FinishGoogleSignInResponse400
    | FinishGoogleSignInResponse403
    | FinishGoogleSignInResponse422
    | FinishGoogleSignInResponse429
    | FinishGoogleSignInResponse431
    | FinishGoogleSignInResponse503
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
    code: str | Unset = UNSET,
    state: str | Unset = UNSET,
    error: str | Unset = UNSET,
    error_description: str | Unset = UNSET,
    iss: str | Unset = UNSET,
) -> Response[
    FinishGoogleSignInResponse200
    | FinishGoogleSignInResponse400
    | FinishGoogleSignInResponse403
    | FinishGoogleSignInResponse422
    | FinishGoogleSignInResponse429
    | FinishGoogleSignInResponse431
    | FinishGoogleSignInResponse503
]:
    """Google's redirect back: exchanges the code, then creates, links or signs in the account

     Signs in like POST /v1/auth/login (token response, session cookie, CSRF token). An existing account
    is linked by e-mail only when Google says the address is verified and the account has verified it
    too.

    Args:
        code (str | Unset):
        state (str | Unset):
        error (str | Unset):
        error_description (str | Unset):
        iss (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[FinishGoogleSignInResponse200 | FinishGoogleSignInResponse400 | FinishGoogleSignInResponse403 | FinishGoogleSignInResponse422 | FinishGoogleSignInResponse429 | FinishGoogleSignInResponse431 | FinishGoogleSignInResponse503]
    """

    kwargs = _get_kwargs(
        code=code,
        state=state,
        error=error,
        error_description=error_description,
        iss=iss,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    *,
    client: AuthenticatedClient | Client,
    code: str | Unset = UNSET,
    state: str | Unset = UNSET,
    error: str | Unset = UNSET,
    error_description: str | Unset = UNSET,
    iss: str | Unset = UNSET,
) -> (
    FinishGoogleSignInResponse200
    | FinishGoogleSignInResponse400
    | FinishGoogleSignInResponse403
    | FinishGoogleSignInResponse422
    | FinishGoogleSignInResponse429
    | FinishGoogleSignInResponse431
    | FinishGoogleSignInResponse503
    | None
):
    """Google's redirect back: exchanges the code, then creates, links or signs in the account

     Signs in like POST /v1/auth/login (token response, session cookie, CSRF token). An existing account
    is linked by e-mail only when Google says the address is verified and the account has verified it
    too.

    Args:
        code (str | Unset):
        state (str | Unset):
        error (str | Unset):
        error_description (str | Unset):
        iss (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        FinishGoogleSignInResponse200 | FinishGoogleSignInResponse400 | FinishGoogleSignInResponse403 | FinishGoogleSignInResponse422 | FinishGoogleSignInResponse429 | FinishGoogleSignInResponse431 | FinishGoogleSignInResponse503
    """

    return sync_detailed(
        client=client,
        code=code,
        state=state,
        error=error,
        error_description=error_description,
        iss=iss,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    code: str | Unset = UNSET,
    state: str | Unset = UNSET,
    error: str | Unset = UNSET,
    error_description: str | Unset = UNSET,
    iss: str | Unset = UNSET,
) -> Response[
    FinishGoogleSignInResponse200
    | FinishGoogleSignInResponse400
    | FinishGoogleSignInResponse403
    | FinishGoogleSignInResponse422
    | FinishGoogleSignInResponse429
    | FinishGoogleSignInResponse431
    | FinishGoogleSignInResponse503
]:
    """Google's redirect back: exchanges the code, then creates, links or signs in the account

     Signs in like POST /v1/auth/login (token response, session cookie, CSRF token). An existing account
    is linked by e-mail only when Google says the address is verified and the account has verified it
    too.

    Args:
        code (str | Unset):
        state (str | Unset):
        error (str | Unset):
        error_description (str | Unset):
        iss (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[FinishGoogleSignInResponse200 | FinishGoogleSignInResponse400 | FinishGoogleSignInResponse403 | FinishGoogleSignInResponse422 | FinishGoogleSignInResponse429 | FinishGoogleSignInResponse431 | FinishGoogleSignInResponse503]
    """

    kwargs = _get_kwargs(
        code=code,
        state=state,
        error=error,
        error_description=error_description,
        iss=iss,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient | Client,
    code: str | Unset = UNSET,
    state: str | Unset = UNSET,
    error: str | Unset = UNSET,
    error_description: str | Unset = UNSET,
    iss: str | Unset = UNSET,
) -> (
    FinishGoogleSignInResponse200
    | FinishGoogleSignInResponse400
    | FinishGoogleSignInResponse403
    | FinishGoogleSignInResponse422
    | FinishGoogleSignInResponse429
    | FinishGoogleSignInResponse431
    | FinishGoogleSignInResponse503
    | None
):
    """Google's redirect back: exchanges the code, then creates, links or signs in the account

     Signs in like POST /v1/auth/login (token response, session cookie, CSRF token). An existing account
    is linked by e-mail only when Google says the address is verified and the account has verified it
    too.

    Args:
        code (str | Unset):
        state (str | Unset):
        error (str | Unset):
        error_description (str | Unset):
        iss (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        FinishGoogleSignInResponse200 | FinishGoogleSignInResponse400 | FinishGoogleSignInResponse403 | FinishGoogleSignInResponse422 | FinishGoogleSignInResponse429 | FinishGoogleSignInResponse431 | FinishGoogleSignInResponse503
    """

    return (
        await asyncio_detailed(
            client=client,
            code=code,
            state=state,
            error=error,
            error_description=error_description,
            iss=iss,
        )
    ).parsed
