from enum import StrEnum


class FindMonitoredDomainResponse200ItemVerificationMethodType1(StrEnum):
    DNS = "dns"
    FILE = "file"

    def __str__(self) -> str:
        return str(self.value)
