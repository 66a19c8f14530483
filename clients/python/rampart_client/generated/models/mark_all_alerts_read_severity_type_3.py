from enum import StrEnum


class MarkAllAlertsReadSeverityType3(StrEnum):
    LOW = "low"

    def __str__(self) -> str:
        return str(self.value)
