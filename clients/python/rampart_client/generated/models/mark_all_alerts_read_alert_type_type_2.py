from enum import StrEnum


class MarkAllAlertsReadAlertTypeType2(StrEnum):
    CERT_EXPIRED = "cert_expired"

    def __str__(self) -> str:
        return str(self.value)
