from enum import StrEnum


class UpdateMonitoredDomainResponse200VerificationMethodType2Type1(StrEnum):
    DNS = "dns"
    FILE = "file"

    def __str__(self) -> str:
        return str(self.value)
