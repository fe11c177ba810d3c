"""Storing a checked batch of analytics events: one bulk insert, no aggregation (the statistics do that).

Facts from the request (the visitor's daily hash, browser, operating system and device class from the
User-Agent header) are computed once per batch; the device event adds resolution, pixel ratio, colour
scheme and the referrer's origin (empty for the shop's own pages). The client address is used for the
hash and the rate limit only and is never stored.
"""

from django.conf import settings
from django.utils import timezone

from core import ratelimit
from organisation.models import Branch

from ..models import AnalyticsEvent, EventType
from . import user_agents
from .scans import referrer_origin
from .visitors import visitor_of

TOO_MANY = "Von Ihrem Anschluss kamen zu viele Analyse-Daten. Bitte versuchen Sie es in {seconds} Sekunden erneut."


def check_limit(request) -> None:
    """Count this batch per client address; over the limit a German 429 with Retry-After."""
    limit = ratelimit.Limit("analytics-log", settings.ANALYTICS_LOG_LIMIT_PER_MINUTE, 60)
    wait = ratelimit.hit(limit, ratelimit.client_ip(request))
    if wait is not None:
        ratelimit.raise_throttled(TOO_MANY.format(seconds=wait), "too_many_requests", wait)


def _own_origin(request, origin: str) -> bool:
    host = request.get_host().split(":")[0].lower()
    return origin.split("://", 1)[-1].split(":")[0] == host


def record_events(request, events: list[dict]) -> int:
    """Store the events (checked by analytics.api.log_input) and answer how many."""
    now = timezone.now()
    user_agent = request.headers.get("User-Agent", "")
    visitor = visitor_of(request)
    browser, operating_system, device_class = user_agents.parse(user_agent)
    identifiers = {event["branch"] for event in events if event["branch"]}
    branches = (
        dict(Branch.objects.filter(identifier__in=identifiers).values_list("identifier", "id")) if identifiers else {}
    )
    rows = []
    for event in events:
        row = AnalyticsEvent(
            occurred_at=now,
            visitor=visitor,
            is_new_visitor=event["is_new_visitor"],
            type=event["type"],
            name=event["name"],
            sub_name=event["sub_name"],
            path=event["path"],
            branch_id=branches.get(event["branch"]),
            data=event["data"],
            browser=browser,
            operating_system=operating_system,
            device_class=device_class,
        )
        device = event["device"]
        if event["type"] == EventType.DEVICE and device:
            _device_columns(request, row, device)
        rows.append(row)
    AnalyticsEvent.objects.bulk_create(rows)
    return len(rows)


def _device_columns(request, row: AnalyticsEvent, device: dict) -> None:
    if device["screen_width"] is not None and device["screen_height"] is not None:
        row.resolution = f"{device['screen_width']}x{device['screen_height']}"
    row.pixel_ratio = device["pixel_ratio"]
    if device["dark_mode"] is not None:
        row.color_scheme = "dark" if device["dark_mode"] else "light"
    origin = referrer_origin(device["referrer"])
    row.referrer_origin = "" if _own_origin(request, origin) else origin
    facts = {"language": device["language"], "languages": device["languages"], "orientation": device["orientation"]}
    if device["window_width"] is not None and device["window_height"] is not None:
        facts["window"] = f"{device['window_width']}x{device['window_height']}"
    row.data = {**{key: value for key, value in facts.items() if value}, **row.data}
