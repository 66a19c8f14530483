from enum import StrEnum


class RedeliverWebhookDeliveryResponse202Status(StrEnum):
    FAILED = "failed"
    PENDING = "pending"
    RETRYING = "retrying"
    SUCCEEDED = "succeeded"

    def __str__(self) -> str:
        return str(self.value)
