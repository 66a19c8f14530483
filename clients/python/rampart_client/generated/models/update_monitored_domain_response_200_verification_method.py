from enum import StrEnum


class UpdateMonitoredDomainResponse200VerificationMethod(StrEnum):
    DNS = "dns"
    FILE = "file"

    def __str__(self) -> str:
        return str(self.value)
