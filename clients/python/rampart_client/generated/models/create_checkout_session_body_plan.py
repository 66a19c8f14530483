from enum import StrEnum


class CreateCheckoutSessionBodyPlan(StrEnum):
    ENTERPRISE = "enterprise"
    FREE = "free"
    MSP = "msp"
    PROFESSIONAL = "professional"
    STARTER = "starter"

    def __str__(self) -> str:
        return str(self.value)
