from enum import StrEnum


class ListPortfolioDomainsGrade(StrEnum):
    A = "A"
    B = "B"
    C = "C"
    D = "D"
    F = "F"
    UNSCANNED = "unscanned"

    def __str__(self) -> str:
        return str(self.value)
