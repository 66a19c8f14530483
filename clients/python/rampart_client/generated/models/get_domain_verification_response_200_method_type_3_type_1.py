from enum import StrEnum


class GetDomainVerificationResponse200MethodType3Type1(StrEnum):
    DNS = "dns"
    FILE = "file"

    def __str__(self) -> str:
        return str(self.value)
