from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.mark_all_alerts_read_alert_type_type_0 import (
    MarkAllAlertsReadAlertTypeType0,
)
from ...models.mark_all_alerts_read_alert_type_type_1 import (
    MarkAllAlertsReadAlertTypeType1,
)
from ...models.mark_all_alerts_read_alert_type_type_2 import (
    MarkAllAlertsReadAlertTypeType2,
)
from ...models.mark_all_alerts_read_alert_type_type_3 import (
    MarkAllAlertsReadAlertTypeType3,
)
from ...models.mark_all_alerts_read_alert_type_type_4 import (
    MarkAllAlertsReadAlertTypeType4,
)
from ...models.mark_all_alerts_read_response_200 import MarkAllAlertsReadResponse200
from ...models.mark_all_alerts_read_response_401 import MarkAllAlertsReadResponse401
from ...models.mark_all_alerts_read_response_403 import MarkAllAlertsReadResponse403
from ...models.mark_all_alerts_read_response_409 import MarkAllAlertsReadResponse409
from ...models.mark_all_alerts_read_response_422 import MarkAllAlertsReadResponse422
from ...models.mark_all_alerts_read_response_429 import MarkAllAlertsReadResponse429
from ...models.mark_all_alerts_read_response_431 import MarkAllAlertsReadResponse431
from ...models.mark_all_alerts_read_response_503 import MarkAllAlertsReadResponse503
from ...models.mark_all_alerts_read_severity_type_0 import (
    MarkAllAlertsReadSeverityType0,
)
from ...models.mark_all_alerts_read_severity_type_1 import (
    MarkAllAlertsReadSeverityType1,
)
from ...models.mark_all_alerts_read_severity_type_2 import (
    MarkAllAlertsReadSeverityType2,
)
from ...models.mark_all_alerts_read_severity_type_3 import (
    MarkAllAlertsReadSeverityType3,
)
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    severity: MarkAllAlertsReadSeverityType0
    | MarkAllAlertsReadSeverityType1
    | MarkAllAlertsReadSeverityType2
    | MarkAllAlertsReadSeverityType3
    | Unset = UNSET,
    alert_type: MarkAllAlertsReadAlertTypeType0
    | MarkAllAlertsReadAlertTypeType1
    | MarkAllAlertsReadAlertTypeType2
    | MarkAllAlertsReadAlertTypeType3
    | MarkAllAlertsReadAlertTypeType4
    | Unset = UNSET,
    domain_id: int | Unset = UNSET,
    client_id: int | Unset = UNSET,
    tag: str | Unset = UNSET,
    idempotency_key: str | Unset = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(idempotency_key, Unset):
        headers["Idempotency-Key"] = idempotency_key

    params: dict[str, Any] = {}

    json_severity: str | Unset
    if isinstance(severity, Unset):
        json_severity = UNSET
    elif (
        isinstance(severity, MarkAllAlertsReadSeverityType0)
        or isinstance(severity, MarkAllAlertsReadSeverityType1)
        or isinstance(severity, MarkAllAlertsReadSeverityType2)
    ):
        json_severity = severity.value
    else:
        json_severity = severity.value

    params["severity"] = json_severity

    json_alert_type: str | Unset
    if isinstance(alert_type, Unset):
        json_alert_type = UNSET
    elif (
        isinstance(alert_type, MarkAllAlertsReadAlertTypeType0)
        or isinstance(alert_type, MarkAllAlertsReadAlertTypeType1)
        or isinstance(alert_type, MarkAllAlertsReadAlertTypeType2)
        or isinstance(alert_type, MarkAllAlertsReadAlertTypeType3)
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
        "method": "post",
        "url": "/v1/domains/alerts/mark-all-read",
        "params": params,
    }

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> (
    MarkAllAlertsReadResponse200
    | MarkAllAlertsReadResponse401
    | MarkAllAlertsReadResponse403
    | MarkAllAlertsReadResponse409
    | MarkAllAlertsReadResponse422
    | MarkAllAlertsReadResponse429
    | MarkAllAlertsReadResponse431
    | MarkAllAlertsReadResponse503
    | None
):
    if response.status_code == 200:
        response_200 = MarkAllAlertsReadResponse200.from_dict(response.json())

        return response_200

    if response.status_code == 401:
        response_401 = MarkAllAlertsReadResponse401.from_dict(response.json())

        return response_401

    if response.status_code == 403:
        response_403 = MarkAllAlertsReadResponse403.from_dict(response.json())

        return response_403

    if response.status_code == 409:
        response_409 = MarkAllAlertsReadResponse409.from_dict(response.json())

        return response_409

    if response.status_code == 422:
        response_422 = MarkAllAlertsReadResponse422.from_dict(response.json())

        return response_422

    if response.status_code == 429:
        response_429 = MarkAllAlertsReadResponse429.from_dict(response.json())

        return response_429

    if response.status_code == 431:
        response_431 = MarkAllAlertsReadResponse431.from_dict(response.json())

        return response_431

    if response.status_code == 503:
        response_503 = MarkAllAlertsReadResponse503.from_dict(response.json())

        return response_503

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[
    MarkAllAlertsReadResponse200
    | MarkAllAlertsReadResponse401
    | MarkAllAlertsReadResponse403
    | MarkAllAlertsReadResponse409
    | MarkAllAlertsReadResponse422
    | MarkAllAlertsReadResponse429
    | MarkAllAlertsReadResponse431
    | MarkAllAlertsReadResponse503
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
    severity: MarkAllAlertsReadSeverityType0
    | MarkAllAlertsReadSeverityType1
    | MarkAllAlertsReadSeverityType2
    | MarkAllAlertsReadSeverityType3
    | Unset = UNSET,
    alert_type: MarkAllAlertsReadAlertTypeType0
    | MarkAllAlertsReadAlertTypeType1
    | MarkAllAlertsReadAlertTypeType2
    | MarkAllAlertsReadAlertTypeType3
    | MarkAllAlertsReadAlertTypeType4
    | Unset = UNSET,
    domain_id: int | Unset = UNSET,
    client_id: int | Unset = UNSET,
    tag: str | Unset = UNSET,
    idempotency_key: str | Unset = UNSET,
) -> Response[
    MarkAllAlertsReadResponse200
    | MarkAllAlertsReadResponse401
    | MarkAllAlertsReadResponse403
    | MarkAllAlertsReadResponse409
    | MarkAllAlertsReadResponse422
    | MarkAllAlertsReadResponse429
    | MarkAllAlertsReadResponse431
    | MarkAllAlertsReadResponse503
]:
    """Mark the matching alerts read (all unread alerts without filters)

    Args:
        severity (MarkAllAlertsReadSeverityType0 | MarkAllAlertsReadSeverityType1 |
            MarkAllAlertsReadSeverityType2 | MarkAllAlertsReadSeverityType3 | Unset):
        alert_type (MarkAllAlertsReadAlertTypeType0 | MarkAllAlertsReadAlertTypeType1 |
            MarkAllAlertsReadAlertTypeType2 | MarkAllAlertsReadAlertTypeType3 |
            MarkAllAlertsReadAlertTypeType4 | Unset):
        domain_id (int | Unset):
        client_id (int | Unset):
        tag (str | Unset):
        idempotency_key (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[MarkAllAlertsReadResponse200 | MarkAllAlertsReadResponse401 | MarkAllAlertsReadResponse403 | MarkAllAlertsReadResponse409 | MarkAllAlertsReadResponse422 | MarkAllAlertsReadResponse429 | MarkAllAlertsReadResponse431 | MarkAllAlertsReadResponse503]
    """

    kwargs = _get_kwargs(
        severity=severity,
        alert_type=alert_type,
        domain_id=domain_id,
        client_id=client_id,
        tag=tag,
        idempotency_key=idempotency_key,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    *,
    client: AuthenticatedClient,
    severity: MarkAllAlertsReadSeverityType0
    | MarkAllAlertsReadSeverityType1
    | MarkAllAlertsReadSeverityType2
    | MarkAllAlertsReadSeverityType3
    | Unset = UNSET,
    alert_type: MarkAllAlertsReadAlertTypeType0
    | MarkAllAlertsReadAlertTypeType1
    | MarkAllAlertsReadAlertTypeType2
    | MarkAllAlertsReadAlertTypeType3
    | MarkAllAlertsReadAlertTypeType4
    | Unset = UNSET,
    domain_id: int | Unset = UNSET,
    client_id: int | Unset = UNSET,
    tag: str | Unset = UNSET,
    idempotency_key: str | Unset = UNSET,
) -> (
    MarkAllAlertsReadResponse200
    | MarkAllAlertsReadResponse401
    | MarkAllAlertsReadResponse403
    | MarkAllAlertsReadResponse409
    | MarkAllAlertsReadResponse422
    | MarkAllAlertsReadResponse429
    | MarkAllAlertsReadResponse431
    | MarkAllAlertsReadResponse503
    | None
):
    """Mark the matching alerts read (all unread alerts without filters)

    Args:
        severity (MarkAllAlertsReadSeverityType0 | MarkAllAlertsReadSeverityType1 |
            MarkAllAlertsReadSeverityType2 | MarkAllAlertsReadSeverityType3 | Unset):
        alert_type (MarkAllAlertsReadAlertTypeType0 | MarkAllAlertsReadAlertTypeType1 |
            MarkAllAlertsReadAlertTypeType2 | MarkAllAlertsReadAlertTypeType3 |
            MarkAllAlertsReadAlertTypeType4 | Unset):
        domain_id (int | Unset):
        client_id (int | Unset):
        tag (str | Unset):
        idempotency_key (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        MarkAllAlertsReadResponse200 | MarkAllAlertsReadResponse401 | MarkAllAlertsReadResponse403 | MarkAllAlertsReadResponse409 | MarkAllAlertsReadResponse422 | MarkAllAlertsReadResponse429 | MarkAllAlertsReadResponse431 | MarkAllAlertsReadResponse503
    """

    return sync_detailed(
        client=client,
        severity=severity,
        alert_type=alert_type,
        domain_id=domain_id,
        client_id=client_id,
        tag=tag,
        idempotency_key=idempotency_key,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    severity: MarkAllAlertsReadSeverityType0
    | MarkAllAlertsReadSeverityType1
    | MarkAllAlertsReadSeverityType2
    | MarkAllAlertsReadSeverityType3
    | Unset = UNSET,
    alert_type: MarkAllAlertsReadAlertTypeType0
    | MarkAllAlertsReadAlertTypeType1
    | MarkAllAlertsReadAlertTypeType2
    | MarkAllAlertsReadAlertTypeType3
    | MarkAllAlertsReadAlertTypeType4
    | Unset = UNSET,
    domain_id: int | Unset = UNSET,
    client_id: int | Unset = UNSET,
    tag: str | Unset = UNSET,
    idempotency_key: str | Unset = UNSET,
) -> Response[
    MarkAllAlertsReadResponse200
    | MarkAllAlertsReadResponse401
    | MarkAllAlertsReadResponse403
    | MarkAllAlertsReadResponse409
    | MarkAllAlertsReadResponse422
    | MarkAllAlertsReadResponse429
    | MarkAllAlertsReadResponse431
    | MarkAllAlertsReadResponse503
]:
    """Mark the matching alerts read (all unread alerts without filters)

    Args:
        severity (MarkAllAlertsReadSeverityType0 | MarkAllAlertsReadSeverityType1 |
            MarkAllAlertsReadSeverityType2 | MarkAllAlertsReadSeverityType3 | Unset):
        alert_type (MarkAllAlertsReadAlertTypeType0 | MarkAllAlertsReadAlertTypeType1 |
            MarkAllAlertsReadAlertTypeType2 | MarkAllAlertsReadAlertTypeType3 |
            MarkAllAlertsReadAlertTypeType4 | Unset):
        domain_id (int | Unset):
        client_id (int | Unset):
        tag (str | Unset):
        idempotency_key (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[MarkAllAlertsReadResponse200 | MarkAllAlertsReadResponse401 | MarkAllAlertsReadResponse403 | MarkAllAlertsReadResponse409 | MarkAllAlertsReadResponse422 | MarkAllAlertsReadResponse429 | MarkAllAlertsReadResponse431 | MarkAllAlertsReadResponse503]
    """

    kwargs = _get_kwargs(
        severity=severity,
        alert_type=alert_type,
        domain_id=domain_id,
        client_id=client_id,
        tag=tag,
        idempotency_key=idempotency_key,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient,
    severity: MarkAllAlertsReadSeverityType0
    | MarkAllAlertsReadSeverityType1
    | MarkAllAlertsReadSeverityType2
    | MarkAllAlertsReadSeverityType3
    | Unset = UNSET,
    alert_type: MarkAllAlertsReadAlertTypeType0
    | MarkAllAlertsReadAlertTypeType1
    | MarkAllAlertsReadAlertTypeType2
    | MarkAllAlertsReadAlertTypeType3
    | MarkAllAlertsReadAlertTypeType4
    | Unset = UNSET,
    domain_id: int | Unset = UNSET,
    client_id: int | Unset = UNSET,
    tag: str | Unset = UNSET,
    idempotency_key: str | Unset = UNSET,
) -> (
    MarkAllAlertsReadResponse200
    | MarkAllAlertsReadResponse401
    | MarkAllAlertsReadResponse403
    | MarkAllAlertsReadResponse409
    | MarkAllAlertsReadResponse422
    | MarkAllAlertsReadResponse429
    | MarkAllAlertsReadResponse431
    | MarkAllAlertsReadResponse503
    | None
):
    """Mark the matching alerts read (all unread alerts without filters)

    Args:
        severity (MarkAllAlertsReadSeverityType0 | MarkAllAlertsReadSeverityType1 |
            MarkAllAlertsReadSeverityType2 | MarkAllAlertsReadSeverityType3 | Unset):
        alert_type (MarkAllAlertsReadAlertTypeType0 | MarkAllAlertsReadAlertTypeType1 |
            MarkAllAlertsReadAlertTypeType2 | MarkAllAlertsReadAlertTypeType3 |
            MarkAllAlertsReadAlertTypeType4 | Unset):
        domain_id (int | Unset):
        client_id (int | Unset):
        tag (str | Unset):
        idempotency_key (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        MarkAllAlertsReadResponse200 | MarkAllAlertsReadResponse401 | MarkAllAlertsReadResponse403 | MarkAllAlertsReadResponse409 | MarkAllAlertsReadResponse422 | MarkAllAlertsReadResponse429 | MarkAllAlertsReadResponse431 | MarkAllAlertsReadResponse503
    """

    return (
        await asyncio_detailed(
            client=client,
            severity=severity,
            alert_type=alert_type,
            domain_id=domain_id,
            client_id=client_id,
            tag=tag,
            idempotency_key=idempotency_key,
        )
    ).parsed
