from enum import IntEnum


class LogInResponse200ExpiresIn(IntEnum):
    VALUE_86400 = 86400

    def __str__(self) -> str:
        return str(self.value)
