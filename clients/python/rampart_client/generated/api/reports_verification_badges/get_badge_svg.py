from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.get_badge_svg_response_404 import GetBadgeSvgResponse404
from ...models.get_badge_svg_response_414 import GetBadgeSvgResponse414
from ...models.get_badge_svg_response_422 import GetBadgeSvgResponse422
from ...models.get_badge_svg_response_429 import GetBadgeSvgResponse429
from ...models.get_badge_svg_response_431 import GetBadgeSvgResponse431
from ...models.get_badge_svg_response_503 import GetBadgeSvgResponse503
from ...models.get_badge_svg_style import GetBadgeSvgStyle
from ...types import UNSET, Response, Unset


def _get_kwargs(
    domain: str,
    *,
    style: GetBadgeSvgStyle | Unset = UNSET,
) -> dict[str, Any]:

    params: dict[str, Any] = {}

    json_style: str | Unset = UNSET
    if not isinstance(style, Unset):
        json_style = style.value

    params["style"] = json_style

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/badge/{domain}.svg".format(
            domain=quote(str(domain), safe=""),
        ),
        "params": params,
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> (
    Any
    | GetBadgeSvgResponse404
    | GetBadgeSvgResponse414
    | GetBadgeSvgResponse422
    | GetBadgeSvgResponse429
    | GetBadgeSvgResponse431
    | GetBadgeSvgResponse503
    | None
):
    if response.status_code == 304:
        response_304 = cast(Any, None)
        return response_304

    if response.status_code == 404:
        response_404 = GetBadgeSvgResponse404.from_dict(response.json())

        return response_404

    if response.status_code == 414:
        response_414 = GetBadgeSvgResponse414.from_dict(response.json())

        return response_414

    if response.status_code == 422:
        response_422 = GetBadgeSvgResponse422.from_dict(response.json())

        return response_422

    if response.status_code == 429:
        response_429 = GetBadgeSvgResponse429.from_dict(response.json())

        return response_429

    if response.status_code == 431:
        response_431 = GetBadgeSvgResponse431.from_dict(response.json())

        return response_431

    if response.status_code == 503:
        response_503 = GetBadgeSvgResponse503.from_dict(response.json())

        return response_503

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[
    Any
    | GetBadgeSvgResponse404
    | GetBadgeSvgResponse414
    | GetBadgeSvgResponse422
    | GetBadgeSvgResponse429
    | GetBadgeSvgResponse431
    | GetBadgeSvgResponse503
]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    domain: str,
    *,
    client: AuthenticatedClient | Client,
    style: GetBadgeSvgStyle | Unset = UNSET,
) -> Response[
    Any
    | GetBadgeSvgResponse404
    | GetBadgeSvgResponse414
    | GetBadgeSvgResponse422
    | GetBadgeSvgResponse429
    | GetBadgeSvgResponse431
    | GetBadgeSvgResponse503
]:
    """The domain security badge (SVG), if its owner published it

    Args:
        domain (str):
        style (GetBadgeSvgStyle | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | GetBadgeSvgResponse404 | GetBadgeSvgResponse414 | GetBadgeSvgResponse422 | GetBadgeSvgResponse429 | GetBadgeSvgResponse431 | GetBadgeSvgResponse503]
    """

    kwargs = _get_kwargs(
        domain=domain,
        style=style,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    domain: str,
    *,
    client: AuthenticatedClient | Client,
    style: GetBadgeSvgStyle | Unset = UNSET,
) -> (
    Any
    | GetBadgeSvgResponse404
    | GetBadgeSvgResponse414
    | GetBadgeSvgResponse422
    | GetBadgeSvgResponse429
    | GetBadgeSvgResponse431
    | GetBadgeSvgResponse503
    | None
):
    """The domain security badge (SVG), if its owner published it

    Args:
        domain (str):
        style (GetBadgeSvgStyle | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | GetBadgeSvgResponse404 | GetBadgeSvgResponse414 | GetBadgeSvgResponse422 | GetBadgeSvgResponse429 | GetBadgeSvgResponse431 | GetBadgeSvgResponse503
    """

    return sync_detailed(
        domain=domain,
        client=client,
        style=style,
    ).parsed


async def asyncio_detailed(
    domain: str,
    *,
    client: AuthenticatedClient | Client,
    style: GetBadgeSvgStyle | Unset = UNSET,
) -> Response[
    Any
    | GetBadgeSvgResponse404
    | GetBadgeSvgResponse414
    | GetBadgeSvgResponse422
    | GetBadgeSvgResponse429
    | GetBadgeSvgResponse431
    | GetBadgeSvgResponse503
]:
    """The domain security badge (SVG), if its owner published it

    Args:
        domain (str):
        style (GetBadgeSvgStyle | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | GetBadgeSvgResponse404 | GetBadgeSvgResponse414 | GetBadgeSvgResponse422 | GetBadgeSvgResponse429 | GetBadgeSvgResponse431 | GetBadgeSvgResponse503]
    """

    kwargs = _get_kwargs(
        domain=domain,
        style=style,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    domain: str,
    *,
    client: AuthenticatedClient | Client,
    style: GetBadgeSvgStyle | Unset = UNSET,
) -> (
    Any
    | GetBadgeSvgResponse404
    | GetBadgeSvgResponse414
    | GetBadgeSvgResponse422
    | GetBadgeSvgResponse429
    | GetBadgeSvgResponse431
    | GetBadgeSvgResponse503
    | None
):
    """The domain security badge (SVG), if its owner published it

    Args:
        domain (str):
        style (GetBadgeSvgStyle | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | GetBadgeSvgResponse404 | GetBadgeSvgResponse414 | GetBadgeSvgResponse422 | GetBadgeSvgResponse429 | GetBadgeSvgResponse431 | GetBadgeSvgResponse503
    """

    return (
        await asyncio_detailed(
            domain=domain,
            client=client,
            style=style,
        )
    ).parsed
