from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.get_plan_response_200 import GetPlanResponse200
from ...models.get_plan_response_404 import GetPlanResponse404
from ...models.get_plan_response_414 import GetPlanResponse414
from ...models.get_plan_response_422 import GetPlanResponse422
from ...models.get_plan_response_429 import GetPlanResponse429
from ...models.get_plan_response_431 import GetPlanResponse431
from ...models.get_plan_response_503 import GetPlanResponse503
from ...types import Response


def _get_kwargs(
    plan_id: str,
) -> dict[str, Any]:

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/pricing/plans/{plan_id}".format(
            plan_id=quote(str(plan_id), safe=""),
        ),
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> (
    GetPlanResponse200
    | GetPlanResponse404
    | GetPlanResponse414
    | GetPlanResponse422
    | GetPlanResponse429
    | GetPlanResponse431
    | GetPlanResponse503
    | None
):
    if response.status_code == 200:
        response_200 = GetPlanResponse200.from_dict(response.json())

        return response_200

    if response.status_code == 404:
        response_404 = GetPlanResponse404.from_dict(response.json())

        return response_404

    if response.status_code == 414:
        response_414 = GetPlanResponse414.from_dict(response.json())

        return response_414

    if response.status_code == 422:
        response_422 = GetPlanResponse422.from_dict(response.json())

        return response_422

    if response.status_code == 429:
        response_429 = GetPlanResponse429.from_dict(response.json())

        return response_429

    if response.status_code == 431:
        response_431 = GetPlanResponse431.from_dict(response.json())

        return response_431

    if response.status_code == 503:
        response_503 = GetPlanResponse503.from_dict(response.json())

        return response_503

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[
    GetPlanResponse200
    | GetPlanResponse404
    | GetPlanResponse414
    | GetPlanResponse422
    | GetPlanResponse429
    | GetPlanResponse431
    | GetPlanResponse503
]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    plan_id: str,
    *,
    client: AuthenticatedClient | Client,
) -> Response[
    GetPlanResponse200
    | GetPlanResponse404
    | GetPlanResponse414
    | GetPlanResponse422
    | GetPlanResponse429
    | GetPlanResponse431
    | GetPlanResponse503
]:
    """One plan

    Args:
        plan_id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[GetPlanResponse200 | GetPlanResponse404 | GetPlanResponse414 | GetPlanResponse422 | GetPlanResponse429 | GetPlanResponse431 | GetPlanResponse503]
    """

    kwargs = _get_kwargs(
        plan_id=plan_id,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    plan_id: str,
    *,
    client: AuthenticatedClient | Client,
) -> (
    GetPlanResponse200
    | GetPlanResponse404
    | GetPlanResponse414
    | GetPlanResponse422
    | GetPlanResponse429
    | GetPlanResponse431
    | GetPlanResponse503
    | None
):
    """One plan

    Args:
        plan_id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        GetPlanResponse200 | GetPlanResponse404 | GetPlanResponse414 | GetPlanResponse422 | GetPlanResponse429 | GetPlanResponse431 | GetPlanResponse503
    """

    return sync_detailed(
        plan_id=plan_id,
        client=client,
    ).parsed


async def asyncio_detailed(
    plan_id: str,
    *,
    client: AuthenticatedClient | Client,
) -> Response[
    GetPlanResponse200
    | GetPlanResponse404
    | GetPlanResponse414
    | GetPlanResponse422
    | GetPlanResponse429
    | GetPlanResponse431
    | GetPlanResponse503
]:
    """One plan

    Args:
        plan_id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[GetPlanResponse200 | GetPlanResponse404 | GetPlanResponse414 | GetPlanResponse422 | GetPlanResponse429 | GetPlanResponse431 | GetPlanResponse503]
    """

    kwargs = _get_kwargs(
        plan_id=plan_id,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    plan_id: str,
    *,
    client: AuthenticatedClient | Client,
) -> (
    GetPlanResponse200
    | GetPlanResponse404
    | GetPlanResponse414
    | GetPlanResponse422
    | GetPlanResponse429
    | GetPlanResponse431
    | GetPlanResponse503
    | None
):
    """One plan

    Args:
        plan_id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        GetPlanResponse200 | GetPlanResponse404 | GetPlanResponse414 | GetPlanResponse422 | GetPlanResponse429 | GetPlanResponse431 | GetPlanResponse503
    """

    return (
        await asyncio_detailed(
            plan_id=plan_id,
            client=client,
        )
    ).parsed
