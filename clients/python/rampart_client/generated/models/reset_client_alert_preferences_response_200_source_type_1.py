from enum import StrEnum


class ResetClientAlertPreferencesResponse200SourceType1(StrEnum):
    ACCOUNT = "account"

    def __str__(self) -> str:
        return str(self.value)
