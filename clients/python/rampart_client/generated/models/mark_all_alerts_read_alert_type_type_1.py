from enum import StrEnum


class MarkAllAlertsReadAlertTypeType1(StrEnum):
    CRITICAL_ISSUE = "critical_issue"

    def __str__(self) -> str:
        return str(self.value)
