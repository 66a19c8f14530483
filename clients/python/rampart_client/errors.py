"""What a call that did not succeed raises.

Every error the API answers is ``{"detail": ...}``: a string, or for 422 a list of
``{field, message}``, which :class:`ValidationError` keeps as ``fields``.
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any


@dataclass(frozen=True)
class FieldError:
    field: str
    message: str


class RampartError(Exception):
    """Anything this client raises."""


class ApiError(RampartError):
    """The API answered with an error status."""

    def __init__(self, status: int, detail: str, body: Any, headers: Mapping[str, str]) -> None:
        super().__init__(f"{status}: {detail}")
        self.status = status
        #: The ``detail`` string (for 422, the field messages joined).
        self.detail = detail
        #: The parsed body as the API sent it (None when it was not JSON).
        self.body = body
        self.headers = headers


class ValidationError(ApiError):
    """422: the request did not validate; ``fields`` says which fields and why."""

    def __init__(self, fields: list[FieldError], body: Any, headers: Mapping[str, str]) -> None:
        super().__init__(422, "; ".join(f"{item.field}: {item.message}" for item in fields), body, headers)
        self.fields = fields


class RateLimitError(ApiError):
    """429 once retries are spent, or an exhausted quota (``retry_after`` None: waiting will not help)."""

    def __init__(self, detail: str, retry_after: int | None, body: Any, headers: Mapping[str, str]) -> None:
        super().__init__(429, detail, body, headers)
        self.retry_after = retry_after


class NetworkError(RampartError):
    """No answer from the API (connection refused or reset, a timeout) after every attempt."""


class ScanFailedError(RampartError):
    """wait_for_scan: the scan ended ``failed``."""

    def __init__(self, job_id: int, failure_reason: str | None) -> None:
        super().__init__(f"scan job {job_id} failed: {failure_reason or 'no reason given'}")
        self.job_id = job_id
        self.failure_reason = failure_reason


class WaitTimeoutError(RampartError):
    """wait_for_scan: the scan had not finished within the time allowed."""

    def __init__(self, job_id: int, last_status: str, timeout: float) -> None:
        super().__init__(f"scan job {job_id} still {last_status} after {timeout} s")
        self.job_id = job_id
        self.last_status = last_status


def error_from_response(status: int, content: bytes, headers: Mapping[str, str]) -> ApiError:
    """The typed error for an error response."""
    try:
        body: Any = json.loads(content) if content else None
    except ValueError:
        body = None
    detail = body.get("detail") if isinstance(body, dict) else None
    if (
        status == 422
        and isinstance(detail, list)
        and all(isinstance(item, dict) and "field" in item and "message" in item for item in detail)
    ):
        return ValidationError([FieldError(str(item["field"]), str(item["message"])) for item in detail], body, headers)
    text = detail if isinstance(detail, str) else f"HTTP {status}"
    if status == 429:
        retry_after = body.get("retry_after") if isinstance(body, dict) else None
        return RateLimitError(text, retry_after if isinstance(retry_after, int) else None, body, headers)
    return ApiError(status, text, body, headers)
