from enum import StrEnum


class SetClientReportSettingsBodyFrequency(StrEnum):
    MONTHLY = "monthly"
    OFF = "off"
    WEEKLY = "weekly"

    def __str__(self) -> str:
        return str(self.value)
