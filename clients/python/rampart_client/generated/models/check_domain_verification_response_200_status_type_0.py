from enum import StrEnum


class CheckDomainVerificationResponse200StatusType0(StrEnum):
    VERIFIED = "verified"

    def __str__(self) -> str:
        return str(self.value)
