"""A refused step of time tracking: the view answers 409 (or the given status) with the German text."""

from . import messages


class TimeTrackingError(Exception):
    status = 409

    def __init__(self, message: str, code: str):
        super().__init__(message)
        self.message = message
        self.code = code


def refused(action_text: str, reason: str, code: str) -> TimeTrackingError:
    """'Aktivität konnte nicht gestartet werden. Es läuft bereits eine Aktivität.'"""
    return TimeTrackingError(f"{action_text} {reason}", code)


ACTION_TEXTS = {
    "start": messages.START_FAILED,
    "end": messages.END_FAILED,
    "pause": messages.PAUSE_FAILED,
    "resume": messages.RESUME_FAILED,
}
