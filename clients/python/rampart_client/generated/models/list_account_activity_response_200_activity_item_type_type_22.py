from enum import StrEnum


class ListAccountActivityResponse200ActivityItemTypeType22(StrEnum):
    BRANDING_UPDATED = "branding.updated"

    def __str__(self) -> str:
        return str(self.value)
