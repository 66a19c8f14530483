from enum import StrEnum


class ListAccountActivityTypeType4(StrEnum):
    AUTH_PASSWORD_RESET = "auth.password_reset"

    def __str__(self) -> str:
        return str(self.value)
