from enum import StrEnum


class ListAccountActivityTypeType14(StrEnum):
    DOMAIN_ADDED = "domain.added"

    def __str__(self) -> str:
        return str(self.value)
