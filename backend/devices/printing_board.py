"""What the order boards show of a branch's printers ('Drucker offline'), lent to ordering through
ordering.registry.on_board_printers (apps.py): the board's ETag query reads the printers' state in its one query,
and its answer lists them (meta.printers: [{name, online}]).

A printer is online when its agent was seen within DEVICE_ONLINE_SECONDS (devices.selectors.online_since). The stamp
counts the branch's active printers and the online ones with their id sum, so a printer going offline or coming
back changes the board's ETag; lastSeenAt itself (written every 15 s while online) does not."""

from django.db.models import Count, IntegerField, OuterRef, Q, Subquery, Sum
from django.db.models.functions import Coalesce

from .models import Device, DeviceKind
from .selectors import online_since


def _printers():
    return Device.objects.filter(branch=OuterRef("pk"), kind=DeviceKind.PRINTER, is_active=True).order_by()


def stamp() -> dict:
    """Expressions on the board's Branch row: how many printers, how many online, and which."""
    online = Q(last_seen_at__gte=online_since())
    rows = _printers().values("branch")
    return {
        "count": Subquery(rows.annotate(n=Count("id")).values("n")[:1], output_field=IntegerField()),
        "online": Subquery(rows.annotate(n=Count("id", filter=online)).values("n")[:1], output_field=IntegerField()),
        "online_ids": Subquery(
            rows.annotate(n=Coalesce(Sum("id", filter=online), 0)).values("n")[:1], output_field=IntegerField()
        ),
    }


def printers(branch_id: int) -> list[dict]:
    """The branch's active printers, by name: [{name, online}]."""
    since = online_since()
    rows = Device.objects.filter(branch_id=branch_id, kind=DeviceKind.PRINTER, is_active=True).order_by("name", "id")
    return [
        {"name": name, "online": last_seen is not None and last_seen >= since}
        for name, last_seen in rows.values_list("name", "last_seen_at")
    ]
