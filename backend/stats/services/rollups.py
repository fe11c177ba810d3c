"""Building the daily rollups: closed days once, and again when a late change touches them.

`refresh()` (Celery beat every 5 minutes, stats.tasks.roll_up_statistics; or `manage.py roll_up_statistics`)
rebuilds every day after RollupState.complete_through up to yesterday, plus the earlier days that raw rows
changed since the last run: analytics events, QR scans and consent records by id watermark (they are only
inserted), orders by their updated_at (a cancellation days later). Then complete_through is yesterday.
Today is never rolled up as a day: it is read live from the raw rows (services.reading), so it is always current;
the items of today are kept as a partial rollup per branch and hour, whose changed hours the run rebuilds
(services.open_day), so that the read aggregates live only what changed since.
"""

import datetime

from django.core.cache import cache
from django.db import transaction
from django.db.models import Max, Min, Sum
from django.utils import timezone

from analytics.models import AnalyticsEvent, QrCodeScan
from consent.models import ConsentRecord
from ordering.models import Order

from ..models import RollupState
from . import days as calendar
from . import open_day
from .families import FAMILIES


def rebuild_day(day: datetime.date) -> None:
    """Replace every family's rows of the day by the aggregate of the day's raw rows (and the day's month
    of a family with monthly sums)."""
    start, end = calendar.bounds(day)
    with transaction.atomic():
        for family in FAMILIES:
            family.model.objects.filter(day=day).delete()
            family.model.objects.bulk_create(
                [family.model(day=day, **row) for row in family.aggregate(start, end)], batch_size=2000
            )
            if family.monthly is not None:
                _rebuild_month(family, day.replace(day=1))


def _rebuild_month(family, month: datetime.date) -> None:
    """The month's rows: its days' rollup rows summed per dimensions (a few hundred rows, one grouped query)."""
    following = (month + datetime.timedelta(days=32)).replace(day=1)
    summed = (
        family.model.objects.filter(day__gte=month, day__lt=following)
        .values(*family.dimensions)
        .annotate(**{f"sum_{measure}": Sum(measure) for measure in family.measures})
        .order_by()
    )
    rows = [
        family.monthly(
            month=month,
            **{name: row[name] for name in family.dimensions},
            **{measure: row[f"sum_{measure}"] for measure in family.measures},
        )
        for row in summed
    ]
    family.monthly.objects.filter(month=month).delete()
    family.monthly.objects.bulk_create(rows, batch_size=2000)


def _first_day() -> datetime.date | None:
    candidates = [
        AnalyticsEvent.objects.aggregate(first=Min("occurred_at"))["first"],
        Order.objects.aggregate(first=Min("created_at"))["first"],
        QrCodeScan.objects.aggregate(first=Min("scanned_at"))["first"],
        ConsentRecord.objects.aggregate(first=Min("recorded_at"))["first"],
    ]
    moments = [moment for moment in candidates if moment is not None]
    return calendar.day_of(min(moments)) if moments else None


def _day_range(queryset, field: str) -> set[datetime.date]:
    """The days from the earliest to the latest instant of `field` among the rows (few rows: a short scan)."""
    found = queryset.aggregate(first=Min(field), last=Max(field))
    if found["first"] is None:
        return set()
    return set(calendar.days(calendar.day_of(found["first"]), calendar.day_of(found["last"])))


def _touched_days(state: RollupState, marks: dict) -> set[datetime.date]:
    """Days up to complete_through whose raw rows changed since the last run."""
    touched = _day_range(
        AnalyticsEvent.objects.filter(id__gt=state.event_watermark, id__lte=marks["event"]), "occurred_at"
    )
    touched |= _day_range(QrCodeScan.objects.filter(id__gt=state.scan_watermark, id__lte=marks["scan"]), "scanned_at")
    touched |= _day_range(
        ConsentRecord.objects.filter(id__gt=state.consent_watermark, id__lte=marks["consent"]), "recorded_at"
    )
    if state.order_watermark is not None:
        changed = Order.objects.filter(updated_at__gt=state.order_watermark, updated_at__lte=marks["order"])
        # each changed order's own day (a cancellation days later touches only the order's day)
        for moment in changed.values_list("created_at", flat=True).iterator():
            touched.add(calendar.day_of(moment))
    return {day for day in touched if day <= state.complete_through}


LOCK = "stats:rollup-running"


def refresh(today: datetime.date | None = None) -> int:
    """Bring the rollups up to yesterday; answers the number of days rebuilt.

    One run at a time (a cache lock, shared across processes with Redis): a first run over a long history
    may outlast the beat interval; the next run then does nothing and answers 0.
    """
    if not cache.add(LOCK, True, timeout=3600):
        return 0
    try:
        return _refresh(today)
    finally:
        cache.delete(LOCK)


def _refresh(today: datetime.date | None) -> int:
    today = today or calendar.today()
    yesterday = today - datetime.timedelta(days=1)
    state, _ = RollupState.objects.get_or_create(pk=1)
    # the marks are taken before reading: a row written meanwhile is picked up by the next run
    marks = {
        "event": AnalyticsEvent.objects.aggregate(last=Max("id"))["last"] or 0,
        "scan": QrCodeScan.objects.aggregate(last=Max("id"))["last"] or 0,
        "order": timezone.now(),
        "consent": ConsentRecord.objects.aggregate(last=Max("id"))["last"] or 0,
    }
    if state.complete_through is None:
        first = _first_day()
        pending = set(calendar.days(first, yesterday)) if first and first <= yesterday else set()
    else:
        pending = set(calendar.days(state.complete_through + datetime.timedelta(days=1), yesterday))
        pending |= _touched_days(state, marks)
    for day in sorted(pending):
        rebuild_day(day)
    open_day.refresh(state, today, marks["order"] - open_day.MARGIN)
    state.complete_through = max(yesterday, state.complete_through or yesterday)
    state.event_watermark, state.scan_watermark = marks["event"], marks["scan"]
    # orders by the mark less the open day's margin: updated_at is taken at save, not at commit, so an order saved
    # just before the mark but committed after this run read would otherwise never touch its closed day; the next
    # run looks at that minute again (rebuilding such a day once more does no harm)
    state.order_watermark, state.consent_watermark = marks["order"] - open_day.MARGIN, marks["consent"]
    state.save()
    return len(pending)
