from enum import StrEnum


class ListAlertsAlertTypeType4(StrEnum):
    CONFIG_CHANGE = "config_change"

    def __str__(self) -> str:
        return str(self.value)
