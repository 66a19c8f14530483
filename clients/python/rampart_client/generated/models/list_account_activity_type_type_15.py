from enum import StrEnum


class ListAccountActivityTypeType15(StrEnum):
    DOMAIN_UPDATED = "domain.updated"

    def __str__(self) -> str:
        return str(self.value)
