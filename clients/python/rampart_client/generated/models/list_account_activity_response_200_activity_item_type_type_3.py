from enum import StrEnum


class ListAccountActivityResponse200ActivityItemTypeType3(StrEnum):
    AUTH_API_KEY_ROTATED = "auth.api_key_rotated"

    def __str__(self) -> str:
        return str(self.value)
