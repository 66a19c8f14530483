from enum import StrEnum


class ApplyBulkDomainActionBodyAction(StrEnum):
    ADD_TAGS = "add_tags"
    ASSIGN_CLIENT = "assign_client"
    REMOVE = "remove"
    REMOVE_TAGS = "remove_tags"
    SET_FREQUENCY = "set_frequency"

    def __str__(self) -> str:
        return str(self.value)
