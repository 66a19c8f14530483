from enum import StrEnum


class MarkAllAlertsReadAlertTypeType3(StrEnum):
    CERT_EXPIRING_SOON = "cert_expiring_soon"

    def __str__(self) -> str:
        return str(self.value)
