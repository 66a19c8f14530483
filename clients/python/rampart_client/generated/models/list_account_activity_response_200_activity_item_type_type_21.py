from enum import StrEnum


class ListAccountActivityResponse200ActivityItemTypeType21(StrEnum):
    DOMAIN_OWNERSHIP_LOST = "domain.ownership_lost"

    def __str__(self) -> str:
        return str(self.value)
