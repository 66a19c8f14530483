from enum import StrEnum


class ListAccountActivityTypeType17(StrEnum):
    DOMAIN_IMPORT_STARTED = "domain.import_started"

    def __str__(self) -> str:
        return str(self.value)
