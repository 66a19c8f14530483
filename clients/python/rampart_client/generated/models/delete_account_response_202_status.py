from enum import StrEnum


class DeleteAccountResponse202Status(StrEnum):
    DELETING = "deleting"

    def __str__(self) -> str:
        return str(self.value)
