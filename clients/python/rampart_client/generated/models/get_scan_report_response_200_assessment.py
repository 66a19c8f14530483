from enum import StrEnum


class GetScanReportResponse200Assessment(StrEnum):
    FULL = "full"
    INSUFFICIENT = "insufficient"
    NONE = "none"
    PARTIAL = "partial"

    def __str__(self) -> str:
        return str(self.value)
