from enum import StrEnum


class GetDomainImportResponse200ResultsItemStatus(StrEnum):
    ADDED = "added"
    ERROR = "error"
    VALID = "valid"

    def __str__(self) -> str:
        return str(self.value)
