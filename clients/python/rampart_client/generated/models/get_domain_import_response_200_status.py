from enum import StrEnum


class GetDomainImportResponse200Status(StrEnum):
    COMPLETED = "completed"
    RUNNING = "running"

    def __str__(self) -> str:
        return str(self.value)
