from enum import StrEnum


class SetClientReportSettingsResponse200Frequency(StrEnum):
    MONTHLY = "monthly"
    OFF = "off"
    WEEKLY = "weekly"

    def __str__(self) -> str:
        return str(self.value)
