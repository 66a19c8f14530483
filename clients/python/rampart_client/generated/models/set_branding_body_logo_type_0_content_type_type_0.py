from enum import StrEnum


class SetBrandingBodyLogoType0ContentTypeType0(StrEnum):
    IMAGEPNG = "image/png"

    def __str__(self) -> str:
        return str(self.value)
