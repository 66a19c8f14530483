from enum import StrEnum


class GetHealthResponse200TemporalServer(StrEnum):
    OK = "ok"

    def __str__(self) -> str:
        return str(self.value)
