from enum import StrEnum


class VerifyReportResponse200Type1Kind(StrEnum):
    CLIENT_REPORT = "client_report"

    def __str__(self) -> str:
        return str(self.value)
