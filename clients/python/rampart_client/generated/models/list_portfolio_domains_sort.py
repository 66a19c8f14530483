from enum import StrEnum


class ListPortfolioDomainsSort(StrEnum):
    DOMAIN = "domain"
    GRADE = "grade"
    LAST_SCAN = "last_scan"
    OPEN_ALERTS = "open_alerts"
    SCORE = "score"
    TREND = "trend"

    def __str__(self) -> str:
        return str(self.value)
