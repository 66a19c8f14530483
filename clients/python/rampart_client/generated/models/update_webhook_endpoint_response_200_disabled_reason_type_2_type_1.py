from enum import StrEnum


class UpdateWebhookEndpointResponse200DisabledReasonType2Type1(StrEnum):
    ACCOUNT_DELETED = "account_deleted"
    ACCOUNT_RECOVERY = "account_recovery"
    CLIENT_REMOVED = "client_removed"
    CONSECUTIVE_FAILURES = "consecutive_failures"

    def __str__(self) -> str:
        return str(self.value)
