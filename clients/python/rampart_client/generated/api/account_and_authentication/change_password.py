from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.change_password_body import ChangePasswordBody
from ...models.change_password_response_200 import ChangePasswordResponse200
from ...models.change_password_response_400 import ChangePasswordResponse400
from ...models.change_password_response_401 import ChangePasswordResponse401
from ...models.change_password_response_403 import ChangePasswordResponse403
from ...models.change_password_response_409 import ChangePasswordResponse409
from ...models.change_password_response_413 import ChangePasswordResponse413
from ...models.change_password_response_422 import ChangePasswordResponse422
from ...models.change_password_response_429 import ChangePasswordResponse429
from ...models.change_password_response_431 import ChangePasswordResponse431
from ...models.change_password_response_503 import ChangePasswordResponse503
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    body: ChangePasswordBody,
    idempotency_key: str | Unset = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(idempotency_key, Unset):
        headers["Idempotency-Key"] = idempotency_key

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/auth/password/change",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> (
    ChangePasswordResponse200
    | ChangePasswordResponse400
    | ChangePasswordResponse401
    | ChangePasswordResponse403
    | ChangePasswordResponse409
    | ChangePasswordResponse413
    | ChangePasswordResponse422
    | ChangePasswordResponse429
    | ChangePasswordResponse431
    | ChangePasswordResponse503
    | None
):
    if response.status_code == 200:
        response_200 = ChangePasswordResponse200.from_dict(response.json())

        return response_200

    if response.status_code == 400:
        response_400 = ChangePasswordResponse400.from_dict(response.json())

        return response_400

    if response.status_code == 401:
        response_401 = ChangePasswordResponse401.from_dict(response.json())

        return response_401

    if response.status_code == 403:
        response_403 = ChangePasswordResponse403.from_dict(response.json())

        return response_403

    if response.status_code == 409:
        response_409 = ChangePasswordResponse409.from_dict(response.json())

        return response_409

    if response.status_code == 413:
        response_413 = ChangePasswordResponse413.from_dict(response.json())

        return response_413

    if response.status_code == 422:
        response_422 = ChangePasswordResponse422.from_dict(response.json())

        return response_422

    if response.status_code == 429:
        response_429 = ChangePasswordResponse429.from_dict(response.json())

        return response_429

    if response.status_code == 431:
        response_431 = ChangePasswordResponse431.from_dict(response.json())

        return response_431

    if response.status_code == 503:
        response_503 = ChangePasswordResponse503.from_dict(response.json())

        return response_503

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[
    ChangePasswordResponse200
    | ChangePasswordResponse400
    | ChangePasswordResponse401
    | ChangePasswordResponse403
    | ChangePasswordResponse409
    | ChangePasswordResponse413
    | ChangePasswordResponse422
    | ChangePasswordResponse429
    | ChangePasswordResponse431
    | ChangePasswordResponse503
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
    body: ChangePasswordBody,
    idempotency_key: str | Unset = UNSET,
) -> Response[
    ChangePasswordResponse200
    | ChangePasswordResponse400
    | ChangePasswordResponse401
    | ChangePasswordResponse403
    | ChangePasswordResponse409
    | ChangePasswordResponse413
    | ChangePasswordResponse422
    | ChangePasswordResponse429
    | ChangePasswordResponse431
    | ChangePasswordResponse503
]:
    """Change the password; other sessions end, this one and the API key stay valid

    Args:
        idempotency_key (str | Unset):
        body (ChangePasswordBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ChangePasswordResponse200 | ChangePasswordResponse400 | ChangePasswordResponse401 | ChangePasswordResponse403 | ChangePasswordResponse409 | ChangePasswordResponse413 | ChangePasswordResponse422 | ChangePasswordResponse429 | ChangePasswordResponse431 | ChangePasswordResponse503]
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
    body: ChangePasswordBody,
    idempotency_key: str | Unset = UNSET,
) -> (
    ChangePasswordResponse200
    | ChangePasswordResponse400
    | ChangePasswordResponse401
    | ChangePasswordResponse403
    | ChangePasswordResponse409
    | ChangePasswordResponse413
    | ChangePasswordResponse422
    | ChangePasswordResponse429
    | ChangePasswordResponse431
    | ChangePasswordResponse503
    | None
):
    """Change the password; other sessions end, this one and the API key stay valid

    Args:
        idempotency_key (str | Unset):
        body (ChangePasswordBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ChangePasswordResponse200 | ChangePasswordResponse400 | ChangePasswordResponse401 | ChangePasswordResponse403 | ChangePasswordResponse409 | ChangePasswordResponse413 | ChangePasswordResponse422 | ChangePasswordResponse429 | ChangePasswordResponse431 | ChangePasswordResponse503
    """

    return sync_detailed(
        client=client,
        body=body,
        idempotency_key=idempotency_key,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    body: ChangePasswordBody,
    idempotency_key: str | Unset = UNSET,
) -> Response[
    ChangePasswordResponse200
    | ChangePasswordResponse400
    | ChangePasswordResponse401
    | ChangePasswordResponse403
    | ChangePasswordResponse409
    | ChangePasswordResponse413
    | ChangePasswordResponse422
    | ChangePasswordResponse429
    | ChangePasswordResponse431
    | ChangePasswordResponse503
]:
    """Change the password; other sessions end, this one and the API key stay valid

    Args:
        idempotency_key (str | Unset):
        body (ChangePasswordBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ChangePasswordResponse200 | ChangePasswordResponse400 | ChangePasswordResponse401 | ChangePasswordResponse403 | ChangePasswordResponse409 | ChangePasswordResponse413 | ChangePasswordResponse422 | ChangePasswordResponse429 | ChangePasswordResponse431 | ChangePasswordResponse503]
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
    body: ChangePasswordBody,
    idempotency_key: str | Unset = UNSET,
) -> (
    ChangePasswordResponse200
    | ChangePasswordResponse400
    | ChangePasswordResponse401
    | ChangePasswordResponse403
    | ChangePasswordResponse409
    | ChangePasswordResponse413
    | ChangePasswordResponse422
    | ChangePasswordResponse429
    | ChangePasswordResponse431
    | ChangePasswordResponse503
    | None
):
    """Change the password; other sessions end, this one and the API key stay valid

    Args:
        idempotency_key (str | Unset):
        body (ChangePasswordBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ChangePasswordResponse200 | ChangePasswordResponse400 | ChangePasswordResponse401 | ChangePasswordResponse403 | ChangePasswordResponse409 | ChangePasswordResponse413 | ChangePasswordResponse422 | ChangePasswordResponse429 | ChangePasswordResponse431 | ChangePasswordResponse503
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
            idempotency_key=idempotency_key,
        )
    ).parsed
