from enum import StrEnum


class ListAlertsSeverityType3(StrEnum):
    LOW = "low"

    def __str__(self) -> str:
        return str(self.value)
