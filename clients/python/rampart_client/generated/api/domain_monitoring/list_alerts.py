from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.list_alerts_alert_type_type_0 import ListAlertsAlertTypeType0
from ...models.list_alerts_alert_type_type_1 import ListAlertsAlertTypeType1
from ...models.list_alerts_alert_type_type_2 import ListAlertsAlertTypeType2
from ...models.list_alerts_alert_type_type_3 import ListAlertsAlertTypeType3
from ...models.list_alerts_alert_type_type_4 import ListAlertsAlertTypeType4
from ...models.list_alerts_response_200_item import ListAlertsResponse200Item
from ...models.list_alerts_response_401 import ListAlertsResponse401
from ...models.list_alerts_response_403 import ListAlertsResponse403
from ...models.list_alerts_response_422 import ListAlertsResponse422
from ...models.list_alerts_response_429 import ListAlertsResponse429
from ...models.list_alerts_response_431 import ListAlertsResponse431
from ...models.list_alerts_response_503 import ListAlertsResponse503
from ...models.list_alerts_severity_type_0 import ListAlertsSeverityType0
from ...models.list_alerts_severity_type_1 import ListAlertsSeverityType1
from ...models.list_alerts_severity_type_2 import ListAlertsSeverityType2
from ...models.list_alerts_severity_type_3 import ListAlertsSeverityType3
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    unread_only: bool | Unset = False,
    limit: int | Unset = 50,
    severity: ListAlertsSeverityType0
    | ListAlertsSeverityType1
    | ListAlertsSeverityType2
    | ListAlertsSeverityType3
    | Unset = UNSET,
    alert_type: ListAlertsAlertTypeType0
    | ListAlertsAlertTypeType1
    | ListAlertsAlertTypeType2
    | ListAlertsAlertTypeType3
    | ListAlertsAlertTypeType4
    | Unset = UNSET,
    domain_id: int | Unset = UNSET,
    client_id: int | Unset = UNSET,
    tag: str | Unset = UNSET,
) -> dict[str, Any]:

    params: dict[str, Any] = {}

    params["unread_only"] = unread_only

    params["limit"] = limit

    json_severity: str | Unset
    if isinstance(severity, Unset):
        json_severity = UNSET
    elif (
        isinstance(severity, ListAlertsSeverityType0)
        or isinstance(severity, ListAlertsSeverityType1)
        or isinstance(severity, ListAlertsSeverityType2)
    ):
        json_severity = severity.value
    else:
        json_severity = severity.value

    params["severity"] = json_severity

    json_alert_type: str | Unset
    if isinstance(alert_type, Unset):
        json_alert_type = UNSET
    elif (
        isinstance(alert_type, ListAlertsAlertTypeType0)
        or isinstance(alert_type, ListAlertsAlertTypeType1)
        or isinstance(alert_type, ListAlertsAlertTypeType2)
        or isinstance(alert_type, ListAlertsAlertTypeType3)
    ):
        json_alert_type = alert_type.value
    else:
        json_alert_type = alert_type.value

    params["alert_type"] = json_alert_type

    params["domain_id"] = domain_id

    params["client_id"] = client_id

    params["tag"] = tag

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/domains/alerts",
        "params": params,
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> (
    ListAlertsResponse401
    | ListAlertsResponse403
    | ListAlertsResponse422
    | ListAlertsResponse429
    | ListAlertsResponse431
    | ListAlertsResponse503
    | list[ListAlertsResponse200Item]
    | None
):
    if response.status_code == 200:
        response_200 = []
        _response_200 = response.json()
        for response_200_item_data in _response_200:
            response_200_item = ListAlertsResponse200Item.from_dict(
                response_200_item_data
            )

            response_200.append(response_200_item)

        return response_200

    if response.status_code == 401:
        response_401 = ListAlertsResponse401.from_dict(response.json())

        return response_401

    if response.status_code == 403:
        response_403 = ListAlertsResponse403.from_dict(response.json())

        return response_403

    if response.status_code == 422:
        response_422 = ListAlertsResponse422.from_dict(response.json())

        return response_422

    if response.status_code == 429:
        response_429 = ListAlertsResponse429.from_dict(response.json())

        return response_429

    if response.status_code == 431:
        response_431 = ListAlertsResponse431.from_dict(response.json())

        return response_431

    if response.status_code == 503:
        response_503 = ListAlertsResponse503.from_dict(response.json())

        return response_503

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[
    ListAlertsResponse401
    | ListAlertsResponse403
    | ListAlertsResponse422
    | ListAlertsResponse429
    | ListAlertsResponse431
    | ListAlertsResponse503
    | list[ListAlertsResponse200Item]
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
    unread_only: bool | Unset = False,
    limit: int | Unset = 50,
    severity: ListAlertsSeverityType0
    | ListAlertsSeverityType1
    | ListAlertsSeverityType2
    | ListAlertsSeverityType3
    | Unset = UNSET,
    alert_type: ListAlertsAlertTypeType0
    | ListAlertsAlertTypeType1
    | ListAlertsAlertTypeType2
    | ListAlertsAlertTypeType3
    | ListAlertsAlertTypeType4
    | Unset = UNSET,
    domain_id: int | Unset = UNSET,
    client_id: int | Unset = UNSET,
    tag: str | Unset = UNSET,
) -> Response[
    ListAlertsResponse401
    | ListAlertsResponse403
    | ListAlertsResponse422
    | ListAlertsResponse429
    | ListAlertsResponse431
    | ListAlertsResponse503
    | list[ListAlertsResponse200Item]
]:
    """Alerts, newest first: a bare JSON array

    Args:
        unread_only (bool | Unset):  Default: False.
        limit (int | Unset):  Default: 50.
        severity (ListAlertsSeverityType0 | ListAlertsSeverityType1 | ListAlertsSeverityType2 |
            ListAlertsSeverityType3 | Unset):
        alert_type (ListAlertsAlertTypeType0 | ListAlertsAlertTypeType1 | ListAlertsAlertTypeType2
            | ListAlertsAlertTypeType3 | ListAlertsAlertTypeType4 | Unset):
        domain_id (int | Unset):
        client_id (int | Unset):
        tag (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ListAlertsResponse401 | ListAlertsResponse403 | ListAlertsResponse422 | ListAlertsResponse429 | ListAlertsResponse431 | ListAlertsResponse503 | list[ListAlertsResponse200Item]]
    """

    kwargs = _get_kwargs(
        unread_only=unread_only,
        limit=limit,
        severity=severity,
        alert_type=alert_type,
        domain_id=domain_id,
        client_id=client_id,
        tag=tag,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    *,
    client: AuthenticatedClient,
    unread_only: bool | Unset = False,
    limit: int | Unset = 50,
    severity: ListAlertsSeverityType0
    | ListAlertsSeverityType1
    | ListAlertsSeverityType2
    | ListAlertsSeverityType3
    | Unset = UNSET,
    alert_type: ListAlertsAlertTypeType0
    | ListAlertsAlertTypeType1
    | ListAlertsAlertTypeType2
    | ListAlertsAlertTypeType3
    | ListAlertsAlertTypeType4
    | Unset = UNSET,
    domain_id: int | Unset = UNSET,
    client_id: int | Unset = UNSET,
    tag: str | Unset = UNSET,
) -> (
    ListAlertsResponse401
    | ListAlertsResponse403
    | ListAlertsResponse422
    | ListAlertsResponse429
    | ListAlertsResponse431
    | ListAlertsResponse503
    | list[ListAlertsResponse200Item]
    | None
):
    """Alerts, newest first: a bare JSON array

    Args:
        unread_only (bool | Unset):  Default: False.
        limit (int | Unset):  Default: 50.
        severity (ListAlertsSeverityType0 | ListAlertsSeverityType1 | ListAlertsSeverityType2 |
            ListAlertsSeverityType3 | Unset):
        alert_type (ListAlertsAlertTypeType0 | ListAlertsAlertTypeType1 | ListAlertsAlertTypeType2
            | ListAlertsAlertTypeType3 | ListAlertsAlertTypeType4 | Unset):
        domain_id (int | Unset):
        client_id (int | Unset):
        tag (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ListAlertsResponse401 | ListAlertsResponse403 | ListAlertsResponse422 | ListAlertsResponse429 | ListAlertsResponse431 | ListAlertsResponse503 | list[ListAlertsResponse200Item]
    """

    return sync_detailed(
        client=client,
        unread_only=unread_only,
        limit=limit,
        severity=severity,
        alert_type=alert_type,
        domain_id=domain_id,
        client_id=client_id,
        tag=tag,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    unread_only: bool | Unset = False,
    limit: int | Unset = 50,
    severity: ListAlertsSeverityType0
    | ListAlertsSeverityType1
    | ListAlertsSeverityType2
    | ListAlertsSeverityType3
    | Unset = UNSET,
    alert_type: ListAlertsAlertTypeType0
    | ListAlertsAlertTypeType1
    | ListAlertsAlertTypeType2
    | ListAlertsAlertTypeType3
    | ListAlertsAlertTypeType4
    | Unset = UNSET,
    domain_id: int | Unset = UNSET,
    client_id: int | Unset = UNSET,
    tag: str | Unset = UNSET,
) -> Response[
    ListAlertsResponse401
    | ListAlertsResponse403
    | ListAlertsResponse422
    | ListAlertsResponse429
    | ListAlertsResponse431
    | ListAlertsResponse503
    | list[ListAlertsResponse200Item]
]:
    """Alerts, newest first: a bare JSON array

    Args:
        unread_only (bool | Unset):  Default: False.
        limit (int | Unset):  Default: 50.
        severity (ListAlertsSeverityType0 | ListAlertsSeverityType1 | ListAlertsSeverityType2 |
            ListAlertsSeverityType3 | Unset):
        alert_type (ListAlertsAlertTypeType0 | ListAlertsAlertTypeType1 | ListAlertsAlertTypeType2
            | ListAlertsAlertTypeType3 | ListAlertsAlertTypeType4 | Unset):
        domain_id (int | Unset):
        client_id (int | Unset):
        tag (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ListAlertsResponse401 | ListAlertsResponse403 | ListAlertsResponse422 | ListAlertsResponse429 | ListAlertsResponse431 | ListAlertsResponse503 | list[ListAlertsResponse200Item]]
    """

    kwargs = _get_kwargs(
        unread_only=unread_only,
        limit=limit,
        severity=severity,
        alert_type=alert_type,
        domain_id=domain_id,
        client_id=client_id,
        tag=tag,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient,
    unread_only: bool | Unset = False,
    limit: int | Unset = 50,
    severity: ListAlertsSeverityType0
    | ListAlertsSeverityType1
    | ListAlertsSeverityType2
    | ListAlertsSeverityType3
    | Unset = UNSET,
    alert_type: ListAlertsAlertTypeType0
    | ListAlertsAlertTypeType1
    | ListAlertsAlertTypeType2
    | ListAlertsAlertTypeType3
    | ListAlertsAlertTypeType4
    | Unset = UNSET,
    domain_id: int | Unset = UNSET,
    client_id: int | Unset = UNSET,
    tag: str | Unset = UNSET,
) -> (
    ListAlertsResponse401
    | ListAlertsResponse403
    | ListAlertsResponse422
    | ListAlertsResponse429
    | ListAlertsResponse431
    | ListAlertsResponse503
    | list[ListAlertsResponse200Item]
    | None
):
    """Alerts, newest first: a bare JSON array

    Args:
        unread_only (bool | Unset):  Default: False.
        limit (int | Unset):  Default: 50.
        severity (ListAlertsSeverityType0 | ListAlertsSeverityType1 | ListAlertsSeverityType2 |
            ListAlertsSeverityType3 | Unset):
        alert_type (ListAlertsAlertTypeType0 | ListAlertsAlertTypeType1 | ListAlertsAlertTypeType2
            | ListAlertsAlertTypeType3 | ListAlertsAlertTypeType4 | Unset):
        domain_id (int | Unset):
        client_id (int | Unset):
        tag (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ListAlertsResponse401 | ListAlertsResponse403 | ListAlertsResponse422 | ListAlertsResponse429 | ListAlertsResponse431 | ListAlertsResponse503 | list[ListAlertsResponse200Item]
    """

    return (
        await asyncio_detailed(
            client=client,
            unread_only=unread_only,
            limit=limit,
            severity=severity,
            alert_type=alert_type,
            domain_id=domain_id,
            client_id=client_id,
            tag=tag,
        )
    ).parsed
