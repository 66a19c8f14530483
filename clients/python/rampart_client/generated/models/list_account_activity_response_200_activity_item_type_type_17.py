from enum import StrEnum


class ListAccountActivityResponse200ActivityItemTypeType17(StrEnum):
    DOMAIN_IMPORT_STARTED = "domain.import_started"

    def __str__(self) -> str:
        return str(self.value)
