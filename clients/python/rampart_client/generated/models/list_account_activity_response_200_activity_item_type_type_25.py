from enum import StrEnum


class ListAccountActivityResponse200ActivityItemTypeType25(StrEnum):
    BILLING_SUBSCRIPTION_CHANGED = "billing.subscription_changed"

    def __str__(self) -> str:
        return str(self.value)
