from enum import StrEnum


class ConfirmPasswordResetResponse200TokenType(StrEnum):
    BEARER = "bearer"

    def __str__(self) -> str:
        return str(self.value)
