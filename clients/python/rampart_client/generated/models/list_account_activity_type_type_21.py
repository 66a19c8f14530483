from enum import StrEnum


class ListAccountActivityTypeType21(StrEnum):
    DOMAIN_OWNERSHIP_LOST = "domain.ownership_lost"

    def __str__(self) -> str:
        return str(self.value)
