from enum import StrEnum


class AddMonitoredDomainResponse200VerificationMethod(StrEnum):
    DNS = "dns"
    FILE = "file"

    def __str__(self) -> str:
        return str(self.value)
