from enum import StrEnum


class ListAccountActivityResponse200ActivityItemTypeType0(StrEnum):
    ACCOUNT_CREATED = "account.created"

    def __str__(self) -> str:
        return str(self.value)
