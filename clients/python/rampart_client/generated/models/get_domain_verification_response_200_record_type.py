from enum import StrEnum


class GetDomainVerificationResponse200RecordType(StrEnum):
    TXT = "TXT"

    def __str__(self) -> str:
        return str(self.value)
