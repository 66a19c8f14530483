from enum import StrEnum


class ListAlertsSeverityType1(StrEnum):
    HIGH = "high"

    def __str__(self) -> str:
        return str(self.value)
