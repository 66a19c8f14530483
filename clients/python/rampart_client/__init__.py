"""Rampart API client: generated from the OpenAPI document (``rampart_client.generated``), with
API-key auth, retries, idempotency keys, ``wait_for_scan`` and typed errors on top."""

from .client import AsyncRampart, Rampart, idempotency_key
from .errors import (
    ApiError,
    FieldError,
    NetworkError,
    RampartError,
    RateLimitError,
    ScanFailedError,
    ValidationError,
    WaitTimeoutError,
)
from .retry import IDEMPOTENCY_HEADER, RetryEvent, RetryPolicy

__all__ = [
    "IDEMPOTENCY_HEADER",
    "ApiError",
    "AsyncRampart",
    "FieldError",
    "NetworkError",
    "RampartError",
    "RateLimitError",
    "Rampart",
    "RetryEvent",
    "RetryPolicy",
    "ScanFailedError",
    "ValidationError",
    "WaitTimeoutError",
    "idempotency_key",
]
