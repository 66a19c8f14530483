from enum import StrEnum


class ListAccountActivityResponse200ActivityItemTypeType21(StrEnum):
    BILLING_SUBSCRIPTION_CHANGED = "billing.subscription_changed"

    def __str__(self) -> str:
        return str(self.value)
