from enum import StrEnum


class ListAccountActivityResponse200ActivityItemTypeType9(StrEnum):
    WEBHOOK_DELETED = "webhook.deleted"

    def __str__(self) -> str:
        return str(self.value)
