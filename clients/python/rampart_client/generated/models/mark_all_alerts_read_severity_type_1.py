from enum import StrEnum


class MarkAllAlertsReadSeverityType1(StrEnum):
    HIGH = "high"

    def __str__(self) -> str:
        return str(self.value)
