from enum import StrEnum


class SetBadgePublishedResponse200VerificationMethodType2Type1(StrEnum):
    DNS = "dns"
    FILE = "file"

    def __str__(self) -> str:
        return str(self.value)
