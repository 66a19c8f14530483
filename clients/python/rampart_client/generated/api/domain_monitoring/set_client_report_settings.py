from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.set_client_report_settings_body import SetClientReportSettingsBody
from ...models.set_client_report_settings_response_200 import (
    SetClientReportSettingsResponse200,
)
from ...models.set_client_report_settings_response_400 import (
    SetClientReportSettingsResponse400,
)
from ...models.set_client_report_settings_response_401 import (
    SetClientReportSettingsResponse401,
)
from ...models.set_client_report_settings_response_403 import (
    SetClientReportSettingsResponse403,
)
from ...models.set_client_report_settings_response_404 import (
    SetClientReportSettingsResponse404,
)
from ...models.set_client_report_settings_response_409 import (
    SetClientReportSettingsResponse409,
)
from ...models.set_client_report_settings_response_413 import (
    SetClientReportSettingsResponse413,
)
from ...models.set_client_report_settings_response_414 import (
    SetClientReportSettingsResponse414,
)
from ...models.set_client_report_settings_response_422 import (
    SetClientReportSettingsResponse422,
)
from ...models.set_client_report_settings_response_429 import (
    SetClientReportSettingsResponse429,
)
from ...models.set_client_report_settings_response_431 import (
    SetClientReportSettingsResponse431,
)
from ...models.set_client_report_settings_response_503 import (
    SetClientReportSettingsResponse503,
)
from ...types import UNSET, Response, Unset


def _get_kwargs(
    client_id: int,
    *,
    body: SetClientReportSettingsBody,
    idempotency_key: str | Unset = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(idempotency_key, Unset):
        headers["Idempotency-Key"] = idempotency_key

    _kwargs: dict[str, Any] = {
        "method": "put",
        "url": "/v1/clients/{client_id}/report-settings".format(
            client_id=quote(str(client_id), safe=""),
        ),
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> (
    SetClientReportSettingsResponse200
    | SetClientReportSettingsResponse400
    | SetClientReportSettingsResponse401
    | SetClientReportSettingsResponse403
    | SetClientReportSettingsResponse404
    | SetClientReportSettingsResponse409
    | SetClientReportSettingsResponse413
    | SetClientReportSettingsResponse414
    | SetClientReportSettingsResponse422
    | SetClientReportSettingsResponse429
    | SetClientReportSettingsResponse431
    | SetClientReportSettingsResponse503
    | None
):
    if response.status_code == 200:
        response_200 = SetClientReportSettingsResponse200.from_dict(response.json())

        return response_200

    if response.status_code == 400:
        response_400 = SetClientReportSettingsResponse400.from_dict(response.json())

        return response_400

    if response.status_code == 401:
        response_401 = SetClientReportSettingsResponse401.from_dict(response.json())

        return response_401

    if response.status_code == 403:
        response_403 = SetClientReportSettingsResponse403.from_dict(response.json())

        return response_403

    if response.status_code == 404:
        response_404 = SetClientReportSettingsResponse404.from_dict(response.json())

        return response_404

    if response.status_code == 409:
        response_409 = SetClientReportSettingsResponse409.from_dict(response.json())

        return response_409

    if response.status_code == 413:
        response_413 = SetClientReportSettingsResponse413.from_dict(response.json())

        return response_413

    if response.status_code == 414:
        response_414 = SetClientReportSettingsResponse414.from_dict(response.json())

        return response_414

    if response.status_code == 422:
        response_422 = SetClientReportSettingsResponse422.from_dict(response.json())

        return response_422

    if response.status_code == 429:
        response_429 = SetClientReportSettingsResponse429.from_dict(response.json())

        return response_429

    if response.status_code == 431:
        response_431 = SetClientReportSettingsResponse431.from_dict(response.json())

        return response_431

    if response.status_code == 503:
        response_503 = SetClientReportSettingsResponse503.from_dict(response.json())

        return response_503

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[
    SetClientReportSettingsResponse200
    | SetClientReportSettingsResponse400
    | SetClientReportSettingsResponse401
    | SetClientReportSettingsResponse403
    | SetClientReportSettingsResponse404
    | SetClientReportSettingsResponse409
    | SetClientReportSettingsResponse413
    | SetClientReportSettingsResponse414
    | SetClientReportSettingsResponse422
    | SetClientReportSettingsResponse429
    | SetClientReportSettingsResponse431
    | SetClientReportSettingsResponse503
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
    body: SetClientReportSettingsBody,
    idempotency_key: str | Unset = UNSET,
) -> Response[
    SetClientReportSettingsResponse200
    | SetClientReportSettingsResponse400
    | SetClientReportSettingsResponse401
    | SetClientReportSettingsResponse403
    | SetClientReportSettingsResponse404
    | SetClientReportSettingsResponse409
    | SetClientReportSettingsResponse413
    | SetClientReportSettingsResponse414
    | SetClientReportSettingsResponse422
    | SetClientReportSettingsResponse429
    | SetClientReportSettingsResponse431
    | SetClientReportSettingsResponse503
]:
    """Set a client's scheduled report: off, weekly or monthly, and its recipients

     Addresses are trimmed and kept once each (case-insensitively); weekly and monthly need at least one.
    A report is made for each period that ends after the frequency is set, mailed within 15 minutes of
    its end.

    Args:
        client_id (int):
        idempotency_key (str | Unset):
        body (SetClientReportSettingsBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[SetClientReportSettingsResponse200 | SetClientReportSettingsResponse400 | SetClientReportSettingsResponse401 | SetClientReportSettingsResponse403 | SetClientReportSettingsResponse404 | SetClientReportSettingsResponse409 | SetClientReportSettingsResponse413 | SetClientReportSettingsResponse414 | SetClientReportSettingsResponse422 | SetClientReportSettingsResponse429 | SetClientReportSettingsResponse431 | SetClientReportSettingsResponse503]
    """

    kwargs = _get_kwargs(
        client_id=client_id,
        body=body,
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
    body: SetClientReportSettingsBody,
    idempotency_key: str | Unset = UNSET,
) -> (
    SetClientReportSettingsResponse200
    | SetClientReportSettingsResponse400
    | SetClientReportSettingsResponse401
    | SetClientReportSettingsResponse403
    | SetClientReportSettingsResponse404
    | SetClientReportSettingsResponse409
    | SetClientReportSettingsResponse413
    | SetClientReportSettingsResponse414
    | SetClientReportSettingsResponse422
    | SetClientReportSettingsResponse429
    | SetClientReportSettingsResponse431
    | SetClientReportSettingsResponse503
    | None
):
    """Set a client's scheduled report: off, weekly or monthly, and its recipients

     Addresses are trimmed and kept once each (case-insensitively); weekly and monthly need at least one.
    A report is made for each period that ends after the frequency is set, mailed within 15 minutes of
    its end.

    Args:
        client_id (int):
        idempotency_key (str | Unset):
        body (SetClientReportSettingsBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        SetClientReportSettingsResponse200 | SetClientReportSettingsResponse400 | SetClientReportSettingsResponse401 | SetClientReportSettingsResponse403 | SetClientReportSettingsResponse404 | SetClientReportSettingsResponse409 | SetClientReportSettingsResponse413 | SetClientReportSettingsResponse414 | SetClientReportSettingsResponse422 | SetClientReportSettingsResponse429 | SetClientReportSettingsResponse431 | SetClientReportSettingsResponse503
    """

    return sync_detailed(
        client_id=client_id,
        client=client,
        body=body,
        idempotency_key=idempotency_key,
    ).parsed


async def asyncio_detailed(
    client_id: int,
    *,
    client: AuthenticatedClient,
    body: SetClientReportSettingsBody,
    idempotency_key: str | Unset = UNSET,
) -> Response[
    SetClientReportSettingsResponse200
    | SetClientReportSettingsResponse400
    | SetClientReportSettingsResponse401
    | SetClientReportSettingsResponse403
    | SetClientReportSettingsResponse404
    | SetClientReportSettingsResponse409
    | SetClientReportSettingsResponse413
    | SetClientReportSettingsResponse414
    | SetClientReportSettingsResponse422
    | SetClientReportSettingsResponse429
    | SetClientReportSettingsResponse431
    | SetClientReportSettingsResponse503
]:
    """Set a client's scheduled report: off, weekly or monthly, and its recipients

     Addresses are trimmed and kept once each (case-insensitively); weekly and monthly need at least one.
    A report is made for each period that ends after the frequency is set, mailed within 15 minutes of
    its end.

    Args:
        client_id (int):
        idempotency_key (str | Unset):
        body (SetClientReportSettingsBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[SetClientReportSettingsResponse200 | SetClientReportSettingsResponse400 | SetClientReportSettingsResponse401 | SetClientReportSettingsResponse403 | SetClientReportSettingsResponse404 | SetClientReportSettingsResponse409 | SetClientReportSettingsResponse413 | SetClientReportSettingsResponse414 | SetClientReportSettingsResponse422 | SetClientReportSettingsResponse429 | SetClientReportSettingsResponse431 | SetClientReportSettingsResponse503]
    """

    kwargs = _get_kwargs(
        client_id=client_id,
        body=body,
        idempotency_key=idempotency_key,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    client_id: int,
    *,
    client: AuthenticatedClient,
    body: SetClientReportSettingsBody,
    idempotency_key: str | Unset = UNSET,
) -> (
    SetClientReportSettingsResponse200
    | SetClientReportSettingsResponse400
    | SetClientReportSettingsResponse401
    | SetClientReportSettingsResponse403
    | SetClientReportSettingsResponse404
    | SetClientReportSettingsResponse409
    | SetClientReportSettingsResponse413
    | SetClientReportSettingsResponse414
    | SetClientReportSettingsResponse422
    | SetClientReportSettingsResponse429
    | SetClientReportSettingsResponse431
    | SetClientReportSettingsResponse503
    | None
):
    """Set a client's scheduled report: off, weekly or monthly, and its recipients

     Addresses are trimmed and kept once each (case-insensitively); weekly and monthly need at least one.
    A report is made for each period that ends after the frequency is set, mailed within 15 minutes of
    its end.

    Args:
        client_id (int):
        idempotency_key (str | Unset):
        body (SetClientReportSettingsBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        SetClientReportSettingsResponse200 | SetClientReportSettingsResponse400 | SetClientReportSettingsResponse401 | SetClientReportSettingsResponse403 | SetClientReportSettingsResponse404 | SetClientReportSettingsResponse409 | SetClientReportSettingsResponse413 | SetClientReportSettingsResponse414 | SetClientReportSettingsResponse422 | SetClientReportSettingsResponse429 | SetClientReportSettingsResponse431 | SetClientReportSettingsResponse503
    """

    return (
        await asyncio_detailed(
            client_id=client_id,
            client=client,
            body=body,
            idempotency_key=idempotency_key,
        )
    ).parsed
