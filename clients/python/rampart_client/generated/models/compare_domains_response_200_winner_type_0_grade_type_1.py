from enum import StrEnum


class CompareDomainsResponse200WinnerType0GradeType1(StrEnum):
    A = "A"
    B = "B"
    C = "C"
    D = "D"
    F = "F"

    def __str__(self) -> str:
        return str(self.value)
