from enum import StrEnum


class ListAccountActivityResponse200ActivityItemTypeType2(StrEnum):
    AUTH_SIGN_IN_FAILED = "auth.sign_in_failed"

    def __str__(self) -> str:
        return str(self.value)
