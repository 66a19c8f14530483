from enum import StrEnum


class ListAccountActivityTypeType13(StrEnum):
    HOOK_RESUMED = "hook.resumed"

    def __str__(self) -> str:
        return str(self.value)
