from enum import StrEnum


class ListAccountActivityTypeType23(StrEnum):
    BRANDING_REMOVED = "branding.removed"

    def __str__(self) -> str:
        return str(self.value)
