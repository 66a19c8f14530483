from enum import StrEnum


class ExportPortfolioDomainsFormat(StrEnum):
    CSV = "csv"
    JSON = "json"

    def __str__(self) -> str:
        return str(self.value)
