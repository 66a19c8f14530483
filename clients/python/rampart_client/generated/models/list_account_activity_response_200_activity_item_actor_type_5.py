from enum import StrEnum


class ListAccountActivityResponse200ActivityItemActorType5(StrEnum):
    SYSTEM = "system"

    def __str__(self) -> str:
        return str(self.value)
