from enum import StrEnum


class FindLatestScanResponse200ItemSource(StrEnum):
    API = "api"
    BATCH = "batch"
    DASHBOARD = "dashboard"
    MONITOR = "monitor"
    PUBLIC = "public"

    def __str__(self) -> str:
        return str(self.value)
