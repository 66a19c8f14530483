from enum import StrEnum


class BatchScanResponse200ResultsItemRiskLevelType2Type1(StrEnum):
    CRITICAL = "critical"
    HIGH = "high"
    LOW = "low"
    MEDIUM = "medium"

    def __str__(self) -> str:
        return str(self.value)
