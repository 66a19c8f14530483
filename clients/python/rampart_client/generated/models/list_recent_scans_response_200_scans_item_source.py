from enum import StrEnum


class ListRecentScansResponse200ScansItemSource(StrEnum):
    API = "api"
    BATCH = "batch"
    DASHBOARD = "dashboard"
    MONITOR = "monitor"
    PUBLIC = "public"

    def __str__(self) -> str:
        return str(self.value)
