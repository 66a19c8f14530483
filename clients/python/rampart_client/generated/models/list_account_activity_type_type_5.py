from enum import StrEnum


class ListAccountActivityTypeType5(StrEnum):
    AUTH_PASSWORD_CHANGED = "auth.password_changed"

    def __str__(self) -> str:
        return str(self.value)
