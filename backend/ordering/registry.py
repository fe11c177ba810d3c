"""Listeners to an order's contact (e-mail, phone, name): the areas above ordering subscribe here.

crm keeps its customers from orders this way without ordering knowing crm. A listener is called with
the order's id after the transaction that placed the order (or changed its contact) has committed, as an
effect stored with that transaction (core.tasks.enqueue): a crash right after the commit delays it, never
loses it. Listeners may be called twice for one change and must keep the same result.
"""

from collections.abc import Callable

from core.tasks import enqueue

ContactListener = Callable[[int], None]
_contact_listeners: list[ContactListener] = []


def on_contact_saved(listener: ContactListener) -> ContactListener:
    """Register `listener(order_id)`; registering twice keeps one."""
    if listener not in _contact_listeners:
        _contact_listeners.append(listener)
    return listener


def contact_saved(order_id: int) -> None:
    """Tell the listeners after commit that the order's contact is new or changed."""
    enqueue(tell_contact_listeners, order_id)


def tell_contact_listeners(order_id: int) -> None:
    for listener in _contact_listeners:
        listener(order_id)
