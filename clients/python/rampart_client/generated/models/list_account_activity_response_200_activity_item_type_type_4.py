from enum import StrEnum


class ListAccountActivityResponse200ActivityItemTypeType4(StrEnum):
    AUTH_PASSWORD_RESET = "auth.password_reset"

    def __str__(self) -> str:
        return str(self.value)
