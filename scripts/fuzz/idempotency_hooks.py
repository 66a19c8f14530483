"""schemathesis hooks for `npm run fuzz:api` (scripts/fuzz-api.ts sets SCHEMATHESIS_HOOKS to this file).

An Idempotency-Key is state across requests: the service keeps the first request's answer under its
key, and the same key with another request is a 422 naming the header (docs/api-idempotency.md).
schemathesis draws keys from the header's schema, and its examples and boundary values ("0", 255
of one character, the document's example) repeat across operations, which the service rightly
refuses. A real client sends one key per request: a key the fuzzer drew is made unique to its case
by a suffix, keeping what the fuzzer drew (a malformed key stays malformed, and is refused).
"""

import re
import uuid

import schemathesis

SUFFIX = 33  # "-" and 32 hex digits
KEY = re.compile(r"^[\x21-\x7e](?:[\x20-\x7e]*[\x21-\x7e])?$")


@schemathesis.hook
def before_call(ctx, case, **kwargs):
    headers = case.headers or {}
    for name, value in list(headers.items()):
        if name.lower() != "idempotency-key" or not isinstance(value, str) or not KEY.match(value):
            continue
        headers[name] = f"{value[: 255 - SUFFIX]}-{uuid.uuid4().hex}"
