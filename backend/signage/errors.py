"""Refusals of digital signage: the API answers with the status, the German text (messages.py) and the code."""


class SignageError(Exception):
    """A refused signage action: 409 unless told otherwise; `field` names the input it is about."""

    status = 409

    def __init__(self, message: str, code: str, status: int | None = None, field: str | None = None):
        super().__init__(message)
        self.message = message
        self.code = code
        self.field = field
        if status is not None:
            self.status = status
