from enum import StrEnum


class ListAccountActivityResponse200ActivityItemTypeType16(StrEnum):
    DOMAIN_REMOVED = "domain.removed"

    def __str__(self) -> str:
        return str(self.value)
