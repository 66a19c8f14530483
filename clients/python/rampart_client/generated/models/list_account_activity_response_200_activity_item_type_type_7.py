from enum import StrEnum


class ListAccountActivityResponse200ActivityItemTypeType7(StrEnum):
    WEBHOOK_CREATED = "webhook.created"

    def __str__(self) -> str:
        return str(self.value)
