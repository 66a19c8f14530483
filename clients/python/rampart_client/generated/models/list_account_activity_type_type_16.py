from enum import StrEnum


class ListAccountActivityTypeType16(StrEnum):
    DOMAIN_REMOVED = "domain.removed"

    def __str__(self) -> str:
        return str(self.value)
