"""Listeners to an order's contact (e-mail, phone, name), the QR codes an order may name, the orders to print
and the printers the boards show: the areas above ordering subscribe here.

crm keeps its customers from orders this way without ordering knowing crm. A listener is called with
the order's id after the transaction that placed the order (or changed its contact) has committed, as an
effect stored with that transaction (core.tasks.enqueue): a crash right after the commit delays it, never
loses it. Listeners may be called twice for one change and must keep the same result.
"""

from collections.abc import Callable
from typing import NamedTuple

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


# devices (above ordering) prints orders: a new order (paid at the branch: cash, card, invoice), an online order
# once it is paid, and a staff member's 'Drucken'. A listener is called INSIDE the transaction that placed the
# order, recorded its payment or asked for the print, so its jobs commit (or roll back) with that change; it
# delivers them after commit itself (core.tasks.enqueue). Called twice for one reason, it creates nothing new.
class PrintReason:
    NEW = "new"
    PAID = "paid"
    MANUAL = "manual"


# listener(order, reason, actor) -> the jobs it made, as JSON values (api.serializers.PrintJobSummarySerializer)
PrintListener = Callable[[object, str, object], list[dict]]
_print_listeners: list[PrintListener] = []


def on_print(listener: PrintListener) -> PrintListener:
    """Register `listener(order, reason, actor)`; registering twice keeps one."""
    if listener not in _print_listeners:
        _print_listeners.append(listener)
    return listener


def order_to_print(order, reason: str, actor=None) -> list[dict]:
    """Inside the change's transaction: the order is to be printed for `reason`; the jobs the listeners made."""
    jobs: list[dict] = []
    for listener in _print_listeners:
        jobs += listener(order, reason, actor)
    return jobs


# devices tells the order boards whether the branch's printers are online ('Drucker offline'). `stamp(branch)`:
# query expressions (Subquery of OuterRef("pk") of a Branch row) the board's ETag query adds, so a printer going
# offline or coming back changes the ETag within that one query; `printers(branch_id)`: [{name, online}].
class BoardPrinters(NamedTuple):
    stamp: Callable[[], dict]
    printers: Callable[[int], list[dict]]


_board_printers: list[BoardPrinters] = []


def on_board_printers(stamp: Callable[[], dict], printers: Callable[[int], list[dict]]) -> None:
    """Register the board's printer reads (see BoardPrinters); registering twice keeps one."""
    entry = BoardPrinters(stamp, printers)
    if entry not in _board_printers:
        _board_printers.append(entry)


def board_printer_stamp() -> dict:
    """Annotations for the board's ETag query (a Branch queryset): every registered stamp."""
    annotations: dict = {}
    for index, entry in enumerate(_board_printers):
        annotations |= {f"printers_{index}_{name}": value for name, value in entry.stamp().items()}
    return annotations


def board_printers(branch_id: int) -> list[dict]:
    """The branch's printers as the boards show them: [{name, online}]."""
    return [printer for entry in _board_printers for printer in entry.printers(branch_id)]
