from enum import StrEnum


class ListAccountActivityTypeType22(StrEnum):
    BRANDING_UPDATED = "branding.updated"

    def __str__(self) -> str:
        return str(self.value)
