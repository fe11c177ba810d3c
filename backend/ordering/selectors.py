"""Reads of orders shared by the API: reach-scoped staff lists, boards, public access, ETags.

ETag scheme: an ETag is a hash of everything the body depends on, read with ONE indexed query before
any body is built, so an unchanged poll costs a single query and answers 304.
- public status page: the order's uid and updated_at (every change of the order or its items
  touches updated_at), the branch's name and phone (shown on the page), the amount refunded of its online
  payment (the provider confirms a refund after the order's own change) and the config's updated_at
  (disableTickets decides whether the ticket number is shown);
- staff's current orders: count / id sum / latest updated_at of the filtered, reach-scoped set, with the
  user's reach and the query string (one aggregate query);
- boards: the api key row of the branch, count / id sum / latest updated_at of its current orders
  (an order entering the set is newer, one leaving it changes count and sum), the branch's name and
  phone, the config's updated_at and the printers' state (ordering.registry.board_printer_stamp).
"""

import datetime
import hashlib
from typing import NamedTuple

from django.db import connection
from django.db.models import Count, Max, OuterRef, Q, QuerySet, Subquery, Sum
from django.utils import timezone

from core.secrets import secret_matches
from organisation.models import Branch, Config
from organisation.selectors import branch_reach, scope_by_branch

from .models import CURRENT_STATUSES, CounterAppointmentState, Order, OrderItem
from .registry import board_printer_stamp

# an order still new this long after it was due (its appointment, or its creation when asap) is missed
MISSED_AFTER = datetime.timedelta(minutes=15)


def _with_items(queryset: QuerySet) -> QuerySet:
    return queryset.select_related("branch", "payment").prefetch_related("items", "payment__refunds")


def orders_for(user) -> QuerySet:
    """Orders of the branches the user reaches (all for administrators)."""
    return scope_by_branch(_with_items(Order.objects.all()), user)


def current(queryset: QuerySet) -> QuerySet:
    """Not in a final state, newest first."""
    return queryset.filter(status__in=CURRENT_STATUSES).order_by("-created_at", "-id")


def missed(queryset: QuerySet, now: datetime.datetime | None = None) -> QuerySet:
    """Still new (unconfirmed) more than MISSED_AFTER past their due time.

    Due time: a pending counter appointment, else the wished appointment, else (as soon as possible)
    the moment the order was placed, or, paid online, the moment the payment arrived (its last change:
    until it was paid the order was not announced, so nobody could have missed it).
    """
    cutoff = (now or timezone.now()) - MISSED_AFTER
    proposed = Q(counter_appointment_state=CounterAppointmentState.PROPOSED)
    asap_due = Q(appointment_date__isnull=True, created_at__lt=cutoff) & (
        Q(payment__isnull=True) | Q(payment__updated_at__lt=cutoff)
    )
    due = (
        (proposed & Q(counter_appointment__lt=cutoff))
        | (~proposed & Q(appointment_date__lt=cutoff))
        | (~proposed & asap_due)
    )
    return queryset.filter(due, status="new").announced().order_by("-created_at", "-id")


def board_orders(branch_id: int) -> QuerySet:
    """The screens without login see an online order once it is paid (then it is announced)."""
    return current(_with_items(Order.objects.filter(branch_id=branch_id).announced()))


def _config_stamp():
    return Subquery(Config.objects.filter(pk=1).values("updated_at")[:1])


def etag(*parts) -> str:
    digest = hashlib.sha256("|".join(str(part) for part in parts).encode()).hexdigest()[:32]
    return f'W/"{digest}"'


class PublicStamp(NamedTuple):
    pk: int
    hash: str
    etag: str


def _public_stamp_sql() -> str:
    order, branch, config = (model._meta for model in (Order, Branch, Config))
    payment = Order._meta.get_field("payment")
    payments = payment.related_model._meta
    refunded = payments.get_field("amount_refunded").column
    return (
        # identifiers come from the models, never from input; the uid is a bound parameter
        f"SELECT o.{order.pk.column}, o.hash, o.updated_at, b.name, b.phone, p.{refunded},"  # noqa: S608
        f" (SELECT c.updated_at FROM {config.db_table} c WHERE c.{config.pk.column} = 1)"
        f" FROM {order.db_table} o JOIN {branch.db_table} b ON b.{branch.pk.column} = o.branch_id"
        f" LEFT JOIN {payments.db_table} p ON p.{payments.pk.column} = o.{payment.column}"
        " WHERE o.uid = %s"
    )


# Written out once: the status page is polled every 10 seconds by every open page, and building
# the same ORM query again costs more than running it (see `make bench`).
PUBLIC_STAMP_SQL = _public_stamp_sql()


def public_stamp_of(uid: str) -> PublicStamp | None:
    """The order's id, hash and ETag (one indexed query), None when there is no such order."""
    with connection.cursor() as cursor:
        cursor.execute(PUBLIC_STAMP_SQL, [uid])
        row = cursor.fetchone()
    if row is None:
        return None
    pk, secret, *rest = row
    return PublicStamp(pk, secret, etag("order", uid, *rest))


def public_stamp(uid: str, given_hash: str) -> PublicStamp | None:
    """The order's id and ETag for uid + hash (one indexed query), None on any mismatch."""
    stamp = public_stamp_of(uid)
    if stamp is None or not secret_matches(stamp.hash, given_hash):
        return None
    return stamp


def with_stored_items(order: Order, items: list) -> Order:
    """An order just stored, holding what _with_items() reads with it: its branch and payment are the instances it
    was stored with, and its items are prefetched from memory, so that the answer to its creation needs no second
    read (Django's own form of a prefetched relation: a queryset with its result)."""
    stored = order.items.all()
    stored._result_cache = list(items)
    stored._prefetch_done = True
    order._prefetched_objects_cache = {"items": stored}
    return order


def public_order(pk: int) -> Order:
    return _with_items(Order.objects.all()).get(pk=pk)


def public_order_by_secret(uid: str, given_hash: str) -> Order | None:
    order = _with_items(Order.objects.filter(uid=uid)).first()
    if order is None or not secret_matches(order.hash, given_hash):
        return None
    return order


def board_stamp(branch_id: int, api_key: str) -> str | None:
    """The board's ETag for branch id + api key (one query), None on any mismatch. The printers' state the board
    shows (registry.board_printer_stamp: whether each is online) is read in the same query."""
    printers = board_printer_stamp()
    orders = (
        Order.objects.filter(branch=OuterRef("pk"), status__in=CURRENT_STATUSES).announced().order_by().values("branch")
    )
    row = (
        Branch.objects.filter(pk=branch_id)
        .annotate(
            orders_count=Subquery(orders.annotate(n=Count("id")).values("n")[:1]),
            orders_sum=Subquery(orders.annotate(s=Sum("id")).values("s")[:1]),
            orders_updated_at=Subquery(orders.annotate(m=Max("updated_at")).values("m")[:1]),
            config_updated_at=_config_stamp(),
            **printers,
        )
        .values_list(
            "api_key",
            "name",
            "phone",
            "orders_count",
            "orders_sum",
            "orders_updated_at",
            "config_updated_at",
            *printers,
        )
        .first()
    )
    if row is None or not secret_matches(row[0], api_key):
        return None
    return etag("board", branch_id, *row[1:])


def board_order(branch_id: int, api_key: str, order_id: int) -> Order | None:
    """An order of the board's branch, for branch id + api key; None on any mismatch."""
    key = Branch.objects.filter(pk=branch_id).values_list("api_key", flat=True).first()
    if key is None or not secret_matches(key, api_key):
        return None
    return Order.objects.filter(branch_id=branch_id, pk=order_id).first()


def current_stamp(queryset: QuerySet, user, query: str) -> str:
    """The ETag of a staff list of current orders (`queryset` already scoped and filtered)."""
    row = queryset.order_by().aggregate(n=Count("id"), s=Sum("id"), m=Max("updated_at"))
    reach = branch_reach(user)
    return etag("current", user.pk, "all" if reach is None else sorted(reach), query, row["n"], row["s"], row["m"])


def upload_ids_in_orders() -> set[int]:
    """Ids of every upload an order item's parts name ({"uploads": [id, ...]}; media.cleanup keeps them)."""
    ids: set[int] = set()
    rows = OrderItem.objects.filter(parts__icontains='"uploads"').values_list("parts", flat=True)
    for parts in rows.iterator():
        for part in parts if isinstance(parts, list) else []:
            if isinstance(part, dict):
                ids.update(i for i in part.get("uploads") or [] if isinstance(i, int))
    return ids
