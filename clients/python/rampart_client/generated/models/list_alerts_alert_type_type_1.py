from enum import StrEnum


class ListAlertsAlertTypeType1(StrEnum):
    CRITICAL_ISSUE = "critical_issue"

    def __str__(self) -> str:
        return str(self.value)
