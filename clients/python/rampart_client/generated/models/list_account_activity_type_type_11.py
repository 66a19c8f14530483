from enum import StrEnum


class ListAccountActivityTypeType11(StrEnum):
    HOOK_UNSUBSCRIBED = "hook.unsubscribed"

    def __str__(self) -> str:
        return str(self.value)
