from enum import StrEnum


class ListAccountActivityResponse200ActivityItemTypeType19(StrEnum):
    DOMAIN_BULK_UPDATED = "domain.bulk_updated"

    def __str__(self) -> str:
        return str(self.value)
