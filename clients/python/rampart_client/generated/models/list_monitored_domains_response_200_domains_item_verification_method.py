from enum import StrEnum


class ListMonitoredDomainsResponse200DomainsItemVerificationMethod(StrEnum):
    DNS = "dns"
    FILE = "file"

    def __str__(self) -> str:
        return str(self.value)
