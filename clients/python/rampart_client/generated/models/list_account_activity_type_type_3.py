from enum import StrEnum


class ListAccountActivityTypeType3(StrEnum):
    AUTH_API_KEY_ROTATED = "auth.api_key_rotated"

    def __str__(self) -> str:
        return str(self.value)
