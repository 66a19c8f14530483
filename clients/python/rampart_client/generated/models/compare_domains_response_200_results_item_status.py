from enum import StrEnum


class CompareDomainsResponse200ResultsItemStatus(StrEnum):
    COMPLETED = "completed"
    FAILED = "failed"

    def __str__(self) -> str:
        return str(self.value)
