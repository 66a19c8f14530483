from enum import StrEnum


class ListAccountActivityResponse200ActivityItemTypeType15(StrEnum):
    BRANDING_UPDATED = "branding.updated"

    def __str__(self) -> str:
        return str(self.value)
