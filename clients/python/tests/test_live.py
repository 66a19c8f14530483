"""The Python client against a real Rampart, started by test/clients/python-client.test.ts (mocha),
which passes its address (RAMPART_URL), a proxy in front of it that loses the answer to each
account's first scan submission (RAMPART_DROP_PROXY_URL), and a lab domain to scan (RAMPART_LAB_DOMAIN).
"""

from __future__ import annotations

import asyncio
import itertools
import json
import os
import threading
import time
from collections.abc import Iterator
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

import pytest
from standardwebhooks import Webhook, WebhookVerificationError

from rampart_client import (
    ApiError,
    AsyncRampart,
    Rampart,
    RetryEvent,
    ValidationError,
)
from rampart_client.generated.api.account_and_authentication import get_account
from rampart_client.generated.api.scanning import list_scan_history
from rampart_client.generated.api.webhooks import send_webhook_test
from rampart_client.generated.models.get_account_response_200 import GetAccountResponse200
from rampart_client.generated.models.list_scan_history_response_200 import ListScanHistoryResponse200
from rampart_client.generated.models.send_webhook_test_body_type_0 import SendWebhookTestBodyType0

BASE = os.environ["RAMPART_URL"]
PROXY = os.environ["RAMPART_DROP_PROXY_URL"]
DOMAIN = os.environ["RAMPART_LAB_DOMAIN"]
PASSWORD = "a long client passphrase"
_accounts = itertools.count(1)


def new_key() -> str:
    with Rampart(BASE) as anonymous:
        account = anonymous.sign_up(f"py-client-{next(_accounts)}@example.com", PASSWORD)
    assert account.api_key.startswith("rp_")
    return account.api_key


def scans_spent(client: Rampart) -> tuple[int, int]:
    """This month's scans by the account, and the scan jobs in its history."""
    me = get_account.sync(client=client._authenticated())
    history = list_scan_history.sync(client=client._authenticated())
    assert isinstance(me, GetAccountResponse200) and isinstance(history, ListScanHistoryResponse200)
    return me.scans_this_month, history.total


def test_sync_sign_up_scan_wait_report() -> None:
    with Rampart(BASE, new_key()) as client:
        submitted = client.submit_scan(DOMAIN)
        job = client.wait_for_scan(submitted.job_id, timeout=90)
        assert job.status == "completed"
        report = client.get_report(submitted.job_id)
        assert report.domain == DOMAIN
        assert str(report.grade)[0] in "ABCDEF"
        assert len(report.modules) == 15


def test_async_sign_up_scan_wait_report() -> None:
    async def run() -> None:
        async with AsyncRampart(BASE) as anonymous:
            account = await anonymous.sign_up(f"py-async-{next(_accounts)}@example.com", PASSWORD)
        async with AsyncRampart(BASE, account.api_key) as client:
            submitted = await client.submit_scan(DOMAIN)
            job = await client.wait_for_scan(submitted.job_id, timeout=90)
            assert job.status == "completed"
            report = await client.get_report(submitted.job_id)
            assert report.domain == DOMAIN

    asyncio.run(run())


def test_429_waited_out_as_asked() -> None:
    events: list[RetryEvent] = []
    with Rampart(BASE, new_key(), max_attempts=5, on_retry=events.append) as client:
        # The Free plan's burst is 20 requests; later ones are refused until the bucket refills.
        for i in range(26):
            response = get_account.sync_detailed(client=client._authenticated())
            assert response.status_code == 200, f"request {i + 1}: {response.content!r}"
    limited = [event for event in events if event.status == 429]
    assert limited, "the burst was refused at least once"
    assert all(event.delay >= 1 for event in limited)


def test_lost_answer_retried_with_same_key_spends_one_scan() -> None:
    events: list[RetryEvent] = []
    with Rampart(PROXY, new_key(), on_retry=events.append) as client:
        submitted = client.submit_scan(DOMAIN)
        assert [event.status for event in events] == [None]
        assert events[0].idempotency_key
        assert scans_spent(client) == (1, 1)
        assert client.get_scan_job(submitted.job_id).job_id == submitted.job_id


def test_async_lost_answer_retried_with_same_key_spends_one_scan() -> None:
    events: list[RetryEvent] = []

    key = new_key()

    async def run() -> int:
        async with AsyncRampart(PROXY, key, on_retry=events.append) as client:
            submitted = await client.submit_scan(DOMAIN)
            return submitted.job_id

    job_id = asyncio.run(run())
    assert [event.status for event in events] == [None]
    with Rampart(BASE, key) as client:
        assert scans_spent(client) == (1, 1)
        assert client.get_scan_job(job_id).job_id == job_id


def test_typed_errors_carry_detail_and_fields() -> None:
    with Rampart(BASE, new_key()) as client:
        with pytest.raises(ValidationError) as invalid:
            client.create_webhook_endpoint("ftp://example.com/hook", ["scan.completed"])
        assert invalid.value.status == 422
        assert "url" in [item.field for item in invalid.value.fields]
        with pytest.raises(ApiError) as missing:
            client.get_scan_job(999_999)
        assert (missing.value.status, missing.value.detail) == (404, "Scan job not found")
    with Rampart(BASE, "rp_not_a_key") as stranger, pytest.raises(ApiError) as refused:
        stranger.get_scan_job(1)
    assert refused.value.status == 401


class _Receiver(BaseHTTPRequestHandler):
    received: list[tuple[dict[str, str], bytes]] = []

    def do_POST(self) -> None:  # noqa: N802 (http.server's naming)
        body = self.rfile.read(int(self.headers.get("content-length", "0")))
        self.received.append(({name.lower(): value for name, value in self.headers.items()}, body))
        self.send_response(200)
        self.end_headers()

    def log_message(self, format: str, *args: object) -> None:  # noqa: A002
        pass


@pytest.fixture
def receiver() -> Iterator[ThreadingHTTPServer]:
    server = ThreadingHTTPServer(("127.0.0.1", 0), _Receiver)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        yield server
    finally:
        server.shutdown()
        server.server_close()


def test_webhook_delivery_verifies_as_standard_webhooks(receiver: ThreadingHTTPServer) -> None:
    port = receiver.server_address[1]
    with Rampart(BASE, new_key()) as client:
        endpoint = client.create_webhook_endpoint(f"http://localhost:{port}/hooks/rampart", ["scan.completed"])
        secret = str(endpoint.secret)
        assert secret.startswith("whsec_")
        # The body is optional, but the generated call cannot leave it out (it would serialize UNSET).
        sent = send_webhook_test.sync_detailed(
            endpoint.id, client=client._authenticated(), body=SendWebhookTestBodyType0(event_type="scan.completed")
        )
        assert sent.status_code == 200, sent.content
    deadline = time.monotonic() + 30
    while not _Receiver.received and time.monotonic() < deadline:
        time.sleep(0.1)
    assert _Receiver.received, "the test delivery arrived"
    headers, body = _Receiver.received[0]
    event = Webhook(secret).verify(body, headers)
    assert event["type"] == "scan.completed"
    assert json.loads(body)["type"] == "scan.completed"
    with pytest.raises(WebhookVerificationError):
        Webhook(secret).verify(body + b" ", headers)
