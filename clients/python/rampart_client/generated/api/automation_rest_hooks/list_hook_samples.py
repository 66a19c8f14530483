from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.list_hook_samples_event import ListHookSamplesEvent
from ...models.list_hook_samples_min_severity import ListHookSamplesMinSeverity
from ...models.list_hook_samples_response_200_item import ListHookSamplesResponse200Item
from ...models.list_hook_samples_response_400 import ListHookSamplesResponse400
from ...models.list_hook_samples_response_401 import ListHookSamplesResponse401
from ...models.list_hook_samples_response_403 import ListHookSamplesResponse403
from ...models.list_hook_samples_response_404 import ListHookSamplesResponse404
from ...models.list_hook_samples_response_414 import ListHookSamplesResponse414
from ...models.list_hook_samples_response_422 import ListHookSamplesResponse422
from ...models.list_hook_samples_response_429 import ListHookSamplesResponse429
from ...models.list_hook_samples_response_431 import ListHookSamplesResponse431
from ...models.list_hook_samples_response_503 import ListHookSamplesResponse503
from ...types import UNSET, Response, Unset


def _get_kwargs(
    event: ListHookSamplesEvent,
    *,
    limit: int | Unset = 25,
    domain: str | Unset = UNSET,
    client_id: int | Unset = UNSET,
    min_severity: ListHookSamplesMinSeverity | Unset = UNSET,
) -> dict[str, Any]:

    params: dict[str, Any] = {}

    params["limit"] = limit

    params["domain"] = domain

    params["client_id"] = client_id

    json_min_severity: str | Unset = UNSET
    if not isinstance(min_severity, Unset):
        json_min_severity = min_severity.value

    params["min_severity"] = json_min_severity

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/hooks/samples/{event}".format(
            event=quote(str(event), safe=""),
        ),
        "params": params,
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> (
    ListHookSamplesResponse400
    | ListHookSamplesResponse401
    | ListHookSamplesResponse403
    | ListHookSamplesResponse404
    | ListHookSamplesResponse414
    | ListHookSamplesResponse422
    | ListHookSamplesResponse429
    | ListHookSamplesResponse431
    | ListHookSamplesResponse503
    | list[ListHookSamplesResponse200Item]
    | None
):
    if response.status_code == 200:
        response_200 = []
        _response_200 = response.json()
        for response_200_item_data in _response_200:
            response_200_item = ListHookSamplesResponse200Item.from_dict(
                response_200_item_data
            )

            response_200.append(response_200_item)

        return response_200

    if response.status_code == 400:
        response_400 = ListHookSamplesResponse400.from_dict(response.json())

        return response_400

    if response.status_code == 401:
        response_401 = ListHookSamplesResponse401.from_dict(response.json())

        return response_401

    if response.status_code == 403:
        response_403 = ListHookSamplesResponse403.from_dict(response.json())

        return response_403

    if response.status_code == 404:
        response_404 = ListHookSamplesResponse404.from_dict(response.json())

        return response_404

    if response.status_code == 414:
        response_414 = ListHookSamplesResponse414.from_dict(response.json())

        return response_414

    if response.status_code == 422:
        response_422 = ListHookSamplesResponse422.from_dict(response.json())

        return response_422

    if response.status_code == 429:
        response_429 = ListHookSamplesResponse429.from_dict(response.json())

        return response_429

    if response.status_code == 431:
        response_431 = ListHookSamplesResponse431.from_dict(response.json())

        return response_431

    if response.status_code == 503:
        response_503 = ListHookSamplesResponse503.from_dict(response.json())

        return response_503

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[
    ListHookSamplesResponse400
    | ListHookSamplesResponse401
    | ListHookSamplesResponse403
    | ListHookSamplesResponse404
    | ListHookSamplesResponse414
    | ListHookSamplesResponse422
    | ListHookSamplesResponse429
    | ListHookSamplesResponse431
    | ListHookSamplesResponse503
    | list[ListHookSamplesResponse200Item]
]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    event: ListHookSamplesEvent,
    *,
    client: AuthenticatedClient,
    limit: int | Unset = 25,
    domain: str | Unset = UNSET,
    client_id: int | Unset = UNSET,
    min_severity: ListHookSamplesMinSeverity | Unset = UNSET,
) -> Response[
    ListHookSamplesResponse400
    | ListHookSamplesResponse401
    | ListHookSamplesResponse403
    | ListHookSamplesResponse404
    | ListHookSamplesResponse414
    | ListHookSamplesResponse422
    | ListHookSamplesResponse429
    | ListHookSamplesResponse431
    | ListHookSamplesResponse503
    | list[ListHookSamplesResponse200Item]
]:
    """Recent items of a hook event, newest first, as the envelopes a subscription is sent

     Included in Professional, Enterprise; other plans get 403 with upgrade_url. The polling trigger and
    "test trigger" of automation platforms: ids are stable, so dedupe on id.

    Args:
        event (ListHookSamplesEvent):
        limit (int | Unset):  Default: 25.
        domain (str | Unset):
        client_id (int | Unset):
        min_severity (ListHookSamplesMinSeverity | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ListHookSamplesResponse400 | ListHookSamplesResponse401 | ListHookSamplesResponse403 | ListHookSamplesResponse404 | ListHookSamplesResponse414 | ListHookSamplesResponse422 | ListHookSamplesResponse429 | ListHookSamplesResponse431 | ListHookSamplesResponse503 | list[ListHookSamplesResponse200Item]]
    """

    kwargs = _get_kwargs(
        event=event,
        limit=limit,
        domain=domain,
        client_id=client_id,
        min_severity=min_severity,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    event: ListHookSamplesEvent,
    *,
    client: AuthenticatedClient,
    limit: int | Unset = 25,
    domain: str | Unset = UNSET,
    client_id: int | Unset = UNSET,
    min_severity: ListHookSamplesMinSeverity | Unset = UNSET,
) -> (
    ListHookSamplesResponse400
    | ListHookSamplesResponse401
    | ListHookSamplesResponse403
    | ListHookSamplesResponse404
    | ListHookSamplesResponse414
    | ListHookSamplesResponse422
    | ListHookSamplesResponse429
    | ListHookSamplesResponse431
    | ListHookSamplesResponse503
    | list[ListHookSamplesResponse200Item]
    | None
):
    """Recent items of a hook event, newest first, as the envelopes a subscription is sent

     Included in Professional, Enterprise; other plans get 403 with upgrade_url. The polling trigger and
    "test trigger" of automation platforms: ids are stable, so dedupe on id.

    Args:
        event (ListHookSamplesEvent):
        limit (int | Unset):  Default: 25.
        domain (str | Unset):
        client_id (int | Unset):
        min_severity (ListHookSamplesMinSeverity | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ListHookSamplesResponse400 | ListHookSamplesResponse401 | ListHookSamplesResponse403 | ListHookSamplesResponse404 | ListHookSamplesResponse414 | ListHookSamplesResponse422 | ListHookSamplesResponse429 | ListHookSamplesResponse431 | ListHookSamplesResponse503 | list[ListHookSamplesResponse200Item]
    """

    return sync_detailed(
        event=event,
        client=client,
        limit=limit,
        domain=domain,
        client_id=client_id,
        min_severity=min_severity,
    ).parsed


async def asyncio_detailed(
    event: ListHookSamplesEvent,
    *,
    client: AuthenticatedClient,
    limit: int | Unset = 25,
    domain: str | Unset = UNSET,
    client_id: int | Unset = UNSET,
    min_severity: ListHookSamplesMinSeverity | Unset = UNSET,
) -> Response[
    ListHookSamplesResponse400
    | ListHookSamplesResponse401
    | ListHookSamplesResponse403
    | ListHookSamplesResponse404
    | ListHookSamplesResponse414
    | ListHookSamplesResponse422
    | ListHookSamplesResponse429
    | ListHookSamplesResponse431
    | ListHookSamplesResponse503
    | list[ListHookSamplesResponse200Item]
]:
    """Recent items of a hook event, newest first, as the envelopes a subscription is sent

     Included in Professional, Enterprise; other plans get 403 with upgrade_url. The polling trigger and
    "test trigger" of automation platforms: ids are stable, so dedupe on id.

    Args:
        event (ListHookSamplesEvent):
        limit (int | Unset):  Default: 25.
        domain (str | Unset):
        client_id (int | Unset):
        min_severity (ListHookSamplesMinSeverity | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ListHookSamplesResponse400 | ListHookSamplesResponse401 | ListHookSamplesResponse403 | ListHookSamplesResponse404 | ListHookSamplesResponse414 | ListHookSamplesResponse422 | ListHookSamplesResponse429 | ListHookSamplesResponse431 | ListHookSamplesResponse503 | list[ListHookSamplesResponse200Item]]
    """

    kwargs = _get_kwargs(
        event=event,
        limit=limit,
        domain=domain,
        client_id=client_id,
        min_severity=min_severity,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    event: ListHookSamplesEvent,
    *,
    client: AuthenticatedClient,
    limit: int | Unset = 25,
    domain: str | Unset = UNSET,
    client_id: int | Unset = UNSET,
    min_severity: ListHookSamplesMinSeverity | Unset = UNSET,
) -> (
    ListHookSamplesResponse400
    | ListHookSamplesResponse401
    | ListHookSamplesResponse403
    | ListHookSamplesResponse404
    | ListHookSamplesResponse414
    | ListHookSamplesResponse422
    | ListHookSamplesResponse429
    | ListHookSamplesResponse431
    | ListHookSamplesResponse503
    | list[ListHookSamplesResponse200Item]
    | None
):
    """Recent items of a hook event, newest first, as the envelopes a subscription is sent

     Included in Professional, Enterprise; other plans get 403 with upgrade_url. The polling trigger and
    "test trigger" of automation platforms: ids are stable, so dedupe on id.

    Args:
        event (ListHookSamplesEvent):
        limit (int | Unset):  Default: 25.
        domain (str | Unset):
        client_id (int | Unset):
        min_severity (ListHookSamplesMinSeverity | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ListHookSamplesResponse400 | ListHookSamplesResponse401 | ListHookSamplesResponse403 | ListHookSamplesResponse404 | ListHookSamplesResponse414 | ListHookSamplesResponse422 | ListHookSamplesResponse429 | ListHookSamplesResponse431 | ListHookSamplesResponse503 | list[ListHookSamplesResponse200Item]
    """

    return (
        await asyncio_detailed(
            event=event,
            client=client,
            limit=limit,
            domain=domain,
            client_id=client_id,
            min_severity=min_severity,
        )
    ).parsed
