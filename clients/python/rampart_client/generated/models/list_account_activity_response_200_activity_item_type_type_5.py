from enum import StrEnum


class ListAccountActivityResponse200ActivityItemTypeType5(StrEnum):
    AUTH_PASSWORD_CHANGED = "auth.password_changed"

    def __str__(self) -> str:
        return str(self.value)
