from enum import StrEnum


class ImportMonitoredDomainsResponse202ResultsItemStatus(StrEnum):
    ADDED = "added"
    ERROR = "error"
    VALID = "valid"

    def __str__(self) -> str:
        return str(self.value)
