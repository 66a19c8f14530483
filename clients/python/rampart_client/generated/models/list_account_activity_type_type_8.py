from enum import StrEnum


class ListAccountActivityTypeType8(StrEnum):
    WEBHOOK_UPDATED = "webhook.updated"

    def __str__(self) -> str:
        return str(self.value)
