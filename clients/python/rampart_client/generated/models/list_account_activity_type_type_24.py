from enum import StrEnum


class ListAccountActivityTypeType24(StrEnum):
    ACCOUNT_EXPORT_REQUESTED = "account.export_requested"

    def __str__(self) -> str:
        return str(self.value)
