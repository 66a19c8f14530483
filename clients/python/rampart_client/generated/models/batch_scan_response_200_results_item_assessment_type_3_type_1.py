from enum import StrEnum


class BatchScanResponse200ResultsItemAssessmentType3Type1(StrEnum):
    FULL = "full"
    INSUFFICIENT = "insufficient"
    NONE = "none"
    PARTIAL = "partial"

    def __str__(self) -> str:
        return str(self.value)
