from enum import StrEnum


class ListAccountActivityResponse200ActivityItemTypeType1(StrEnum):
    AUTH_SIGN_IN = "auth.sign_in"

    def __str__(self) -> str:
        return str(self.value)
