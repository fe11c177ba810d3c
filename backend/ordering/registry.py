"""Listeners to an order's contact (e-mail, phone, name), and the QR codes an order may name: the areas
above ordering subscribe here.

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


# analytics (above ordering) tells whether a QR code's path exists: an order's origin names only known codes
QrCodeLookup = Callable[[str], bool]
_qr_code_lookups: list[QrCodeLookup] = []


def on_qr_code_lookup(lookup: QrCodeLookup) -> QrCodeLookup:
    """Register `lookup(path) -> bool`; registering twice keeps one."""
    if lookup not in _qr_code_lookups:
        _qr_code_lookups.append(lookup)
    return lookup


def is_known_qr_code(path: str) -> bool:
    return any(lookup(path) for lookup in _qr_code_lookups)
