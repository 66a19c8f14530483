from enum import StrEnum


class ListAccountActivityResponse200ActivityItemTypeType14(StrEnum):
    DOMAIN_ADDED = "domain.added"

    def __str__(self) -> str:
        return str(self.value)
