from enum import StrEnum


class ListAccountActivityResponse200ActivityItemTypeType20(StrEnum):
    DOMAIN_OWNERSHIP_VERIFIED = "domain.ownership_verified"

    def __str__(self) -> str:
        return str(self.value)
