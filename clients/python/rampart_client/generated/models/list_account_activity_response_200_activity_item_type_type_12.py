from enum import StrEnum


class ListAccountActivityResponse200ActivityItemTypeType12(StrEnum):
    HOOK_PAUSED = "hook.paused"

    def __str__(self) -> str:
        return str(self.value)
