"""The Python client's retry rules (rampart_client/retry.py) against a loopback server that answers
what each test scripts, counting attempts and the Idempotency-Key each carried: the cases a live
Rampart cannot be made to produce on demand (a 503, an exhausted quota, a wait too long to take)."""

from __future__ import annotations

import asyncio
import json
import threading
import time
from collections.abc import Callable, Iterator
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any

import pytest

from rampart_client import (
    ApiError,
    AsyncRampart,
    NetworkError,
    Rampart,
    RateLimitError,
    RetryEvent,
    RetryPolicy,
    ScanFailedError,
    WaitTimeoutError,
    idempotency_key,
)
from rampart_client.retry import parse_retry_after

Answer = tuple[int, dict[str, str], Any] | str
#: A scan job as the API answers it (every field the generated model requires).
JOB = {
    "job_id": 7,
    "status": "queued",
    "source": "api",
    "domain": "example.com",
    "requested_modules": [],
    "failure_reason": None,
    "result": None,
    "created_at": "2026-11-26T12:00:00.000Z",
    "started_at": None,
    "finished_at": None,
}


class Scripted:
    def __init__(self, script: Callable[[int], Answer]) -> None:
        self.script = script
        self.seen: list[tuple[str, str | None]] = []
        owner = self

        class Handler(BaseHTTPRequestHandler):
            protocol_version = "HTTP/1.1"

            def _answer(self) -> None:
                self.rfile.read(int(self.headers.get("content-length", "0")))
                owner.seen.append((self.command, self.headers.get("idempotency-key")))
                answer = owner.script(len(owner.seen) - 1)
                if isinstance(answer, str):
                    self.close_connection = True
                    self.connection.close()
                    return
                status, headers, body = answer
                payload = json.dumps(body).encode()
                self.send_response(status)
                for name, value in {"content-type": "application/json", **headers}.items():
                    self.send_header(name, value)
                self.send_header("content-length", str(len(payload)))
                self.end_headers()
                self.wfile.write(payload)

            do_GET = do_POST = _answer  # noqa: N815

            def log_message(self, format: str, *args: object) -> None:  # noqa: A002
                pass

        self.server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        threading.Thread(target=self.server.serve_forever, daemon=True).start()
        self.base = f"http://127.0.0.1:{self.server.server_address[1]}"

    def stop(self) -> None:
        self.server.shutdown()
        self.server.server_close()


@pytest.fixture
def scripted() -> Iterator[Callable[[Callable[[int], Answer]], Scripted]]:
    started: list[Scripted] = []

    def start(script: Callable[[int], Answer]) -> Scripted:
        started.append(Scripted(script))
        return started[-1]

    yield start
    for server in started:
        server.stop()


def test_503_and_dropped_connection_retried_with_one_key(scripted: Any) -> None:
    server = scripted(lambda i: (503, {"retry-after": "0"}, {}) if i == 0 else "close" if i == 1 else (202, {}, JOB))
    events: list[RetryEvent] = []
    with Rampart(server.base, "rp_test", base_delay=0.01, on_retry=events.append) as client:
        assert client.submit_scan("example.com").job_id == 7
        keys = [key for _, key in server.seen]
        assert len(keys) == 3 and keys[0] and keys == [keys[0]] * 3
        assert [event.status for event in events] == [503, None]
        client.submit_scan("example.com")
        assert server.seen[3][1] not in (None, keys[0])


def test_chosen_key_used_and_none_on_reads(scripted: Any) -> None:
    server = scripted(lambda i: (200, {}, JOB) if i == 1 else (202, {}, JOB))
    with Rampart(server.base, "rp_test") as client:
        with idempotency_key("order-4711"):
            client.submit_scan("example.com")
            client.get_scan_job(7)
        client.submit_scan("example.com", idempotency_key="order-4712")
    assert server.seen == [("POST", "order-4711"), ("GET", None), ("POST", "order-4712")]


def test_rate_limit_waited_quota_not_retried(scripted: Any) -> None:
    limited = scripted(
        lambda i: (429, {}, {"detail": "Rate limit exceeded", "retry_after": 1}) if i == 0 else (200, {}, JOB)
    )
    events: list[RetryEvent] = []
    with Rampart(limited.base, "rp_test", on_retry=events.append) as client:
        started = time.monotonic()
        client.get_scan_job(7)
        assert time.monotonic() - started >= 0.99
    assert [(event.status, event.delay) for event in events] == [(429, 1.0)]

    quota = scripted(lambda i: (429, {}, {"detail": "Quota exceeded. Used 10/10 scans."}))
    with Rampart(quota.base, "rp_test") as client, pytest.raises(RateLimitError) as error:
        client.submit_scan("example.com")
    assert error.value.retry_after is None and error.value.detail.startswith("Quota exceeded")
    assert len(quota.seen) == 1


def test_bounded_attempts_and_long_waits_not_taken(scripted: Any) -> None:
    busy = scripted(lambda i: (503, {}, {"detail": "busy"}))
    with Rampart(busy.base, "rp_test", max_attempts=3, base_delay=0.01) as client, pytest.raises(ApiError) as error:
        client.get_scan_job(7)
    assert (error.value.status, error.value.detail, len(busy.seen)) == (503, "busy", 3)

    later = scripted(lambda i: (503, {"retry-after": "3600"}, {}))
    with Rampart(later.base, "rp_test") as client, pytest.raises(ApiError):
        client.get_scan_job(7)
    assert len(later.seen) == 1

    gone = scripted(lambda i: "close")
    with Rampart(gone.base, "rp_test", max_attempts=2, base_delay=0.01) as client, pytest.raises(NetworkError):
        client.get_scan_job(7)
    assert len(gone.seen) == 2


def test_async_retries_share_the_key(scripted: Any) -> None:
    server = scripted(lambda i: "close" if i == 0 else (409, {"retry-after": "0"}, {}) if i == 1 else (202, {}, JOB))

    async def run() -> int:
        async with AsyncRampart(server.base, "rp_test", base_delay=0.01) as client:
            return (await client.submit_scan("example.com")).job_id

    assert asyncio.run(run()) == 7
    keys = [key for _, key in server.seen]
    assert len(keys) == 3 and keys[0] and keys == [keys[0]] * 3


def test_wait_for_scan_is_bounded(scripted: Any) -> None:
    done = scripted(lambda i: (200, {}, {**JOB, "status": "running" if i < 2 else "completed"}))
    with Rampart(done.base, "rp_test") as client:
        assert client.wait_for_scan(7, interval=0.01).status == "completed"
    failed = scripted(lambda i: (200, {}, {**JOB, "status": "failed", "failure_reason": "DNS"}))
    with Rampart(failed.base, "rp_test") as client, pytest.raises(ScanFailedError) as failure:
        client.wait_for_scan(7)
    assert failure.value.failure_reason == "DNS"
    stuck = scripted(lambda i: (200, {}, JOB))
    started = time.monotonic()
    with Rampart(stuck.base, "rp_test") as client, pytest.raises(WaitTimeoutError):
        client.wait_for_scan(7, timeout=0.3, interval=0.05)
    assert 0.29 <= time.monotonic() - started < 2


def test_retry_after_parsing_and_jitter_bounds() -> None:
    assert parse_retry_after("3") == 3.0
    assert parse_retry_after("soon") is None
    assert (
        9 <= (parse_retry_after(time.strftime("%a, %d %b %Y %H:%M:%S GMT", time.gmtime(time.time() + 10))) or 0) <= 10
    )
    assert RetryPolicy(jitter=lambda: 0.999).backoff(1) == pytest.approx(0.4995)
    assert RetryPolicy(jitter=lambda: 0.5).backoff(4) == pytest.approx(2.0)
    assert RetryPolicy(jitter=lambda: 1.0).backoff(10) == pytest.approx(20.0)
