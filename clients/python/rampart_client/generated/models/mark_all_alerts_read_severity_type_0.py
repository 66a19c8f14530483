from enum import StrEnum


class MarkAllAlertsReadSeverityType0(StrEnum):
    CRITICAL = "critical"

    def __str__(self) -> str:
        return str(self.value)
