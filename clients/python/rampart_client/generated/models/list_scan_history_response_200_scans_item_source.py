from enum import StrEnum


class ListScanHistoryResponse200ScansItemSource(StrEnum):
    API = "api"
    BATCH = "batch"
    DASHBOARD = "dashboard"
    MONITOR = "monitor"
    PUBLIC = "public"

    def __str__(self) -> str:
        return str(self.value)
