from enum import StrEnum


class SetClientAlertPreferencesResponse200SourceType0(StrEnum):
    CLIENT = "client"

    def __str__(self) -> str:
        return str(self.value)
