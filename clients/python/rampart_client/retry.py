"""Retries as an httpx transport, under every operation of the generated client.

Retried, with at most ``max_attempts`` attempts in all:

- 429 with a wait (the body's ``retry_after``, which the API sends with every rate limit, or a
  ``Retry-After`` header). A 429 without one is an exhausted quota: retrying cannot help, so not.
- 503, after ``Retry-After`` when given, else backoff.
- 409 with ``Retry-After`` on a request carrying an Idempotency-Key: the first attempt is still
  being processed, and its answer will be replayed.
- No answer at all (connection refused or reset, a timeout).

Backoff is exponential with full jitter (a random wait between 0 and base * 2^n, capped), so many
clients refused at once do not come back at once. A wait the server asks for that is longer than
``max_retry_after`` is not waited out: the error is the caller's to handle.

Writes (POST, PUT, PATCH) get an ``Idempotency-Key`` (a random UUID) unless one is set, chosen once
per call and sent unchanged on each of its attempts: a write whose answer was lost is replayed by
the server, not done twice.
"""

from __future__ import annotations

import asyncio
import json
import random
import time
import uuid
from collections.abc import Callable
from contextvars import ContextVar
from dataclasses import dataclass, field
from email.utils import parsedate_to_datetime

import httpx

from .errors import NetworkError

IDEMPOTENCY_HEADER = "Idempotency-Key"
WRITES = frozenset({"POST", "PUT", "PATCH"})
#: Failures that mean "no answer": worth another attempt.
NO_ANSWER = (httpx.NetworkError, httpx.TimeoutException, httpx.RemoteProtocolError)

#: An Idempotency-Key the caller chose for the calls made in this context (see ``idempotency_key``).
chosen_idempotency_key: ContextVar[str | None] = ContextVar("rampart_idempotency_key", default=None)


@dataclass(frozen=True)
class RetryEvent:
    method: str
    url: str
    #: The attempt that failed (1 for the first).
    attempt: int
    #: The status that asked for the retry, or None when there was no answer.
    status: int | None
    error: BaseException | None
    #: Seconds waited before the next attempt.
    delay: float
    idempotency_key: str | None


@dataclass(frozen=True)
class RetryPolicy:
    max_attempts: int = 4
    base_delay: float = 0.5
    max_delay: float = 20.0
    max_retry_after: float = 60.0
    on_retry: Callable[[RetryEvent], None] | None = None
    #: Draws the jitter, uniformly in [0, 1): replaceable for a test that needs the bounds.
    jitter: Callable[[], float] = field(default=random.random)

    def backoff(self, attempt: int) -> float:
        """Full jitter: uniformly between 0 and min(max_delay, base_delay * 2^(attempt-1))."""
        return self.jitter() * min(self.max_delay, self.base_delay * 2.0 ** (attempt - 1))

    def delay_for(self, attempt: int, response: httpx.Response | None, idempotency_key: str | None) -> float | None:
        """Seconds to wait before another attempt, or None for no other attempt. A 429's body must be read."""
        if attempt >= self.max_attempts:
            return None
        if response is None:
            return self.backoff(attempt)
        asked = requested_wait(response)
        delay: float | None = None
        if response.status_code == 429:
            delay = asked
        elif response.status_code == 503:
            delay = asked if asked is not None else self.backoff(attempt)
        elif response.status_code == 409 and idempotency_key is not None:
            delay = asked
        if delay is not None and delay > self.max_retry_after:
            return None
        return delay


def parse_retry_after(value: str | None) -> float | None:
    """``Retry-After`` in seconds: delta-seconds or an HTTP date; None when absent or unreadable."""
    if value is None or not value.strip():
        return None
    if value.strip().isdigit():
        return float(value.strip())
    try:
        return max(0.0, parsedate_to_datetime(value).timestamp() - time.time())
    except (TypeError, ValueError):
        return None


def requested_wait(response: httpx.Response) -> float | None:
    if response.status_code == 429:
        try:
            body = json.loads(response.content)
        except ValueError:
            body = None
        if isinstance(body, dict) and isinstance(body.get("retry_after"), (int, float)):
            return float(body["retry_after"])
    return parse_retry_after(response.headers.get("retry-after"))


def _with_idempotency_key(request: httpx.Request) -> str | None:
    key: str | None = request.headers.get(IDEMPOTENCY_HEADER)
    if key is None and request.method.upper() in WRITES:
        key = chosen_idempotency_key.get() or str(uuid.uuid4())
        request.headers[IDEMPOTENCY_HEADER] = key
    return key


def _report(
    policy: RetryPolicy,
    request: httpx.Request,
    attempt: int,
    response: httpx.Response | None,
    error: BaseException | None,
    delay: float,
    key: str | None,
) -> None:
    if policy.on_retry is not None:
        status = response.status_code if response is not None else None
        policy.on_retry(RetryEvent(request.method, str(request.url), attempt, status, error, delay, key))


class RetryTransport(httpx.BaseTransport):
    def __init__(self, policy: RetryPolicy, inner: httpx.BaseTransport | None = None) -> None:
        self.policy = policy
        self.inner = inner or httpx.HTTPTransport()

    def handle_request(self, request: httpx.Request) -> httpx.Response:
        key = _with_idempotency_key(request)
        request.read()  # the body again on each attempt
        attempt = 1
        while True:
            response: httpx.Response | None = None
            error: BaseException | None = None
            try:
                response = self.inner.handle_request(request)
                if response.status_code == 429:
                    response.read()
            except NO_ANSWER as caught:
                error = caught
            delay = self.policy.delay_for(attempt, response, key)
            if delay is None:
                if response is not None:
                    return response
                raise NetworkError(f"{request.method} {request.url}: no answer after {attempt} attempt(s)") from error
            _report(self.policy, request, attempt, response, error, delay, key)
            if response is not None:
                response.close()
            time.sleep(delay)
            attempt += 1

    def close(self) -> None:
        self.inner.close()


class AsyncRetryTransport(httpx.AsyncBaseTransport):
    def __init__(self, policy: RetryPolicy, inner: httpx.AsyncBaseTransport | None = None) -> None:
        self.policy = policy
        self.inner = inner or httpx.AsyncHTTPTransport()

    async def handle_async_request(self, request: httpx.Request) -> httpx.Response:
        key = _with_idempotency_key(request)
        await request.aread()
        attempt = 1
        while True:
            response: httpx.Response | None = None
            error: BaseException | None = None
            try:
                response = await self.inner.handle_async_request(request)
                if response.status_code == 429:
                    await response.aread()
            except NO_ANSWER as caught:
                error = caught
            delay = self.policy.delay_for(attempt, response, key)
            if delay is None:
                if response is not None:
                    return response
                raise NetworkError(f"{request.method} {request.url}: no answer after {attempt} attempt(s)") from error
            _report(self.policy, request, attempt, response, error, delay, key)
            if response is not None:
                await response.aclose()
            await asyncio.sleep(delay)
            attempt += 1

    async def aclose(self) -> None:
        await self.inner.aclose()
