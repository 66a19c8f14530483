from enum import StrEnum


class VerifyReportResponse200Type1SignatureAlgorithm(StrEnum):
    ED25519 = "Ed25519"

    def __str__(self) -> str:
        return str(self.value)
