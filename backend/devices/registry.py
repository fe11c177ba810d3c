"""Hooks of the command channel for the areas (and modules) that send commands.

`on_ack(kind, handler)`: `handler(command)` runs when a device acknowledges a command of that kind, inside the
ack's transaction, after the command's status, result and error are saved (printing marks its job printed or
failed, signage records what a screen shows). Registered from the AppConfig.ready() of the area that sends them.
"""

from collections.abc import Callable

AckHandler = Callable[[object], None]

_ACK_HANDLERS: dict[str, list[AckHandler]] = {}


def on_ack(kind: str, handler: AckHandler) -> None:
    handlers = _ACK_HANDLERS.setdefault(kind, [])
    if handler not in handlers:
        handlers.append(handler)


def ack_handlers(kind: str) -> list[AckHandler]:
    return list(_ACK_HANDLERS.get(kind, ()))
