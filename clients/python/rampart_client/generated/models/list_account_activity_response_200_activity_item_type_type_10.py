from enum import StrEnum


class ListAccountActivityResponse200ActivityItemTypeType10(StrEnum):
    HOOK_SUBSCRIBED = "hook.subscribed"

    def __str__(self) -> str:
        return str(self.value)
