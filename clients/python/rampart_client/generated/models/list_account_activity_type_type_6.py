from enum import StrEnum


class ListAccountActivityTypeType6(StrEnum):
    AUTH_EMAIL_VERIFIED = "auth.email_verified"

    def __str__(self) -> str:
        return str(self.value)
