from enum import StrEnum


class ResetClientAlertPreferencesResponse200SourceType0(StrEnum):
    CLIENT = "client"

    def __str__(self) -> str:
        return str(self.value)
