from enum import StrEnum


class ListAccountActivityResponse200ActivityItemTypeType13(StrEnum):
    HOOK_RESUMED = "hook.resumed"

    def __str__(self) -> str:
        return str(self.value)
