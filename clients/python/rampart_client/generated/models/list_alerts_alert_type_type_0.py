from enum import StrEnum


class ListAlertsAlertTypeType0(StrEnum):
    SCORE_DROP = "score_drop"

    def __str__(self) -> str:
        return str(self.value)
