from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.list_account_activity_response_200 import ListAccountActivityResponse200
from ...models.list_account_activity_response_401 import ListAccountActivityResponse401
from ...models.list_account_activity_response_403 import ListAccountActivityResponse403
from ...models.list_account_activity_response_422 import ListAccountActivityResponse422
from ...models.list_account_activity_response_429 import ListAccountActivityResponse429
from ...models.list_account_activity_response_431 import ListAccountActivityResponse431
from ...models.list_account_activity_response_503 import ListAccountActivityResponse503
from ...models.list_account_activity_type_type_0 import ListAccountActivityTypeType0
from ...models.list_account_activity_type_type_1 import ListAccountActivityTypeType1
from ...models.list_account_activity_type_type_2 import ListAccountActivityTypeType2
from ...models.list_account_activity_type_type_3 import ListAccountActivityTypeType3
from ...models.list_account_activity_type_type_4 import ListAccountActivityTypeType4
from ...models.list_account_activity_type_type_5 import ListAccountActivityTypeType5
from ...models.list_account_activity_type_type_6 import ListAccountActivityTypeType6
from ...models.list_account_activity_type_type_7 import ListAccountActivityTypeType7
from ...models.list_account_activity_type_type_8 import ListAccountActivityTypeType8
from ...models.list_account_activity_type_type_9 import ListAccountActivityTypeType9
from ...models.list_account_activity_type_type_10 import ListAccountActivityTypeType10
from ...models.list_account_activity_type_type_11 import ListAccountActivityTypeType11
from ...models.list_account_activity_type_type_12 import ListAccountActivityTypeType12
from ...models.list_account_activity_type_type_13 import ListAccountActivityTypeType13
from ...models.list_account_activity_type_type_14 import ListAccountActivityTypeType14
from ...models.list_account_activity_type_type_15 import ListAccountActivityTypeType15
from ...models.list_account_activity_type_type_16 import ListAccountActivityTypeType16
from ...models.list_account_activity_type_type_17 import ListAccountActivityTypeType17
from ...models.list_account_activity_type_type_18 import ListAccountActivityTypeType18
from ...models.list_account_activity_type_type_19 import ListAccountActivityTypeType19
from ...models.list_account_activity_type_type_20 import ListAccountActivityTypeType20
from ...models.list_account_activity_type_type_21 import ListAccountActivityTypeType21
from ...models.list_account_activity_type_type_22 import ListAccountActivityTypeType22
from ...models.list_account_activity_type_type_23 import ListAccountActivityTypeType23
from ...models.list_account_activity_type_type_24 import ListAccountActivityTypeType24
from ...models.list_account_activity_type_type_25 import ListAccountActivityTypeType25
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    limit: int | Unset = 50,
    before: int | Unset = UNSET,
    type_: ListAccountActivityTypeType0
    | ListAccountActivityTypeType1
    | ListAccountActivityTypeType10
    | ListAccountActivityTypeType11
    | ListAccountActivityTypeType12
    | ListAccountActivityTypeType13
    | ListAccountActivityTypeType14
    | ListAccountActivityTypeType15
    | ListAccountActivityTypeType16
    | ListAccountActivityTypeType17
    | ListAccountActivityTypeType18
    | ListAccountActivityTypeType19
    | ListAccountActivityTypeType2
    | ListAccountActivityTypeType20
    | ListAccountActivityTypeType21
    | ListAccountActivityTypeType22
    | ListAccountActivityTypeType23
    | ListAccountActivityTypeType24
    | ListAccountActivityTypeType25
    | ListAccountActivityTypeType3
    | ListAccountActivityTypeType4
    | ListAccountActivityTypeType5
    | ListAccountActivityTypeType6
    | ListAccountActivityTypeType7
    | ListAccountActivityTypeType8
    | ListAccountActivityTypeType9
    | Unset = UNSET,
) -> dict[str, Any]:

    params: dict[str, Any] = {}

    params["limit"] = limit

    params["before"] = before

    json_type_: str | Unset
    if isinstance(type_, Unset):
        json_type_ = UNSET
    elif (
        isinstance(type_, ListAccountActivityTypeType0)
        or isinstance(type_, ListAccountActivityTypeType1)
        or isinstance(type_, ListAccountActivityTypeType2)
        or isinstance(type_, ListAccountActivityTypeType3)
        or isinstance(type_, ListAccountActivityTypeType4)
        or isinstance(type_, ListAccountActivityTypeType5)
        or isinstance(type_, ListAccountActivityTypeType6)
        or isinstance(type_, ListAccountActivityTypeType7)
        or isinstance(type_, ListAccountActivityTypeType8)
        or isinstance(type_, ListAccountActivityTypeType9)
        or isinstance(type_, ListAccountActivityTypeType10)
        or isinstance(type_, ListAccountActivityTypeType11)
        or isinstance(type_, ListAccountActivityTypeType12)
        or isinstance(type_, ListAccountActivityTypeType13)
        or isinstance(type_, ListAccountActivityTypeType14)
        or isinstance(type_, ListAccountActivityTypeType15)
        or isinstance(type_, ListAccountActivityTypeType16)
        or isinstance(type_, ListAccountActivityTypeType17)
        or isinstance(type_, ListAccountActivityTypeType18)
        or isinstance(type_, ListAccountActivityTypeType19)
        or isinstance(type_, ListAccountActivityTypeType20)
        or isinstance(type_, ListAccountActivityTypeType21)
        or isinstance(type_, ListAccountActivityTypeType22)
        or isinstance(type_, ListAccountActivityTypeType23)
        or isinstance(type_, ListAccountActivityTypeType24)
    ):
        json_type_ = type_.value
    else:
        json_type_ = type_.value

    params["type"] = json_type_

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/account/activity",
        "params": params,
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> (
    ListAccountActivityResponse200
    | ListAccountActivityResponse401
    | ListAccountActivityResponse403
    | ListAccountActivityResponse422
    | ListAccountActivityResponse429
    | ListAccountActivityResponse431
    | ListAccountActivityResponse503
    | None
):
    if response.status_code == 200:
        response_200 = ListAccountActivityResponse200.from_dict(response.json())

        return response_200

    if response.status_code == 401:
        response_401 = ListAccountActivityResponse401.from_dict(response.json())

        return response_401

    if response.status_code == 403:
        response_403 = ListAccountActivityResponse403.from_dict(response.json())

        return response_403

    if response.status_code == 422:
        response_422 = ListAccountActivityResponse422.from_dict(response.json())

        return response_422

    if response.status_code == 429:
        response_429 = ListAccountActivityResponse429.from_dict(response.json())

        return response_429

    if response.status_code == 431:
        response_431 = ListAccountActivityResponse431.from_dict(response.json())

        return response_431

    if response.status_code == 503:
        response_503 = ListAccountActivityResponse503.from_dict(response.json())

        return response_503

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[
    ListAccountActivityResponse200
    | ListAccountActivityResponse401
    | ListAccountActivityResponse403
    | ListAccountActivityResponse422
    | ListAccountActivityResponse429
    | ListAccountActivityResponse431
    | ListAccountActivityResponse503
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
    limit: int | Unset = 50,
    before: int | Unset = UNSET,
    type_: ListAccountActivityTypeType0
    | ListAccountActivityTypeType1
    | ListAccountActivityTypeType10
    | ListAccountActivityTypeType11
    | ListAccountActivityTypeType12
    | ListAccountActivityTypeType13
    | ListAccountActivityTypeType14
    | ListAccountActivityTypeType15
    | ListAccountActivityTypeType16
    | ListAccountActivityTypeType17
    | ListAccountActivityTypeType18
    | ListAccountActivityTypeType19
    | ListAccountActivityTypeType2
    | ListAccountActivityTypeType20
    | ListAccountActivityTypeType21
    | ListAccountActivityTypeType22
    | ListAccountActivityTypeType23
    | ListAccountActivityTypeType24
    | ListAccountActivityTypeType25
    | ListAccountActivityTypeType3
    | ListAccountActivityTypeType4
    | ListAccountActivityTypeType5
    | ListAccountActivityTypeType6
    | ListAccountActivityTypeType7
    | ListAccountActivityTypeType8
    | ListAccountActivityTypeType9
    | Unset = UNSET,
) -> Response[
    ListAccountActivityResponse200
    | ListAccountActivityResponse401
    | ListAccountActivityResponse403
    | ListAccountActivityResponse422
    | ListAccountActivityResponse429
    | ListAccountActivityResponse431
    | ListAccountActivityResponse503
]:
    """The account activity log: who did what, from where, newest first (kept 90 days)

     Sign-ins (address, user agent, method) and refused ones, key rotation, password reset and change,
    e-mail verification, webhook, monitored-domain, ownership, branding and subscription changes, each
    with its actor and request id. Page with `before` = the last entry id of a page (`next_before`).

    Args:
        limit (int | Unset):  Default: 50.
        before (int | Unset):
        type_ (ListAccountActivityTypeType0 | ListAccountActivityTypeType1 |
            ListAccountActivityTypeType10 | ListAccountActivityTypeType11 |
            ListAccountActivityTypeType12 | ListAccountActivityTypeType13 |
            ListAccountActivityTypeType14 | ListAccountActivityTypeType15 |
            ListAccountActivityTypeType16 | ListAccountActivityTypeType17 |
            ListAccountActivityTypeType18 | ListAccountActivityTypeType19 |
            ListAccountActivityTypeType2 | ListAccountActivityTypeType20 |
            ListAccountActivityTypeType21 | ListAccountActivityTypeType22 |
            ListAccountActivityTypeType23 | ListAccountActivityTypeType24 |
            ListAccountActivityTypeType25 | ListAccountActivityTypeType3 |
            ListAccountActivityTypeType4 | ListAccountActivityTypeType5 | ListAccountActivityTypeType6
            | ListAccountActivityTypeType7 | ListAccountActivityTypeType8 |
            ListAccountActivityTypeType9 | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ListAccountActivityResponse200 | ListAccountActivityResponse401 | ListAccountActivityResponse403 | ListAccountActivityResponse422 | ListAccountActivityResponse429 | ListAccountActivityResponse431 | ListAccountActivityResponse503]
    """

    kwargs = _get_kwargs(
        limit=limit,
        before=before,
        type_=type_,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    *,
    client: AuthenticatedClient,
    limit: int | Unset = 50,
    before: int | Unset = UNSET,
    type_: ListAccountActivityTypeType0
    | ListAccountActivityTypeType1
    | ListAccountActivityTypeType10
    | ListAccountActivityTypeType11
    | ListAccountActivityTypeType12
    | ListAccountActivityTypeType13
    | ListAccountActivityTypeType14
    | ListAccountActivityTypeType15
    | ListAccountActivityTypeType16
    | ListAccountActivityTypeType17
    | ListAccountActivityTypeType18
    | ListAccountActivityTypeType19
    | ListAccountActivityTypeType2
    | ListAccountActivityTypeType20
    | ListAccountActivityTypeType21
    | ListAccountActivityTypeType22
    | ListAccountActivityTypeType23
    | ListAccountActivityTypeType24
    | ListAccountActivityTypeType25
    | ListAccountActivityTypeType3
    | ListAccountActivityTypeType4
    | ListAccountActivityTypeType5
    | ListAccountActivityTypeType6
    | ListAccountActivityTypeType7
    | ListAccountActivityTypeType8
    | ListAccountActivityTypeType9
    | Unset = UNSET,
) -> (
    ListAccountActivityResponse200
    | ListAccountActivityResponse401
    | ListAccountActivityResponse403
    | ListAccountActivityResponse422
    | ListAccountActivityResponse429
    | ListAccountActivityResponse431
    | ListAccountActivityResponse503
    | None
):
    """The account activity log: who did what, from where, newest first (kept 90 days)

     Sign-ins (address, user agent, method) and refused ones, key rotation, password reset and change,
    e-mail verification, webhook, monitored-domain, ownership, branding and subscription changes, each
    with its actor and request id. Page with `before` = the last entry id of a page (`next_before`).

    Args:
        limit (int | Unset):  Default: 50.
        before (int | Unset):
        type_ (ListAccountActivityTypeType0 | ListAccountActivityTypeType1 |
            ListAccountActivityTypeType10 | ListAccountActivityTypeType11 |
            ListAccountActivityTypeType12 | ListAccountActivityTypeType13 |
            ListAccountActivityTypeType14 | ListAccountActivityTypeType15 |
            ListAccountActivityTypeType16 | ListAccountActivityTypeType17 |
            ListAccountActivityTypeType18 | ListAccountActivityTypeType19 |
            ListAccountActivityTypeType2 | ListAccountActivityTypeType20 |
            ListAccountActivityTypeType21 | ListAccountActivityTypeType22 |
            ListAccountActivityTypeType23 | ListAccountActivityTypeType24 |
            ListAccountActivityTypeType25 | ListAccountActivityTypeType3 |
            ListAccountActivityTypeType4 | ListAccountActivityTypeType5 | ListAccountActivityTypeType6
            | ListAccountActivityTypeType7 | ListAccountActivityTypeType8 |
            ListAccountActivityTypeType9 | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ListAccountActivityResponse200 | ListAccountActivityResponse401 | ListAccountActivityResponse403 | ListAccountActivityResponse422 | ListAccountActivityResponse429 | ListAccountActivityResponse431 | ListAccountActivityResponse503
    """

    return sync_detailed(
        client=client,
        limit=limit,
        before=before,
        type_=type_,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    limit: int | Unset = 50,
    before: int | Unset = UNSET,
    type_: ListAccountActivityTypeType0
    | ListAccountActivityTypeType1
    | ListAccountActivityTypeType10
    | ListAccountActivityTypeType11
    | ListAccountActivityTypeType12
    | ListAccountActivityTypeType13
    | ListAccountActivityTypeType14
    | ListAccountActivityTypeType15
    | ListAccountActivityTypeType16
    | ListAccountActivityTypeType17
    | ListAccountActivityTypeType18
    | ListAccountActivityTypeType19
    | ListAccountActivityTypeType2
    | ListAccountActivityTypeType20
    | ListAccountActivityTypeType21
    | ListAccountActivityTypeType22
    | ListAccountActivityTypeType23
    | ListAccountActivityTypeType24
    | ListAccountActivityTypeType25
    | ListAccountActivityTypeType3
    | ListAccountActivityTypeType4
    | ListAccountActivityTypeType5
    | ListAccountActivityTypeType6
    | ListAccountActivityTypeType7
    | ListAccountActivityTypeType8
    | ListAccountActivityTypeType9
    | Unset = UNSET,
) -> Response[
    ListAccountActivityResponse200
    | ListAccountActivityResponse401
    | ListAccountActivityResponse403
    | ListAccountActivityResponse422
    | ListAccountActivityResponse429
    | ListAccountActivityResponse431
    | ListAccountActivityResponse503
]:
    """The account activity log: who did what, from where, newest first (kept 90 days)

     Sign-ins (address, user agent, method) and refused ones, key rotation, password reset and change,
    e-mail verification, webhook, monitored-domain, ownership, branding and subscription changes, each
    with its actor and request id. Page with `before` = the last entry id of a page (`next_before`).

    Args:
        limit (int | Unset):  Default: 50.
        before (int | Unset):
        type_ (ListAccountActivityTypeType0 | ListAccountActivityTypeType1 |
            ListAccountActivityTypeType10 | ListAccountActivityTypeType11 |
            ListAccountActivityTypeType12 | ListAccountActivityTypeType13 |
            ListAccountActivityTypeType14 | ListAccountActivityTypeType15 |
            ListAccountActivityTypeType16 | ListAccountActivityTypeType17 |
            ListAccountActivityTypeType18 | ListAccountActivityTypeType19 |
            ListAccountActivityTypeType2 | ListAccountActivityTypeType20 |
            ListAccountActivityTypeType21 | ListAccountActivityTypeType22 |
            ListAccountActivityTypeType23 | ListAccountActivityTypeType24 |
            ListAccountActivityTypeType25 | ListAccountActivityTypeType3 |
            ListAccountActivityTypeType4 | ListAccountActivityTypeType5 | ListAccountActivityTypeType6
            | ListAccountActivityTypeType7 | ListAccountActivityTypeType8 |
            ListAccountActivityTypeType9 | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ListAccountActivityResponse200 | ListAccountActivityResponse401 | ListAccountActivityResponse403 | ListAccountActivityResponse422 | ListAccountActivityResponse429 | ListAccountActivityResponse431 | ListAccountActivityResponse503]
    """

    kwargs = _get_kwargs(
        limit=limit,
        before=before,
        type_=type_,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient,
    limit: int | Unset = 50,
    before: int | Unset = UNSET,
    type_: ListAccountActivityTypeType0
    | ListAccountActivityTypeType1
    | ListAccountActivityTypeType10
    | ListAccountActivityTypeType11
    | ListAccountActivityTypeType12
    | ListAccountActivityTypeType13
    | ListAccountActivityTypeType14
    | ListAccountActivityTypeType15
    | ListAccountActivityTypeType16
    | ListAccountActivityTypeType17
    | ListAccountActivityTypeType18
    | ListAccountActivityTypeType19
    | ListAccountActivityTypeType2
    | ListAccountActivityTypeType20
    | ListAccountActivityTypeType21
    | ListAccountActivityTypeType22
    | ListAccountActivityTypeType23
    | ListAccountActivityTypeType24
    | ListAccountActivityTypeType25
    | ListAccountActivityTypeType3
    | ListAccountActivityTypeType4
    | ListAccountActivityTypeType5
    | ListAccountActivityTypeType6
    | ListAccountActivityTypeType7
    | ListAccountActivityTypeType8
    | ListAccountActivityTypeType9
    | Unset = UNSET,
) -> (
    ListAccountActivityResponse200
    | ListAccountActivityResponse401
    | ListAccountActivityResponse403
    | ListAccountActivityResponse422
    | ListAccountActivityResponse429
    | ListAccountActivityResponse431
    | ListAccountActivityResponse503
    | None
):
    """The account activity log: who did what, from where, newest first (kept 90 days)

     Sign-ins (address, user agent, method) and refused ones, key rotation, password reset and change,
    e-mail verification, webhook, monitored-domain, ownership, branding and subscription changes, each
    with its actor and request id. Page with `before` = the last entry id of a page (`next_before`).

    Args:
        limit (int | Unset):  Default: 50.
        before (int | Unset):
        type_ (ListAccountActivityTypeType0 | ListAccountActivityTypeType1 |
            ListAccountActivityTypeType10 | ListAccountActivityTypeType11 |
            ListAccountActivityTypeType12 | ListAccountActivityTypeType13 |
            ListAccountActivityTypeType14 | ListAccountActivityTypeType15 |
            ListAccountActivityTypeType16 | ListAccountActivityTypeType17 |
            ListAccountActivityTypeType18 | ListAccountActivityTypeType19 |
            ListAccountActivityTypeType2 | ListAccountActivityTypeType20 |
            ListAccountActivityTypeType21 | ListAccountActivityTypeType22 |
            ListAccountActivityTypeType23 | ListAccountActivityTypeType24 |
            ListAccountActivityTypeType25 | ListAccountActivityTypeType3 |
            ListAccountActivityTypeType4 | ListAccountActivityTypeType5 | ListAccountActivityTypeType6
            | ListAccountActivityTypeType7 | ListAccountActivityTypeType8 |
            ListAccountActivityTypeType9 | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ListAccountActivityResponse200 | ListAccountActivityResponse401 | ListAccountActivityResponse403 | ListAccountActivityResponse422 | ListAccountActivityResponse429 | ListAccountActivityResponse431 | ListAccountActivityResponse503
    """

    return (
        await asyncio_detailed(
            client=client,
            limit=limit,
            before=before,
            type_=type_,
        )
    ).parsed
