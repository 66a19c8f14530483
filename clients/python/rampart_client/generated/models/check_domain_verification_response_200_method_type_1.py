from enum import StrEnum


class CheckDomainVerificationResponse200MethodType1(StrEnum):
    DNS = "dns"
    FILE = "file"

    def __str__(self) -> str:
        return str(self.value)
