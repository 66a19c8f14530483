from enum import StrEnum


class ListAccountActivityResponse200ActivityItemActorType4(StrEnum):
    PROCESSOR = "processor"

    def __str__(self) -> str:
        return str(self.value)
