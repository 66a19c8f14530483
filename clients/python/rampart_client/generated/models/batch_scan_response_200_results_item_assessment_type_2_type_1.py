from enum import StrEnum


class BatchScanResponse200ResultsItemAssessmentType2Type1(StrEnum):
    FULL = "full"
    INSUFFICIENT = "insufficient"
    NONE = "none"
    PARTIAL = "partial"

    def __str__(self) -> str:
        return str(self.value)
