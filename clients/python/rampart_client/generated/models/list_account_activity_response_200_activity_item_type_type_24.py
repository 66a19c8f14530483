from enum import StrEnum


class ListAccountActivityResponse200ActivityItemTypeType24(StrEnum):
    ACCOUNT_EXPORT_REQUESTED = "account.export_requested"

    def __str__(self) -> str:
        return str(self.value)
