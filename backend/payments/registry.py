"""Listeners to payment status changes: the area that owns the thing paid for subscribes here.

A listener runs inside the transaction that changed the payment, with the payment row locked, so it
can lock and change its own rows in the same transaction (ordering locks the order). It must put its
side effects (mail, SMS) behind transaction.on_commit.
"""

from collections.abc import Callable

Listener = Callable[["object", str], None]
_listeners: list[Listener] = []


def on_status_change(listener: Listener) -> Listener:
    """Register `listener(payment, previous_status)`; registering twice keeps one."""
    if listener not in _listeners:
        _listeners.append(listener)
    return listener


def notify(payment, previous_status: str) -> None:
    for listener in _listeners:
        listener(payment, previous_status)
