from enum import StrEnum


class ListAccountActivityTypeType19(StrEnum):
    DOMAIN_BULK_UPDATED = "domain.bulk_updated"

    def __str__(self) -> str:
        return str(self.value)
