from enum import StrEnum


class ListAccountActivityResponse200ActivityItemActorType0(StrEnum):
    API_KEY = "api_key"

    def __str__(self) -> str:
        return str(self.value)
