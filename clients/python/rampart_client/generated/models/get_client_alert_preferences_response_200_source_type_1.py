from enum import StrEnum


class GetClientAlertPreferencesResponse200SourceType1(StrEnum):
    ACCOUNT = "account"

    def __str__(self) -> str:
        return str(self.value)
