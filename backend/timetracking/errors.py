"""The refusals of time tracking: the view answers 409 (or the given status) with the German text and the code."""

from . import messages


class TimeTrackingError(Exception):
    status = 409

    def __init__(self, message: str, code: str):
        super().__init__(message)
        self.message = message
        self.code = code


class TerminalRefusal(Exception):
    """A terminal login or session refused: 403, or 429 with `wait`, the seconds until the next try."""

    def __init__(self, message: str, code: str, status: int, wait: int | None = None):
        super().__init__(message)
        self.message = message
        self.code = code
        self.status = status
        self.wait = wait


def refused(action_text: str, reason: str, code: str) -> TimeTrackingError:
    """'Aktivität konnte nicht gestartet werden. Es läuft bereits eine Aktivität.'"""
    return TimeTrackingError(f"{action_text} {reason}", code)


ACTION_TEXTS = {
    "start": messages.START_FAILED,
    "end": messages.END_FAILED,
    "pause": messages.PAUSE_FAILED,
    "resume": messages.RESUME_FAILED,
}
