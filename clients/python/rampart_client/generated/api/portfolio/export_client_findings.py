from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.export_client_findings_format import ExportClientFindingsFormat
from ...models.export_client_findings_response_401 import (
    ExportClientFindingsResponse401,
)
from ...models.export_client_findings_response_403 import (
    ExportClientFindingsResponse403,
)
from ...models.export_client_findings_response_404 import (
    ExportClientFindingsResponse404,
)
from ...models.export_client_findings_response_414 import (
    ExportClientFindingsResponse414,
)
from ...models.export_client_findings_response_422 import (
    ExportClientFindingsResponse422,
)
from ...models.export_client_findings_response_429 import (
    ExportClientFindingsResponse429,
)
from ...models.export_client_findings_response_431 import (
    ExportClientFindingsResponse431,
)
from ...models.export_client_findings_response_503 import (
    ExportClientFindingsResponse503,
)
from ...types import UNSET, Response, Unset


def _get_kwargs(
    client_id: int,
    *,
    format_: ExportClientFindingsFormat | Unset = ExportClientFindingsFormat.CSV,
) -> dict[str, Any]:

    params: dict[str, Any] = {}

    json_format_: str | Unset = UNSET
    if not isinstance(format_, Unset):
        json_format_ = format_.value

    params["format"] = json_format_

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/clients/{client_id}/findings/export".format(
            client_id=quote(str(client_id), safe=""),
        ),
        "params": params,
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> (
    ExportClientFindingsResponse401
    | ExportClientFindingsResponse403
    | ExportClientFindingsResponse404
    | ExportClientFindingsResponse414
    | ExportClientFindingsResponse422
    | ExportClientFindingsResponse429
    | ExportClientFindingsResponse431
    | ExportClientFindingsResponse503
    | str
    | None
):
    if response.status_code == 200:
        response_200 = response.text
        return response_200

    if response.status_code == 401:
        response_401 = ExportClientFindingsResponse401.from_dict(response.json())

        return response_401

    if response.status_code == 403:
        response_403 = ExportClientFindingsResponse403.from_dict(response.json())

        return response_403

    if response.status_code == 404:
        response_404 = ExportClientFindingsResponse404.from_dict(response.json())

        return response_404

    if response.status_code == 414:
        response_414 = ExportClientFindingsResponse414.from_dict(response.json())

        return response_414

    if response.status_code == 422:
        response_422 = ExportClientFindingsResponse422.from_dict(response.json())

        return response_422

    if response.status_code == 429:
        response_429 = ExportClientFindingsResponse429.from_dict(response.json())

        return response_429

    if response.status_code == 431:
        response_431 = ExportClientFindingsResponse431.from_dict(response.json())

        return response_431

    if response.status_code == 503:
        response_503 = ExportClientFindingsResponse503.from_dict(response.json())

        return response_503

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[
    ExportClientFindingsResponse401
    | ExportClientFindingsResponse403
    | ExportClientFindingsResponse404
    | ExportClientFindingsResponse414
    | ExportClientFindingsResponse422
    | ExportClientFindingsResponse429
    | ExportClientFindingsResponse431
    | ExportClientFindingsResponse503
    | str
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
    format_: ExportClientFindingsFormat | Unset = ExportClientFindingsFormat.CSV,
) -> Response[
    ExportClientFindingsResponse401
    | ExportClientFindingsResponse403
    | ExportClientFindingsResponse404
    | ExportClientFindingsResponse414
    | ExportClientFindingsResponse422
    | ExportClientFindingsResponse429
    | ExportClientFindingsResponse431
    | ExportClientFindingsResponse503
    | str
]:
    """Every open finding of a client's domains (check code, severity, domain, first seen), CSV (default)
    or JSON, worst first

    Args:
        client_id (int):
        format_ (ExportClientFindingsFormat | Unset):  Default: ExportClientFindingsFormat.CSV.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ExportClientFindingsResponse401 | ExportClientFindingsResponse403 | ExportClientFindingsResponse404 | ExportClientFindingsResponse414 | ExportClientFindingsResponse422 | ExportClientFindingsResponse429 | ExportClientFindingsResponse431 | ExportClientFindingsResponse503 | str]
    """

    kwargs = _get_kwargs(
        client_id=client_id,
        format_=format_,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    client_id: int,
    *,
    client: AuthenticatedClient,
    format_: ExportClientFindingsFormat | Unset = ExportClientFindingsFormat.CSV,
) -> (
    ExportClientFindingsResponse401
    | ExportClientFindingsResponse403
    | ExportClientFindingsResponse404
    | ExportClientFindingsResponse414
    | ExportClientFindingsResponse422
    | ExportClientFindingsResponse429
    | ExportClientFindingsResponse431
    | ExportClientFindingsResponse503
    | str
    | None
):
    """Every open finding of a client's domains (check code, severity, domain, first seen), CSV (default)
    or JSON, worst first

    Args:
        client_id (int):
        format_ (ExportClientFindingsFormat | Unset):  Default: ExportClientFindingsFormat.CSV.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ExportClientFindingsResponse401 | ExportClientFindingsResponse403 | ExportClientFindingsResponse404 | ExportClientFindingsResponse414 | ExportClientFindingsResponse422 | ExportClientFindingsResponse429 | ExportClientFindingsResponse431 | ExportClientFindingsResponse503 | str
    """

    return sync_detailed(
        client_id=client_id,
        client=client,
        format_=format_,
    ).parsed


async def asyncio_detailed(
    client_id: int,
    *,
    client: AuthenticatedClient,
    format_: ExportClientFindingsFormat | Unset = ExportClientFindingsFormat.CSV,
) -> Response[
    ExportClientFindingsResponse401
    | ExportClientFindingsResponse403
    | ExportClientFindingsResponse404
    | ExportClientFindingsResponse414
    | ExportClientFindingsResponse422
    | ExportClientFindingsResponse429
    | ExportClientFindingsResponse431
    | ExportClientFindingsResponse503
    | str
]:
    """Every open finding of a client's domains (check code, severity, domain, first seen), CSV (default)
    or JSON, worst first

    Args:
        client_id (int):
        format_ (ExportClientFindingsFormat | Unset):  Default: ExportClientFindingsFormat.CSV.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ExportClientFindingsResponse401 | ExportClientFindingsResponse403 | ExportClientFindingsResponse404 | ExportClientFindingsResponse414 | ExportClientFindingsResponse422 | ExportClientFindingsResponse429 | ExportClientFindingsResponse431 | ExportClientFindingsResponse503 | str]
    """

    kwargs = _get_kwargs(
        client_id=client_id,
        format_=format_,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    client_id: int,
    *,
    client: AuthenticatedClient,
    format_: ExportClientFindingsFormat | Unset = ExportClientFindingsFormat.CSV,
) -> (
    ExportClientFindingsResponse401
    | ExportClientFindingsResponse403
    | ExportClientFindingsResponse404
    | ExportClientFindingsResponse414
    | ExportClientFindingsResponse422
    | ExportClientFindingsResponse429
    | ExportClientFindingsResponse431
    | ExportClientFindingsResponse503
    | str
    | None
):
    """Every open finding of a client's domains (check code, severity, domain, first seen), CSV (default)
    or JSON, worst first

    Args:
        client_id (int):
        format_ (ExportClientFindingsFormat | Unset):  Default: ExportClientFindingsFormat.CSV.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ExportClientFindingsResponse401 | ExportClientFindingsResponse403 | ExportClientFindingsResponse404 | ExportClientFindingsResponse414 | ExportClientFindingsResponse422 | ExportClientFindingsResponse429 | ExportClientFindingsResponse431 | ExportClientFindingsResponse503 | str
    """

    return (
        await asyncio_detailed(
            client_id=client_id,
            client=client,
            format_=format_,
        )
    ).parsed
