"""The Rampart client, sync (:class:`Rampart`) and async (:class:`AsyncRampart`).

``api`` is the generated client (``rampart_client.generated``: every operation of the OpenAPI
document, typed), with API-key auth and retries (retry.py) on every call made through it. The
calls most integrations need are written out here: sign-up, submit a scan, wait for it, fetch the
report, register a webhook endpoint. Each raises a typed error (errors.py) instead of returning one.
"""

from __future__ import annotations

import asyncio
import time
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from types import ModuleType
from typing import Any, TypeVar

import httpx

from .errors import RampartError, ScanFailedError, WaitTimeoutError, error_from_response
from .generated import AuthenticatedClient, Client
from .generated.api.account_and_authentication import sign_up as _sign_up
from .generated.api.scanning import get_scan_job as _get_scan_job
from .generated.api.scanning import get_scan_report as _get_scan_report
from .generated.api.scanning import submit_scan as _submit_scan
from .generated.api.webhooks import create_webhook_endpoint as _create_webhook_endpoint
from .generated.models.create_webhook_endpoint_body import CreateWebhookEndpointBody
from .generated.models.create_webhook_endpoint_body_enabled_events_item import (
    CreateWebhookEndpointBodyEnabledEventsItem,
)
from .generated.models.create_webhook_endpoint_response_201 import CreateWebhookEndpointResponse201
from .generated.models.get_scan_job_response_200 import GetScanJobResponse200
from .generated.models.get_scan_report_response_200 import GetScanReportResponse200
from .generated.models.sign_up_body import SignUpBody
from .generated.models.sign_up_response_200 import SignUpResponse200
from .generated.models.submit_scan_body import SubmitScanBody
from .generated.models.submit_scan_response_202 import SubmitScanResponse202
from .generated.types import UNSET, Response
from .retry import AsyncRetryTransport, RetryEvent, RetryPolicy, RetryTransport, chosen_idempotency_key

T = TypeVar("T")


def _success(response: Response[Any], expected: type[T]) -> T:
    if not isinstance(response.parsed, expected):
        raise RampartError(f"unexpected answer {int(response.status_code)}: {response.content[:200]!r}")
    return response.parsed


def _failed(response: httpx.Response) -> None:
    """The typed error of an error response. Raised before the generated parser sees the body: an
    error from something in front of the API (a proxy's 502 page) has no body the parser knows."""
    if response.status_code >= 400:
        raise error_from_response(response.status_code, response.read(), response.headers)


def _call(
    operation: ModuleType, client: AuthenticatedClient | Client, expected: type[T], *args: Any, **kwargs: Any
) -> T:
    """A generated operation (its module: ``_get_kwargs`` builds the request, ``_build_response``
    parses the answer), with the typed error for an error status."""
    response = client.get_httpx_client().request(**operation._get_kwargs(*args, **kwargs))
    _failed(response)
    return _success(operation._build_response(client=client, response=response), expected)


async def _acall(
    operation: ModuleType, client: AuthenticatedClient | Client, expected: type[T], *args: Any, **kwargs: Any
) -> T:
    response = await client.get_async_httpx_client().request(**operation._get_kwargs(*args, **kwargs))
    if response.status_code >= 400:
        raise error_from_response(response.status_code, await response.aread(), response.headers)
    return _success(operation._build_response(client=client, response=response), expected)


@contextmanager
def idempotency_key(key: str) -> Iterator[None]:
    """Writes (POST, PUT, PATCH) made inside send ``key`` as their Idempotency-Key instead of a random one
    per call: any operation, generated ones through ``api`` included."""
    token = chosen_idempotency_key.set(key)
    try:
        yield
    finally:
        chosen_idempotency_key.reset(token)


def _webhook_body(url: str, enabled_events: Sequence[str], description: str | None) -> CreateWebhookEndpointBody:
    return CreateWebhookEndpointBody(
        url=url,
        enabled_events=[CreateWebhookEndpointBodyEnabledEventsItem(event) for event in enabled_events],
        description=UNSET if description is None else description,
    )


class _Base:
    def __init__(
        self,
        base_url: str,
        api_key: str | None,
        transport: httpx.BaseTransport | httpx.AsyncBaseTransport,
        timeout: float,
        headers: dict[str, str] | None,
    ) -> None:
        self.base_url = base_url
        self.api_key = api_key
        options: dict[str, Any] = {
            "base_url": base_url,
            "timeout": httpx.Timeout(timeout),
            "headers": dict(headers or {}),
            "httpx_args": {"transport": transport},
        }
        #: The generated client: every operation, e.g.
        #: ``rampart_client.generated.api.usage.get_usage_summary.sync(client=rampart.api)``.
        self.api: AuthenticatedClient | Client = (
            AuthenticatedClient(token=api_key, **options) if api_key else Client(**options)
        )

    def _authenticated(self) -> AuthenticatedClient:
        if not isinstance(self.api, AuthenticatedClient):
            raise RampartError("this call needs an API key: Rampart(base_url, api_key=...)")
        return self.api


def _policy(
    max_attempts: int,
    base_delay: float,
    max_delay: float,
    max_retry_after: float,
    on_retry: Callable[[RetryEvent], None] | None,
) -> RetryPolicy:
    return RetryPolicy(
        max_attempts=max_attempts,
        base_delay=base_delay,
        max_delay=max_delay,
        max_retry_after=max_retry_after,
        on_retry=on_retry,
    )


class Rampart(_Base):
    """Synchronous client. ``timeout`` bounds each attempt, in seconds."""

    def __init__(
        self,
        base_url: str,
        api_key: str | None = None,
        *,
        max_attempts: int = 4,
        base_delay: float = 0.5,
        max_delay: float = 20.0,
        max_retry_after: float = 60.0,
        timeout: float = 30.0,
        on_retry: Callable[[RetryEvent], None] | None = None,
        headers: dict[str, str] | None = None,
    ) -> None:
        policy = _policy(max_attempts, base_delay, max_delay, max_retry_after, on_retry)
        super().__init__(base_url, api_key, RetryTransport(policy), timeout, headers)

    def __enter__(self) -> Rampart:
        return self

    def __exit__(self, *args: object) -> None:
        self.close()

    def close(self) -> None:
        self.api.get_httpx_client().close()

    def sign_up(self, email: str, password: str) -> SignUpResponse200:
        """Creates an account; its ``api_key`` is shown this once."""
        return _call(_sign_up, self.api, SignUpResponse200, body=SignUpBody(email=email, password=password))

    def submit_scan(self, domain: str, *, idempotency_key: str | None = None) -> SubmitScanResponse202:
        """Queues a full scan of ``domain`` (one scan of the month's quota). ``idempotency_key``: your own
        key instead of a random one per call (the same key and body answer from the first time)."""
        return _call(
            _submit_scan,
            self._authenticated(),
            SubmitScanResponse202,
            body=SubmitScanBody(domain=domain),
            idempotency_key=UNSET if idempotency_key is None else idempotency_key,
        )

    def get_scan_job(self, job_id: int) -> GetScanJobResponse200:
        return _call(_get_scan_job, self._authenticated(), GetScanJobResponse200, job_id)

    def wait_for_scan(
        self, job_id: int, *, timeout: float = 300.0, interval: float = 1.0, max_interval: float = 5.0
    ) -> GetScanJobResponse200:
        """Polls until the job is ``completed`` (returned), ``failed`` (ScanFailedError) or ``timeout``
        seconds have passed (WaitTimeoutError). Polls are spaced out: 1 s, then half again each time, up to 5 s."""
        deadline = time.monotonic() + timeout
        while True:
            job = self.get_scan_job(job_id)
            if job.status == "completed":
                return job
            if job.status == "failed":
                raise ScanFailedError(job_id, job.failure_reason if isinstance(job.failure_reason, str) else None)
            left = deadline - time.monotonic()
            if left <= 0:
                raise WaitTimeoutError(job_id, str(job.status), timeout)
            time.sleep(min(interval, left))
            interval = min(max_interval, interval * 1.5)

    def get_report(self, job_id: int) -> GetScanReportResponse200:
        """The full report of a completed scan (ApiError 409 before it completes)."""
        return _call(_get_scan_report, self._authenticated(), GetScanReportResponse200, job_id)

    def create_webhook_endpoint(
        self, url: str, enabled_events: Sequence[str], description: str | None = None
    ) -> CreateWebhookEndpointResponse201:
        """Registers an endpoint for signed deliveries; its ``secret`` (whsec_...) is shown this once."""
        body = _webhook_body(url, enabled_events, description)
        return _call(_create_webhook_endpoint, self._authenticated(), CreateWebhookEndpointResponse201, body=body)


class AsyncRampart(_Base):
    """Asynchronous client (asyncio, httpx.AsyncClient). ``timeout`` bounds each attempt, in seconds."""

    def __init__(
        self,
        base_url: str,
        api_key: str | None = None,
        *,
        max_attempts: int = 4,
        base_delay: float = 0.5,
        max_delay: float = 20.0,
        max_retry_after: float = 60.0,
        timeout: float = 30.0,
        on_retry: Callable[[RetryEvent], None] | None = None,
        headers: dict[str, str] | None = None,
    ) -> None:
        policy = _policy(max_attempts, base_delay, max_delay, max_retry_after, on_retry)
        super().__init__(base_url, api_key, AsyncRetryTransport(policy), timeout, headers)

    async def __aenter__(self) -> AsyncRampart:
        return self

    async def __aexit__(self, *args: object) -> None:
        await self.aclose()

    async def aclose(self) -> None:
        await self.api.get_async_httpx_client().aclose()

    async def sign_up(self, email: str, password: str) -> SignUpResponse200:
        return await _acall(_sign_up, self.api, SignUpResponse200, body=SignUpBody(email=email, password=password))

    async def submit_scan(self, domain: str, *, idempotency_key: str | None = None) -> SubmitScanResponse202:
        body = SubmitScanBody(domain=domain)
        key = UNSET if idempotency_key is None else idempotency_key
        return await _acall(_submit_scan, self._authenticated(), SubmitScanResponse202, body=body, idempotency_key=key)

    async def get_scan_job(self, job_id: int) -> GetScanJobResponse200:
        return await _acall(_get_scan_job, self._authenticated(), GetScanJobResponse200, job_id)

    async def wait_for_scan(
        self, job_id: int, *, timeout: float = 300.0, interval: float = 1.0, max_interval: float = 5.0
    ) -> GetScanJobResponse200:
        """As :meth:`Rampart.wait_for_scan`."""
        deadline = time.monotonic() + timeout
        while True:
            job = await self.get_scan_job(job_id)
            if job.status == "completed":
                return job
            if job.status == "failed":
                raise ScanFailedError(job_id, job.failure_reason if isinstance(job.failure_reason, str) else None)
            left = deadline - time.monotonic()
            if left <= 0:
                raise WaitTimeoutError(job_id, str(job.status), timeout)
            await asyncio.sleep(min(interval, left))
            interval = min(max_interval, interval * 1.5)

    async def get_report(self, job_id: int) -> GetScanReportResponse200:
        return await _acall(_get_scan_report, self._authenticated(), GetScanReportResponse200, job_id)

    async def create_webhook_endpoint(
        self, url: str, enabled_events: Sequence[str], description: str | None = None
    ) -> CreateWebhookEndpointResponse201:
        body = _webhook_body(url, enabled_events, description)
        return await _acall(
            _create_webhook_endpoint, self._authenticated(), CreateWebhookEndpointResponse201, body=body
        )
