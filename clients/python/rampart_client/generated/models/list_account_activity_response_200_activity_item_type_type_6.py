from enum import StrEnum


class ListAccountActivityResponse200ActivityItemTypeType6(StrEnum):
    AUTH_EMAIL_VERIFIED = "auth.email_verified"

    def __str__(self) -> str:
        return str(self.value)
