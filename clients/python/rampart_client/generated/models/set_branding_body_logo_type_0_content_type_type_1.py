from enum import StrEnum


class SetBrandingBodyLogoType0ContentTypeType1(StrEnum):
    IMAGESVGXML = "image/svg+xml"

    def __str__(self) -> str:
        return str(self.value)
