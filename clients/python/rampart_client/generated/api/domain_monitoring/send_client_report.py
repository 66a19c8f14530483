from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.send_client_report_response_201 import SendClientReportResponse201
from ...models.send_client_report_response_400 import SendClientReportResponse400
from ...models.send_client_report_response_401 import SendClientReportResponse401
from ...models.send_client_report_response_403 import SendClientReportResponse403
from ...models.send_client_report_response_404 import SendClientReportResponse404
from ...models.send_client_report_response_409 import SendClientReportResponse409
from ...models.send_client_report_response_414 import SendClientReportResponse414
from ...models.send_client_report_response_422 import SendClientReportResponse422
from ...models.send_client_report_response_429 import SendClientReportResponse429
from ...models.send_client_report_response_431 import SendClientReportResponse431
from ...models.send_client_report_response_503 import SendClientReportResponse503
from ...types import UNSET, Response, Unset


def _get_kwargs(
    client_id: int,
    *,
    idempotency_key: str | Unset = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(idempotency_key, Unset):
        headers["Idempotency-Key"] = idempotency_key

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/clients/{client_id}/reports".format(
            client_id=quote(str(client_id), safe=""),
        ),
    }

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> (
    SendClientReportResponse201
    | SendClientReportResponse400
    | SendClientReportResponse401
    | SendClientReportResponse403
    | SendClientReportResponse404
    | SendClientReportResponse409
    | SendClientReportResponse414
    | SendClientReportResponse422
    | SendClientReportResponse429
    | SendClientReportResponse431
    | SendClientReportResponse503
    | None
):
    if response.status_code == 201:
        response_201 = SendClientReportResponse201.from_dict(response.json())

        return response_201

    if response.status_code == 400:
        response_400 = SendClientReportResponse400.from_dict(response.json())

        return response_400

    if response.status_code == 401:
        response_401 = SendClientReportResponse401.from_dict(response.json())

        return response_401

    if response.status_code == 403:
        response_403 = SendClientReportResponse403.from_dict(response.json())

        return response_403

    if response.status_code == 404:
        response_404 = SendClientReportResponse404.from_dict(response.json())

        return response_404

    if response.status_code == 409:
        response_409 = SendClientReportResponse409.from_dict(response.json())

        return response_409

    if response.status_code == 414:
        response_414 = SendClientReportResponse414.from_dict(response.json())

        return response_414

    if response.status_code == 422:
        response_422 = SendClientReportResponse422.from_dict(response.json())

        return response_422

    if response.status_code == 429:
        response_429 = SendClientReportResponse429.from_dict(response.json())

        return response_429

    if response.status_code == 431:
        response_431 = SendClientReportResponse431.from_dict(response.json())

        return response_431

    if response.status_code == 503:
        response_503 = SendClientReportResponse503.from_dict(response.json())

        return response_503

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[
    SendClientReportResponse201
    | SendClientReportResponse400
    | SendClientReportResponse401
    | SendClientReportResponse403
    | SendClientReportResponse404
    | SendClientReportResponse409
    | SendClientReportResponse414
    | SendClientReportResponse422
    | SendClientReportResponse429
    | SendClientReportResponse431
    | SendClientReportResponse503
]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    client_id: int,
    *,
    client: AuthenticatedClient,
    idempotency_key: str | Unset = UNSET,
) -> Response[
    SendClientReportResponse201
    | SendClientReportResponse400
    | SendClientReportResponse401
    | SendClientReportResponse403
    | SendClientReportResponse404
    | SendClientReportResponse409
    | SendClientReportResponse414
    | SendClientReportResponse422
    | SendClientReportResponse429
    | SendClientReportResponse431
    | SendClientReportResponse503
]:
    """Send now: make the client's report of the last 30 days and mail it to its recipients

     Answers once the PDF is stored and mailed (a few seconds). 400 when the client has no recipients.

    Args:
        client_id (int):
        idempotency_key (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[SendClientReportResponse201 | SendClientReportResponse400 | SendClientReportResponse401 | SendClientReportResponse403 | SendClientReportResponse404 | SendClientReportResponse409 | SendClientReportResponse414 | SendClientReportResponse422 | SendClientReportResponse429 | SendClientReportResponse431 | SendClientReportResponse503]
    """

    kwargs = _get_kwargs(
        client_id=client_id,
        idempotency_key=idempotency_key,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    client_id: int,
    *,
    client: AuthenticatedClient,
    idempotency_key: str | Unset = UNSET,
) -> (
    SendClientReportResponse201
    | SendClientReportResponse400
    | SendClientReportResponse401
    | SendClientReportResponse403
    | SendClientReportResponse404
    | SendClientReportResponse409
    | SendClientReportResponse414
    | SendClientReportResponse422
    | SendClientReportResponse429
    | SendClientReportResponse431
    | SendClientReportResponse503
    | None
):
    """Send now: make the client's report of the last 30 days and mail it to its recipients

     Answers once the PDF is stored and mailed (a few seconds). 400 when the client has no recipients.

    Args:
        client_id (int):
        idempotency_key (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        SendClientReportResponse201 | SendClientReportResponse400 | SendClientReportResponse401 | SendClientReportResponse403 | SendClientReportResponse404 | SendClientReportResponse409 | SendClientReportResponse414 | SendClientReportResponse422 | SendClientReportResponse429 | SendClientReportResponse431 | SendClientReportResponse503
    """

    return sync_detailed(
        client_id=client_id,
        client=client,
        idempotency_key=idempotency_key,
    ).parsed


async def asyncio_detailed(
    client_id: int,
    *,
    client: AuthenticatedClient,
    idempotency_key: str | Unset = UNSET,
) -> Response[
    SendClientReportResponse201
    | SendClientReportResponse400
    | SendClientReportResponse401
    | SendClientReportResponse403
    | SendClientReportResponse404
    | SendClientReportResponse409
    | SendClientReportResponse414
    | SendClientReportResponse422
    | SendClientReportResponse429
    | SendClientReportResponse431
    | SendClientReportResponse503
]:
    """Send now: make the client's report of the last 30 days and mail it to its recipients

     Answers once the PDF is stored and mailed (a few seconds). 400 when the client has no recipients.

    Args:
        client_id (int):
        idempotency_key (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[SendClientReportResponse201 | SendClientReportResponse400 | SendClientReportResponse401 | SendClientReportResponse403 | SendClientReportResponse404 | SendClientReportResponse409 | SendClientReportResponse414 | SendClientReportResponse422 | SendClientReportResponse429 | SendClientReportResponse431 | SendClientReportResponse503]
    """

    kwargs = _get_kwargs(
        client_id=client_id,
        idempotency_key=idempotency_key,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    client_id: int,
    *,
    client: AuthenticatedClient,
    idempotency_key: str | Unset = UNSET,
) -> (
    SendClientReportResponse201
    | SendClientReportResponse400
    | SendClientReportResponse401
    | SendClientReportResponse403
    | SendClientReportResponse404
    | SendClientReportResponse409
    | SendClientReportResponse414
    | SendClientReportResponse422
    | SendClientReportResponse429
    | SendClientReportResponse431
    | SendClientReportResponse503
    | None
):
    """Send now: make the client's report of the last 30 days and mail it to its recipients

     Answers once the PDF is stored and mailed (a few seconds). 400 when the client has no recipients.

    Args:
        client_id (int):
        idempotency_key (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        SendClientReportResponse201 | SendClientReportResponse400 | SendClientReportResponse401 | SendClientReportResponse403 | SendClientReportResponse404 | SendClientReportResponse409 | SendClientReportResponse414 | SendClientReportResponse422 | SendClientReportResponse429 | SendClientReportResponse431 | SendClientReportResponse503
    """

    return (
        await asyncio_detailed(
            client_id=client_id,
            client=client,
            idempotency_key=idempotency_key,
        )
    ).parsed
