from enum import StrEnum


class LogInResponse200TokenType(StrEnum):
    BEARER = "bearer"

    def __str__(self) -> str:
        return str(self.value)
