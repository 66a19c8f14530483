from enum import StrEnum


class ListAccountActivityResponse200ActivityItemTypeType11(StrEnum):
    HOOK_UNSUBSCRIBED = "hook.unsubscribed"

    def __str__(self) -> str:
        return str(self.value)
