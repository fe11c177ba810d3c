"""Refusals of the devices area: the API answers with the status, the German text and the code."""

from . import messages


class DeviceError(Exception):
    """A refused device action: 409 unless told otherwise."""

    status = 409

    def __init__(self, message: str, code: str, status: int | None = None, field: str | None = None):
        super().__init__(message)
        self.message = message
        self.code = code
        self.field = field
        if status is not None:
            self.status = status


class InvalidCode(DeviceError):
    """The pairing code is unknown, used or expired (400 on `code`)."""

    status = 400

    def __init__(self):
        super().__init__(messages.CODE_INVALID, "invalid_code", field="code")


class Unconfirmed(DeviceError):
    """The device did not confirm a command in time (409 device_unconfirmed; the command is then expired)."""

    def __init__(self, message: str):
        super().__init__(message, "device_unconfirmed")
