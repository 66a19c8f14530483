from enum import StrEnum


class FinishGoogleSignInResponse200TokenType(StrEnum):
    BEARER = "bearer"

    def __str__(self) -> str:
        return str(self.value)
