from enum import StrEnum


class ListAccountActivityResponse200ActivityItemTypeType23(StrEnum):
    BRANDING_REMOVED = "branding.removed"

    def __str__(self) -> str:
        return str(self.value)
