from enum import StrEnum


class ListHookSamplesEvent(StrEnum):
    ALERT_TRIGGERED = "alert.triggered"
    GRADE_CHANGED = "grade.changed"
    SCAN_COMPLETED = "scan.completed"

    def __str__(self) -> str:
        return str(self.value)
