from enum import StrEnum


class GetLivenessResponse200Status(StrEnum):
    ALIVE = "alive"

    def __str__(self) -> str:
        return str(self.value)
