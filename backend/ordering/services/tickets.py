"""Ticket numbers: 1, 2, 3, ... per branch and business day, unique under concurrent orders.

A number is drawn in one statement (an upsert that creates the counter row of (branch, day) or counts it up and
returns the new number); the row stays locked until the drawing transaction ends, so concurrent orders of one
branch queue up, and a rolled-back order gives its number back. Orders draw their number last, right before the
commit (services.creation), so that queue is as short as it can be; other branches and days are not blocked. The
unique constraint on Order(branch, business_date, ticket_number) stays the last line of defence. On SQLite
(IMMEDIATE transactions) writers are serialised anyway.
"""

import datetime
from zoneinfo import ZoneInfo

from django.conf import settings
from django.db import connection
from django.utils import timezone

from ..models import TicketCounter


def business_date(moment: datetime.datetime | None = None) -> datetime.date:
    """The calendar day in the business time zone (settings.TIME_ZONE) of a moment (default: now)."""
    moment = moment or timezone.now()
    return moment.astimezone(ZoneInfo(settings.TIME_ZONE)).date()


def allocate_ticket_number(branch, day: datetime.date) -> int:
    """The next ticket number of the branch on that business day.

    Call it inside the transaction that creates the order, as late as possible: the counter row is locked until
    that commits, so a number is never handed out twice, and a rolled-back order gives its number back.
    """
    branch_id = getattr(branch, "pk", branch)
    table = connection.ops.quote_name(TicketCounter._meta.db_table)
    sql = (
        f"INSERT INTO {table} (branch_id, business_date, last_number) VALUES (%s, %s, 1) "  # noqa: S608
        f"ON CONFLICT (branch_id, business_date) DO UPDATE SET last_number = {table}.last_number + 1 "
        "RETURNING last_number"
    )
    with connection.cursor() as cursor:
        cursor.execute(sql, [branch_id, connection.ops.adapt_datefield_value(day)])
        (number,) = cursor.fetchone()
    return number
