from enum import StrEnum


class GetHealthResponse200Database(StrEnum):
    OK = "ok"

    def __str__(self) -> str:
        return str(self.value)
