from enum import StrEnum


class ListAccountActivityTypeType10(StrEnum):
    HOOK_SUBSCRIBED = "hook.subscribed"

    def __str__(self) -> str:
        return str(self.value)
