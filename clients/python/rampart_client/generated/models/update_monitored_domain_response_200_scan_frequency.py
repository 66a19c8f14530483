from enum import StrEnum


class UpdateMonitoredDomainResponse200ScanFrequency(StrEnum):
    DAILY = "daily"
    HOURLY = "hourly"
    WEEKLY = "weekly"

    def __str__(self) -> str:
        return str(self.value)
