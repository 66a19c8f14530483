from enum import StrEnum


class GetScanJobResponse200Source(StrEnum):
    API = "api"
    BATCH = "batch"
    DASHBOARD = "dashboard"
    MONITOR = "monitor"
    PUBLIC = "public"

    def __str__(self) -> str:
        return str(self.value)
