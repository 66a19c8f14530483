from enum import StrEnum


class CheckDomainVerificationResponse200StatusType1(StrEnum):
    UNVERIFIED = "unverified"

    def __str__(self) -> str:
        return str(self.value)
