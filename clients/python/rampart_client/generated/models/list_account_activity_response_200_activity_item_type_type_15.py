from enum import StrEnum


class ListAccountActivityResponse200ActivityItemTypeType15(StrEnum):
    DOMAIN_UPDATED = "domain.updated"

    def __str__(self) -> str:
        return str(self.value)
