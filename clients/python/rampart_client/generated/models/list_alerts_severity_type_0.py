from enum import StrEnum


class ListAlertsSeverityType0(StrEnum):
    CRITICAL = "critical"

    def __str__(self) -> str:
        return str(self.value)
