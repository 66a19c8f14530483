from enum import StrEnum


class MarkAllAlertsReadAlertTypeType4(StrEnum):
    CONFIG_CHANGE = "config_change"

    def __str__(self) -> str:
        return str(self.value)
