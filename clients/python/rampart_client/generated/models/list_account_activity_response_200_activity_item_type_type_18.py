from enum import StrEnum


class ListAccountActivityResponse200ActivityItemTypeType18(StrEnum):
    BRANDING_UPDATED = "branding.updated"

    def __str__(self) -> str:
        return str(self.value)
