from enum import StrEnum


class ListAccountActivityTypeType9(StrEnum):
    WEBHOOK_DELETED = "webhook.deleted"

    def __str__(self) -> str:
        return str(self.value)
