from enum import StrEnum


class ExportAccountResponse202StatusType0(StrEnum):
    PENDING = "pending"

    def __str__(self) -> str:
        return str(self.value)
