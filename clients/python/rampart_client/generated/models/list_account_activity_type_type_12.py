from enum import StrEnum


class ListAccountActivityTypeType12(StrEnum):
    HOOK_PAUSED = "hook.paused"

    def __str__(self) -> str:
        return str(self.value)
