"""Refusals of the AI content functions: the API answers with the status, the German text and the code."""


class AiRefused(Exception):
    """Refused before anything is asked of the provider (off, not allowed, over a limit)."""

    status = 409

    def __init__(self, message: str, code: str, status: int | None = None, wait: int | None = None):
        super().__init__(message)
        self.message = message
        self.code = code
        self.wait = wait
        if status is not None:
            self.status = status


class ProviderError(Exception):
    """The provider failed (timeout, 429, 5xx, unreadable answer): `message` is the German text for the person."""

    def __init__(self, message: str, code: str):
        super().__init__(message)
        self.message = message
        self.code = code
