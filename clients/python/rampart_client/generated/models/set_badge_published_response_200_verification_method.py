from enum import StrEnum


class SetBadgePublishedResponse200VerificationMethod(StrEnum):
    DNS = "dns"
    FILE = "file"

    def __str__(self) -> str:
        return str(self.value)
