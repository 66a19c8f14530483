from enum import StrEnum


class GetHealthResponse200Engine(StrEnum):
    EMBEDDED = "embedded"
    TEMPORAL = "temporal"

    def __str__(self) -> str:
        return str(self.value)
