from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.get_domain_import_response_200 import GetDomainImportResponse200
from ...models.get_domain_import_response_401 import GetDomainImportResponse401
from ...models.get_domain_import_response_403 import GetDomainImportResponse403
from ...models.get_domain_import_response_404 import GetDomainImportResponse404
from ...models.get_domain_import_response_414 import GetDomainImportResponse414
from ...models.get_domain_import_response_422 import GetDomainImportResponse422
from ...models.get_domain_import_response_429 import GetDomainImportResponse429
from ...models.get_domain_import_response_431 import GetDomainImportResponse431
from ...models.get_domain_import_response_503 import GetDomainImportResponse503
from ...types import Response


def _get_kwargs(
    import_id: int,
) -> dict[str, Any]:

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/domains/imports/{import_id}".format(
            import_id=quote(str(import_id), safe=""),
        ),
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> (
    GetDomainImportResponse200
    | GetDomainImportResponse401
    | GetDomainImportResponse403
    | GetDomainImportResponse404
    | GetDomainImportResponse414
    | GetDomainImportResponse422
    | GetDomainImportResponse429
    | GetDomainImportResponse431
    | GetDomainImportResponse503
    | None
):
    if response.status_code == 200:
        response_200 = GetDomainImportResponse200.from_dict(response.json())

        return response_200

    if response.status_code == 401:
        response_401 = GetDomainImportResponse401.from_dict(response.json())

        return response_401

    if response.status_code == 403:
        response_403 = GetDomainImportResponse403.from_dict(response.json())

        return response_403

    if response.status_code == 404:
        response_404 = GetDomainImportResponse404.from_dict(response.json())

        return response_404

    if response.status_code == 414:
        response_414 = GetDomainImportResponse414.from_dict(response.json())

        return response_414

    if response.status_code == 422:
        response_422 = GetDomainImportResponse422.from_dict(response.json())

        return response_422

    if response.status_code == 429:
        response_429 = GetDomainImportResponse429.from_dict(response.json())

        return response_429

    if response.status_code == 431:
        response_431 = GetDomainImportResponse431.from_dict(response.json())

        return response_431

    if response.status_code == 503:
        response_503 = GetDomainImportResponse503.from_dict(response.json())

        return response_503

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[
    GetDomainImportResponse200
    | GetDomainImportResponse401
    | GetDomainImportResponse403
    | GetDomainImportResponse404
    | GetDomainImportResponse414
    | GetDomainImportResponse422
    | GetDomainImportResponse429
    | GetDomainImportResponse431
    | GetDomainImportResponse503
]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    import_id: int,
    *,
    client: AuthenticatedClient,
) -> Response[
    GetDomainImportResponse200
    | GetDomainImportResponse401
    | GetDomainImportResponse403
    | GetDomainImportResponse404
    | GetDomainImportResponse414
    | GetDomainImportResponse422
    | GetDomainImportResponse429
    | GetDomainImportResponse431
    | GetDomainImportResponse503
]:
    """A bulk import: its progress and the result of every line done

    Args:
        import_id (int):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[GetDomainImportResponse200 | GetDomainImportResponse401 | GetDomainImportResponse403 | GetDomainImportResponse404 | GetDomainImportResponse414 | GetDomainImportResponse422 | GetDomainImportResponse429 | GetDomainImportResponse431 | GetDomainImportResponse503]
    """

    kwargs = _get_kwargs(
        import_id=import_id,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    import_id: int,
    *,
    client: AuthenticatedClient,
) -> (
    GetDomainImportResponse200
    | GetDomainImportResponse401
    | GetDomainImportResponse403
    | GetDomainImportResponse404
    | GetDomainImportResponse414
    | GetDomainImportResponse422
    | GetDomainImportResponse429
    | GetDomainImportResponse431
    | GetDomainImportResponse503
    | None
):
    """A bulk import: its progress and the result of every line done

    Args:
        import_id (int):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        GetDomainImportResponse200 | GetDomainImportResponse401 | GetDomainImportResponse403 | GetDomainImportResponse404 | GetDomainImportResponse414 | GetDomainImportResponse422 | GetDomainImportResponse429 | GetDomainImportResponse431 | GetDomainImportResponse503
    """

    return sync_detailed(
        import_id=import_id,
        client=client,
    ).parsed


async def asyncio_detailed(
    import_id: int,
    *,
    client: AuthenticatedClient,
) -> Response[
    GetDomainImportResponse200
    | GetDomainImportResponse401
    | GetDomainImportResponse403
    | GetDomainImportResponse404
    | GetDomainImportResponse414
    | GetDomainImportResponse422
    | GetDomainImportResponse429
    | GetDomainImportResponse431
    | GetDomainImportResponse503
]:
    """A bulk import: its progress and the result of every line done

    Args:
        import_id (int):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[GetDomainImportResponse200 | GetDomainImportResponse401 | GetDomainImportResponse403 | GetDomainImportResponse404 | GetDomainImportResponse414 | GetDomainImportResponse422 | GetDomainImportResponse429 | GetDomainImportResponse431 | GetDomainImportResponse503]
    """

    kwargs = _get_kwargs(
        import_id=import_id,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    import_id: int,
    *,
    client: AuthenticatedClient,
) -> (
    GetDomainImportResponse200
    | GetDomainImportResponse401
    | GetDomainImportResponse403
    | GetDomainImportResponse404
    | GetDomainImportResponse414
    | GetDomainImportResponse422
    | GetDomainImportResponse429
    | GetDomainImportResponse431
    | GetDomainImportResponse503
    | None
):
    """A bulk import: its progress and the result of every line done

    Args:
        import_id (int):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        GetDomainImportResponse200 | GetDomainImportResponse401 | GetDomainImportResponse403 | GetDomainImportResponse404 | GetDomainImportResponse414 | GetDomainImportResponse422 | GetDomainImportResponse429 | GetDomainImportResponse431 | GetDomainImportResponse503
    """

    return (
        await asyncio_detailed(
            import_id=import_id,
            client=client,
        )
    ).parsed
