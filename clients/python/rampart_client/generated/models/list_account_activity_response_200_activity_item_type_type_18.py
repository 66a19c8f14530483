from enum import StrEnum


class ListAccountActivityResponse200ActivityItemTypeType18(StrEnum):
    DOMAIN_IMPORT_FINISHED = "domain.import_finished"

    def __str__(self) -> str:
        return str(self.value)
