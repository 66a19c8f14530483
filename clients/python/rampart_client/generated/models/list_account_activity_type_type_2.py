from enum import StrEnum


class ListAccountActivityTypeType2(StrEnum):
    AUTH_SIGN_IN_FAILED = "auth.sign_in_failed"

    def __str__(self) -> str:
        return str(self.value)
