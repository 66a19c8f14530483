from enum import StrEnum


class ListAccountActivityResponse200ActivityItemActorType2(StrEnum):
    JWT = "jwt"

    def __str__(self) -> str:
        return str(self.value)
