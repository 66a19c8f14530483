from enum import StrEnum


class ListHooksResponse200ItemDisabledReasonType3Type1(StrEnum):
    ACCOUNT_RECOVERY = "account_recovery"
    CONSECUTIVE_FAILURES = "consecutive_failures"
    PLAN_DOWNGRADE = "plan_downgrade"
    TARGET_GONE = "target_gone"

    def __str__(self) -> str:
        return str(self.value)
