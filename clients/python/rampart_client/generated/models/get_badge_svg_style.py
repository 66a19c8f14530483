from enum import StrEnum


class GetBadgeSvgStyle(StrEnum):
    FLAT = "flat"
    PLASTIC = "plastic"

    def __str__(self) -> str:
        return str(self.value)
