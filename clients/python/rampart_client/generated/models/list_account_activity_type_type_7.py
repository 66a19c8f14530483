from enum import StrEnum


class ListAccountActivityTypeType7(StrEnum):
    WEBHOOK_CREATED = "webhook.created"

    def __str__(self) -> str:
        return str(self.value)
