from enum import StrEnum


class ListMonitoredDomainsResponse200DomainsItemScanFrequency(StrEnum):
    DAILY = "daily"
    HOURLY = "hourly"
    WEEKLY = "weekly"

    def __str__(self) -> str:
        return str(self.value)
