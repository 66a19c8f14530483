from enum import StrEnum


class ImportMonitoredDomainsResponse202Status(StrEnum):
    COMPLETED = "completed"
    RUNNING = "running"

    def __str__(self) -> str:
        return str(self.value)
