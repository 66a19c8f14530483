from enum import StrEnum


class RunFreeScanResponse200ModulesItemStatus(StrEnum):
    COMPLETED = "completed"
    ERROR = "error"
    TIMEOUT = "timeout"

    def __str__(self) -> str:
        return str(self.value)
