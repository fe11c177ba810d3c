"""Ticket numbers: 1, 2, 3, ... per branch and business day, unique under concurrent orders.

The counter row of (branch, day) is locked with SELECT ... FOR UPDATE while a number is drawn, so
concurrent orders of one branch queue up for the few microseconds it takes; other branches and days
are not blocked. The unique constraint on Order(branch, business_date, ticket_number) stays the
last line of defence. On SQLite (IMMEDIATE transactions) writers are serialised anyway.
"""

import datetime
from zoneinfo import ZoneInfo

from django.conf import settings
from django.db import IntegrityError, transaction
from django.utils import timezone

from ..models import TicketCounter


def business_date(moment: datetime.datetime | None = None) -> datetime.date:
    """The calendar day in the business time zone (settings.TIME_ZONE) of a moment (default: now)."""
    moment = moment or timezone.now()
    return moment.astimezone(ZoneInfo(settings.TIME_ZONE)).date()


def allocate_ticket_number(branch, day: datetime.date) -> int:
    """The next ticket number of the branch on that business day.

    Call it inside the transaction that creates the order: the lock is held until that commits, so
    a number is never handed out twice, and a rolled-back order gives its number back.
    """
    branch_id = getattr(branch, "pk", branch)
    with transaction.atomic():
        counter = _locked_counter(branch_id, day)
        counter.last_number += 1
        counter.save(update_fields=["last_number"])
        return counter.last_number


def _locked_counter(branch_id: int, day: datetime.date) -> TicketCounter:
    rows = TicketCounter.objects.select_for_update()
    counter = rows.filter(branch_id=branch_id, business_date=day).first()
    if counter is not None:
        return counter
    try:
        # our insert holds the new row's lock until commit; a racing insert waits, then fails here
        with transaction.atomic():
            return TicketCounter.objects.create(branch_id=branch_id, business_date=day, last_number=0)
    except IntegrityError:
        return rows.get(branch_id=branch_id, business_date=day)
