from enum import StrEnum


class AddMonitoredDomainResponse200ScanFrequency(StrEnum):
    DAILY = "daily"
    HOURLY = "hourly"
    WEEKLY = "weekly"

    def __str__(self) -> str:
        return str(self.value)
