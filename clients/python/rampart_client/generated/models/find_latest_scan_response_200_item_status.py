from enum import StrEnum


class FindLatestScanResponse200ItemStatus(StrEnum):
    COMPLETED = "completed"
    FAILED = "failed"
    QUEUED = "queued"
    RUNNING = "running"

    def __str__(self) -> str:
        return str(self.value)
