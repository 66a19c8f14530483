from enum import StrEnum


class BatchScanResponse200SortBy(StrEnum):
    DOMAIN = "domain"
    RISK = "risk"
    SCORE = "score"

    def __str__(self) -> str:
        return str(self.value)
