from enum import StrEnum


class ListAccountActivityResponse200ActivityItemActorType3(StrEnum):
    ADMIN = "admin"

    def __str__(self) -> str:
        return str(self.value)
