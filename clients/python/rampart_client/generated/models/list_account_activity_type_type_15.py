from enum import StrEnum


class ListAccountActivityTypeType15(StrEnum):
    BRANDING_UPDATED = "branding.updated"

    def __str__(self) -> str:
        return str(self.value)
