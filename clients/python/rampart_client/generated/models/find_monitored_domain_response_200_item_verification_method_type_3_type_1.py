from enum import StrEnum


class FindMonitoredDomainResponse200ItemVerificationMethodType3Type1(StrEnum):
    DNS = "dns"
    FILE = "file"

    def __str__(self) -> str:
        return str(self.value)
