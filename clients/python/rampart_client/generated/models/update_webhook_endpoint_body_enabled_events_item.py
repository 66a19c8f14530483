from enum import StrEnum


class UpdateWebhookEndpointBodyEnabledEventsItem(StrEnum):
    ALERT_TRIGGERED = "alert.triggered"
    DOMAIN_ADDED = "domain.added"
    DOMAIN_REMOVED = "domain.removed"
    SCAN_COMPLETED = "scan.completed"
    SCORE_CHANGED = "score.changed"

    def __str__(self) -> str:
        return str(self.value)
