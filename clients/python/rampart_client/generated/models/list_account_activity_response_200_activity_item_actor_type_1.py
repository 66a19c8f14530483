from enum import StrEnum


class ListAccountActivityResponse200ActivityItemActorType1(StrEnum):
    SESSION = "session"

    def __str__(self) -> str:
        return str(self.value)
