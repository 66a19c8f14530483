from enum import StrEnum


class ExportAccountResponse202StatusType1(StrEnum):
    READY = "ready"

    def __str__(self) -> str:
        return str(self.value)
