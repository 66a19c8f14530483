from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.update_monitored_domain_body import UpdateMonitoredDomainBody
from ...models.update_monitored_domain_response_200 import (
    UpdateMonitoredDomainResponse200,
)
from ...models.update_monitored_domain_response_400 import (
    UpdateMonitoredDomainResponse400,
)
from ...models.update_monitored_domain_response_401 import (
    UpdateMonitoredDomainResponse401,
)
from ...models.update_monitored_domain_response_403 import (
    UpdateMonitoredDomainResponse403,
)
from ...models.update_monitored_domain_response_404 import (
    UpdateMonitoredDomainResponse404,
)
from ...models.update_monitored_domain_response_409 import (
    UpdateMonitoredDomainResponse409,
)
from ...models.update_monitored_domain_response_413 import (
    UpdateMonitoredDomainResponse413,
)
from ...models.update_monitored_domain_response_414 import (
    UpdateMonitoredDomainResponse414,
)
from ...models.update_monitored_domain_response_422 import (
    UpdateMonitoredDomainResponse422,
)
from ...models.update_monitored_domain_response_429 import (
    UpdateMonitoredDomainResponse429,
)
from ...models.update_monitored_domain_response_431 import (
    UpdateMonitoredDomainResponse431,
)
from ...models.update_monitored_domain_response_503 import (
    UpdateMonitoredDomainResponse503,
)
from ...types import UNSET, Response, Unset


def _get_kwargs(
    domain_id: int,
    *,
    body: UpdateMonitoredDomainBody,
    idempotency_key: str | Unset = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(idempotency_key, Unset):
        headers["Idempotency-Key"] = idempotency_key

    _kwargs: dict[str, Any] = {
        "method": "patch",
        "url": "/v1/domains/{domain_id}".format(
            domain_id=quote(str(domain_id), safe=""),
        ),
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> (
    UpdateMonitoredDomainResponse200
    | UpdateMonitoredDomainResponse400
    | UpdateMonitoredDomainResponse401
    | UpdateMonitoredDomainResponse403
    | UpdateMonitoredDomainResponse404
    | UpdateMonitoredDomainResponse409
    | UpdateMonitoredDomainResponse413
    | UpdateMonitoredDomainResponse414
    | UpdateMonitoredDomainResponse422
    | UpdateMonitoredDomainResponse429
    | UpdateMonitoredDomainResponse431
    | UpdateMonitoredDomainResponse503
    | None
):
    if response.status_code == 200:
        response_200 = UpdateMonitoredDomainResponse200.from_dict(response.json())

        return response_200

    if response.status_code == 400:
        response_400 = UpdateMonitoredDomainResponse400.from_dict(response.json())

        return response_400

    if response.status_code == 401:
        response_401 = UpdateMonitoredDomainResponse401.from_dict(response.json())

        return response_401

    if response.status_code == 403:
        response_403 = UpdateMonitoredDomainResponse403.from_dict(response.json())

        return response_403

    if response.status_code == 404:
        response_404 = UpdateMonitoredDomainResponse404.from_dict(response.json())

        return response_404

    if response.status_code == 409:
        response_409 = UpdateMonitoredDomainResponse409.from_dict(response.json())

        return response_409

    if response.status_code == 413:
        response_413 = UpdateMonitoredDomainResponse413.from_dict(response.json())

        return response_413

    if response.status_code == 414:
        response_414 = UpdateMonitoredDomainResponse414.from_dict(response.json())

        return response_414

    if response.status_code == 422:
        response_422 = UpdateMonitoredDomainResponse422.from_dict(response.json())

        return response_422

    if response.status_code == 429:
        response_429 = UpdateMonitoredDomainResponse429.from_dict(response.json())

        return response_429

    if response.status_code == 431:
        response_431 = UpdateMonitoredDomainResponse431.from_dict(response.json())

        return response_431

    if response.status_code == 503:
        response_503 = UpdateMonitoredDomainResponse503.from_dict(response.json())

        return response_503

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[
    UpdateMonitoredDomainResponse200
    | UpdateMonitoredDomainResponse400
    | UpdateMonitoredDomainResponse401
    | UpdateMonitoredDomainResponse403
    | UpdateMonitoredDomainResponse404
    | UpdateMonitoredDomainResponse409
    | UpdateMonitoredDomainResponse413
    | UpdateMonitoredDomainResponse414
    | UpdateMonitoredDomainResponse422
    | UpdateMonitoredDomainResponse429
    | UpdateMonitoredDomainResponse431
    | UpdateMonitoredDomainResponse503
]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    domain_id: int,
    *,
    client: AuthenticatedClient,
    body: UpdateMonitoredDomainBody,
    idempotency_key: str | Unset = UNSET,
) -> Response[
    UpdateMonitoredDomainResponse200
    | UpdateMonitoredDomainResponse400
    | UpdateMonitoredDomainResponse401
    | UpdateMonitoredDomainResponse403
    | UpdateMonitoredDomainResponse404
    | UpdateMonitoredDomainResponse409
    | UpdateMonitoredDomainResponse413
    | UpdateMonitoredDomainResponse414
    | UpdateMonitoredDomainResponse422
    | UpdateMonitoredDomainResponse429
    | UpdateMonitoredDomainResponse431
    | UpdateMonitoredDomainResponse503
]:
    """Change the scan frequency, alert settings, client or tags of a monitored domain (takes effect at
    once)

    Args:
        domain_id (int):
        idempotency_key (str | Unset):
        body (UpdateMonitoredDomainBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[UpdateMonitoredDomainResponse200 | UpdateMonitoredDomainResponse400 | UpdateMonitoredDomainResponse401 | UpdateMonitoredDomainResponse403 | UpdateMonitoredDomainResponse404 | UpdateMonitoredDomainResponse409 | UpdateMonitoredDomainResponse413 | UpdateMonitoredDomainResponse414 | UpdateMonitoredDomainResponse422 | UpdateMonitoredDomainResponse429 | UpdateMonitoredDomainResponse431 | UpdateMonitoredDomainResponse503]
    """

    kwargs = _get_kwargs(
        domain_id=domain_id,
        body=body,
        idempotency_key=idempotency_key,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    domain_id: int,
    *,
    client: AuthenticatedClient,
    body: UpdateMonitoredDomainBody,
    idempotency_key: str | Unset = UNSET,
) -> (
    UpdateMonitoredDomainResponse200
    | UpdateMonitoredDomainResponse400
    | UpdateMonitoredDomainResponse401
    | UpdateMonitoredDomainResponse403
    | UpdateMonitoredDomainResponse404
    | UpdateMonitoredDomainResponse409
    | UpdateMonitoredDomainResponse413
    | UpdateMonitoredDomainResponse414
    | UpdateMonitoredDomainResponse422
    | UpdateMonitoredDomainResponse429
    | UpdateMonitoredDomainResponse431
    | UpdateMonitoredDomainResponse503
    | None
):
    """Change the scan frequency, alert settings, client or tags of a monitored domain (takes effect at
    once)

    Args:
        domain_id (int):
        idempotency_key (str | Unset):
        body (UpdateMonitoredDomainBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        UpdateMonitoredDomainResponse200 | UpdateMonitoredDomainResponse400 | UpdateMonitoredDomainResponse401 | UpdateMonitoredDomainResponse403 | UpdateMonitoredDomainResponse404 | UpdateMonitoredDomainResponse409 | UpdateMonitoredDomainResponse413 | UpdateMonitoredDomainResponse414 | UpdateMonitoredDomainResponse422 | UpdateMonitoredDomainResponse429 | UpdateMonitoredDomainResponse431 | UpdateMonitoredDomainResponse503
    """

    return sync_detailed(
        domain_id=domain_id,
        client=client,
        body=body,
        idempotency_key=idempotency_key,
    ).parsed


async def asyncio_detailed(
    domain_id: int,
    *,
    client: AuthenticatedClient,
    body: UpdateMonitoredDomainBody,
    idempotency_key: str | Unset = UNSET,
) -> Response[
    UpdateMonitoredDomainResponse200
    | UpdateMonitoredDomainResponse400
    | UpdateMonitoredDomainResponse401
    | UpdateMonitoredDomainResponse403
    | UpdateMonitoredDomainResponse404
    | UpdateMonitoredDomainResponse409
    | UpdateMonitoredDomainResponse413
    | UpdateMonitoredDomainResponse414
    | UpdateMonitoredDomainResponse422
    | UpdateMonitoredDomainResponse429
    | UpdateMonitoredDomainResponse431
    | UpdateMonitoredDomainResponse503
]:
    """Change the scan frequency, alert settings, client or tags of a monitored domain (takes effect at
    once)

    Args:
        domain_id (int):
        idempotency_key (str | Unset):
        body (UpdateMonitoredDomainBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[UpdateMonitoredDomainResponse200 | UpdateMonitoredDomainResponse400 | UpdateMonitoredDomainResponse401 | UpdateMonitoredDomainResponse403 | UpdateMonitoredDomainResponse404 | UpdateMonitoredDomainResponse409 | UpdateMonitoredDomainResponse413 | UpdateMonitoredDomainResponse414 | UpdateMonitoredDomainResponse422 | UpdateMonitoredDomainResponse429 | UpdateMonitoredDomainResponse431 | UpdateMonitoredDomainResponse503]
    """

    kwargs = _get_kwargs(
        domain_id=domain_id,
        body=body,
        idempotency_key=idempotency_key,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    domain_id: int,
    *,
    client: AuthenticatedClient,
    body: UpdateMonitoredDomainBody,
    idempotency_key: str | Unset = UNSET,
) -> (
    UpdateMonitoredDomainResponse200
    | UpdateMonitoredDomainResponse400
    | UpdateMonitoredDomainResponse401
    | UpdateMonitoredDomainResponse403
    | UpdateMonitoredDomainResponse404
    | UpdateMonitoredDomainResponse409
    | UpdateMonitoredDomainResponse413
    | UpdateMonitoredDomainResponse414
    | UpdateMonitoredDomainResponse422
    | UpdateMonitoredDomainResponse429
    | UpdateMonitoredDomainResponse431
    | UpdateMonitoredDomainResponse503
    | None
):
    """Change the scan frequency, alert settings, client or tags of a monitored domain (takes effect at
    once)

    Args:
        domain_id (int):
        idempotency_key (str | Unset):
        body (UpdateMonitoredDomainBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        UpdateMonitoredDomainResponse200 | UpdateMonitoredDomainResponse400 | UpdateMonitoredDomainResponse401 | UpdateMonitoredDomainResponse403 | UpdateMonitoredDomainResponse404 | UpdateMonitoredDomainResponse409 | UpdateMonitoredDomainResponse413 | UpdateMonitoredDomainResponse414 | UpdateMonitoredDomainResponse422 | UpdateMonitoredDomainResponse429 | UpdateMonitoredDomainResponse431 | UpdateMonitoredDomainResponse503
    """

    return (
        await asyncio_detailed(
            domain_id=domain_id,
            client=client,
            body=body,
            idempotency_key=idempotency_key,
        )
    ).parsed
