"""Reads of the AI content functions: the request log and how much of the month's cap is used."""

from datetime import datetime

from django.utils import timezone

from rules.opening_hours_at import business_zone

from .models import AiRequest


def requests():
    return AiRequest.objects.select_related("user")


def month_start(now: datetime | None = None) -> datetime:
    """Midnight of the first day of the current calendar month in the business time zone (an aware instant)."""
    local = (now or timezone.now()).astimezone(business_zone())
    return local.replace(day=1, hour=0, minute=0, second=0, microsecond=0)


def used_this_month(now: datetime | None = None) -> int:
    return AiRequest.objects.filter(created_at__gte=month_start(now)).count()
