from enum import StrEnum


class ListAccountActivityTypeType18(StrEnum):
    BRANDING_UPDATED = "branding.updated"

    def __str__(self) -> str:
        return str(self.value)
