from enum import StrEnum


class ListAccountActivityTypeType1(StrEnum):
    AUTH_SIGN_IN = "auth.sign_in"

    def __str__(self) -> str:
        return str(self.value)
