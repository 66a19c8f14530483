from enum import StrEnum


class ListAccountActivityResponse200ActivityItemActorType6(StrEnum):
    PUBLIC = "public"

    def __str__(self) -> str:
        return str(self.value)
