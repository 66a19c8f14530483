from enum import StrEnum


class GetClientReportSettingsResponse200Frequency(StrEnum):
    MONTHLY = "monthly"
    OFF = "off"
    WEEKLY = "weekly"

    def __str__(self) -> str:
        return str(self.value)
