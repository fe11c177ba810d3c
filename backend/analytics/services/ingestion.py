"""Storing a checked batch of analytics events: one bulk insert, no aggregation (the statistics do that).

Facts of the client (core.client.Client, read by the view: the visitor's daily hash, browser, operating
system and device class from the User-Agent header) are computed once per batch; the device event adds resolution, pixel ratio, colour
scheme and the referrer's origin (empty for the shop's own pages). The client address is used for the
hash and the rate limit only and is never stored.
"""

import re

from django.conf import settings
from django.utils import timezone

from core import ratelimit
from core.client import Client
from organisation.models import Branch

from ..models import AnalyticsEvent, EventType
from . import user_agents
from .scans import referrer_origin

TOO_MANY = "Von Ihrem Anschluss kamen zu viele Analyse-Daten. Bitte versuchen Sie es in {seconds} Sekunden erneut."
TOO_MANY_FROM_VISITOR = (
    "Von Ihrem Browser kamen zu viele Analyse-Daten. Bitte versuchen Sie es in {seconds} Sekunden erneut."
)
# what a client's purchase event keeps of each item: what was bought, never an amount (revenue: the orders)
PURCHASE_ITEM_KEYS = ("id", "name", "quantity")
CURRENCY = re.compile(r"[A-Z]{3}")


def check_limit(address: str, events: int, visitor: str) -> None:
    """Count this batch and its events per client address and its events per visitor (one statement); over
    any limit a German 429 with Retry-After (counted in Redis or the database: every process shares them)."""
    checks = [
        (ratelimit.Limit("analytics-log", settings.ANALYTICS_LOG_LIMIT_PER_MINUTE, 60), address, 1, TOO_MANY),
        (
            ratelimit.Limit("analytics-events-ip", settings.ANALYTICS_EVENTS_PER_ADDRESS_PER_MINUTE, 60),
            address,
            events,
            TOO_MANY,
        ),
        (
            ratelimit.Limit("analytics-events-visitor", settings.ANALYTICS_EVENTS_PER_VISITOR_PER_MINUTE, 60),
            visitor,
            events,
            TOO_MANY_FROM_VISITOR,
        ),
    ]
    waits = ratelimit.hit_many([(limit, identity, amount) for limit, identity, amount, _message in checks])
    for wait, (_limit, _identity, _amount, message) in zip(waits, checks, strict=True):
        if wait is not None:
            ratelimit.raise_throttled(message.format(seconds=wait), "too_many_requests", wait)


def purchase_data(data: dict) -> dict:
    """A client's purchase event without amounts: the items' id, name and quantity, and the currency.

    The client's word on prices and totals proves nothing (anyone can post a purchase); the statistics take
    revenue from the shop's own orders only, and the log keeps no invented sums for anyone to read.
    """
    kept: dict = {}
    items = data.get("items")
    if isinstance(items, list):
        kept["items"] = [
            {key: item[key] for key in PURCHASE_ITEM_KEYS if key in item} for item in items if isinstance(item, dict)
        ]
    currency = data.get("currency")
    if isinstance(currency, str) and CURRENCY.fullmatch(currency):
        kept["currency"] = currency
    return kept


def _own_origin(site: str, origin: str) -> bool:
    host = site.split(":")[0].lower()
    return origin.split("://", 1)[-1].split(":")[0] == host


def record_events(client: Client, events: list[dict], visitor: str) -> int:
    """Store the events (checked by analytics.api.log_input) of `visitor` (visitors.visitor_of) and answer how
    many; purchase events lose their amounts (purchase_data)."""
    now = timezone.now()
    browser, operating_system, device_class = user_agents.parse(client.user_agent)
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
            data=purchase_data(event["data"]) if event["type"] == EventType.PURCHASE else event["data"],
            browser=browser,
            operating_system=operating_system,
            device_class=device_class,
        )
        device = event["device"]
        if event["type"] == EventType.DEVICE and device:
            _device_columns(client.host, row, device)
        rows.append(row)
    AnalyticsEvent.objects.bulk_create(rows)
    return len(rows)


def _device_columns(site: str, row: AnalyticsEvent, device: dict) -> None:
    if device["screen_width"] is not None and device["screen_height"] is not None:
        row.resolution = f"{device['screen_width']}x{device['screen_height']}"
    row.pixel_ratio = device["pixel_ratio"]
    if device["dark_mode"] is not None:
        row.color_scheme = "dark" if device["dark_mode"] else "light"
    origin = referrer_origin(device["referrer"])
    row.referrer_origin = "" if _own_origin(site, origin) else origin
    facts = {"language": device["language"], "languages": device["languages"], "orientation": device["orientation"]}
    if device["window_width"] is not None and device["window_height"] is not None:
        facts["window"] = f"{device['window_width']}x{device['window_height']}"
    row.data = {**{key: value for key, value in facts.items() if value}, **row.data}
