from enum import StrEnum


class ListAlertsSeverityType2(StrEnum):
    MEDIUM = "medium"

    def __str__(self) -> str:
        return str(self.value)
