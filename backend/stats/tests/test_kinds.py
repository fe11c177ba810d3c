"""Every kind against hand-computed figures of tests/fixtures.py, live and from the rollups alike."""

from datetime import date

import pytest
import time_machine

from stats.models import OrderDay, RollupState, VisitorDay
from stats.registry import kinds
from stats.services.rollups import refresh

from .fixtures import NOW, make_consents, make_events, make_orders, make_scans

RANGE = "from=2026-10-24&to=2026-10-26"
DAYS = ["2026-10-24", "2026-10-25", "2026-10-26"]


def series(*values):
    return [{"date": day, "value": value} for day, value in zip(DAYS, values, strict=True)]


def row(key, value, share, label=None):
    return {"key": key, "label": key if label is None else label, "value": value, "share": share}


def hours(values: dict, total):
    return [row(str(h), values.get(h, 0), round(values.get(h, 0) / total, 4)) for h in range(24)]


# kind → (total, the shape's part) for an administrator over Sat 24.10. – Mon 26.10.
EXPECTED = {
    # A on Sat and again on Mon (another day: counted twice), B and C on Sun, D and E on Mon
    "unique-visitors": (6, {"series": series(1, 2, 3)}),
    "unique-new-visitors": (3, {"series": series(1, 1, 1)}),
    "unique-recurring-visitors": (3, {"series": series(0, 1, 2)}),
    "page-views": (8, {"series": series(1, 3, 4)}),
    "consents": (
        4,
        {
            "series": series(1, 1, 2),
            "ranking": [
                row("all", 2, 0.5, "Alle akzeptiert"),
                row("custom", 1, 0.25, "Eigene Auswahl"),
                row("required", 1, 0.25, "Nur notwendige"),
            ],
        },
    ),
    "pages": (8, {"ranking": [row("/", 4, 0.5), row("/store/mariahilf", 4, 0.5)]}),
    "events": (2, {"ranking": [row("addtocart", 1, 0.5), row("menu", 1, 0.5)]}),
    "event-flow": (2, {"flow": [{"from": "/", "to": "/store/mariahilf", "value": 2}]}),
    "resolutions": (2, {"ranking": [row("1920x1080", 1, 0.5), row("390x844", 1, 0.5)]}),
    "device-pixel-ratios": (2, {"ranking": [row("2", 1, 0.5), row("3", 1, 0.5)]}),
    "color-schemes": (2, {"ranking": [row("dark", 1, 0.5, "Dunkel"), row("light", 1, 0.5, "Hell")]}),
    "referrers": (2, {"ranking": [row("", 1, 0.5, "Direkt"), row("https://www.google.com", 1, 0.5)]}),
    "browsers": (6, {"ranking": [row("Firefox", 3, 0.5), row("Safari", 2, 0.3333), row("Chrome", 1, 0.1667)]}),
    "operating-systems": (
        6,
        {"ranking": [row("Linux", 3, 0.5), row("iOS", 2, 0.3333), row("Android", 1, 0.1667)]},
    ),
    # Sun 02:30 CEST and 02:30 CET are both hour 2; B counts once in that hour
    "visitor-times": (8, {"ranking": hours({0: 2, 2: 1, 10: 1, 11: 1, 12: 1, 23: 2}, 8)}),
    "orders": (5, {"series": series(2, 2, 1)}),
    "revenue": ("79.60", {"series": series("39.80", "32.80", "7.00")}),
    "canceled-orders": (1, {"series": series(0, 1, 0)}),
    "items": (12, {"series": series(6, 4, 2)}),
    "popular-items": (
        12,
        {"ranking": [row("12", 8, 0.6667, "Cola 0,5 l"), row("11", 4, 0.3333, "Wiener Schnitzel")]},
    ),
    "order-times": (5, {"ranking": hours({0: 1, 2: 2, 10: 1, 23: 1}, 5)}),
    # where the orders came from: o7 and o5 the shop, o1 a QR code, o2 a campaign, o3 a phone call
    "order-origins": (
        5,
        {
            "ranking": [
                row("shop", 2, 0.4, "Online-Shop"),
                row("campaign", 1, 0.2, "Kampagne"),
                row("phone", 1, 0.2, "Telefon"),
                row("qr", 1, 0.2, "QR-Code"),
            ]
        },
    ),
    "revenue-origins": (
        "79.60",
        {
            "ranking": [
                row("shop", "26.90", 0.3379, "Online-Shop"),
                row("campaign", "19.90", 0.25, "Kampagne"),
                row("qr", "19.90", 0.25, "QR-Code"),
                row("phone", "12.90", 0.1621, "Telefon"),
            ]
        },
    ),
    # the conversion rate's orders: Sunday's phone order (o3) is not one
    "shop-orders": (4, {"series": series(2, 1, 1)}),
    "order-types": (
        5,
        {
            "ranking": [
                row("takeaway", 3, 0.6, "Takeaway"),
                row("delivery", 1, 0.2, "Lieferung"),
                row("dineIn", 1, 0.2, "Dine In"),
            ]
        },
    ),
    "revenue-types": (
        "79.60",
        {
            "ranking": [
                row("takeaway", "46.80", 0.5879, "Takeaway"),
                row("delivery", "19.90", 0.25, "Lieferung"),
                row("dineIn", "12.90", 0.1621, "Dine In"),
            ]
        },
    ),
    "qr-code-origins": (
        4,
        {
            "ranking": [
                row("desktop", 1, 0.25, "Computer"),
                row("https://instagram.com", 1, 0.25),
                row("mobile", 1, 0.25, "Smartphone"),
                row("tablet", 1, 0.25, "Tablet"),
            ]
        },
    ),
    "qr-code-targets": (4, {"ranking": [row("fruehstueck", 3, 0.75, "Frühstück"), row("graz-tisch", 1, 0.25)]}),
}
SHAPES = {"series": "series", "ranking": "ranking", "flow": "flow"}


@pytest.fixture
def shop(branch, other_branch):
    with time_machine.travel(NOW, tick=False):
        make_events()
        orders = make_orders(branch, other_branch)
        make_scans(branch, other_branch)
        make_consents()
        yield orders


def answer(client, kind, query=RANGE):
    response = client.get(f"/api/statistics/{kind}?{query}")
    assert response.status_code == 200, response.json()
    return response.json()["data"]


def test_every_registered_kind_is_expected():
    # the 28 of this area, and the two time tracking registers from its own app (timetracking.apps)
    assert {kind.name for kind in kinds()} == set(EXPECTED) | {"working-activities", "working-schedules"}
    assert len(EXPECTED) == 28


@pytest.mark.parametrize("source", ["live", "rollups"])
@pytest.mark.parametrize("kind", list(EXPECTED))
def test_each_kind_answers_the_hand_computed_figures(admin_client, shop, kind, source):
    # given: live (no rollup yet) or with Sat and Sun rolled up and today read live
    with time_machine.travel(NOW, tick=False):
        if source == "rollups":
            assert refresh() == 3  # Fri (the first raw rows), Sat, Sun
            assert RollupState.objects.get().complete_through.isoformat() == "2026-10-25"

        # when
        data = answer(admin_client, kind)

    # then
    total, part = EXPECTED[kind]
    shape = next(iter(part))
    unit = "money" if kind in ("revenue", "revenue-origins", "revenue-types") else "count"
    assert data == {
        "kind": kind,
        "from": "2026-10-24",
        "to": "2026-10-26",
        "shape": shape,
        "unit": unit,
        **({"currency": "EUR"} if unit == "money" else {}),
        "total": total,
        **part,
    }


def test_the_rollups_hold_the_closed_days_only_and_equal_the_live_figures(admin_client, shop):
    with time_machine.travel(NOW, tick=False):
        live = {kind: answer(admin_client, kind, "from=2026-10-20&to=2026-10-26") for kind in EXPECTED}
        refresh()
        rolled = {kind: answer(admin_client, kind, "from=2026-10-20&to=2026-10-26") for kind in EXPECTED}

    assert rolled == live
    # Fri, Sat and Sun rolled up (visitors, new, page views); Mon is today and stays live
    assert list(VisitorDay.objects.order_by("day").values_list("day", "visitors", "new_visitors", "page_views")) == [
        (date(2026, 10, 23), 1, 0, 1),
        (date(2026, 10, 24), 1, 1, 1),
        (date(2026, 10, 25), 2, 1, 3),
    ]


def test_a_late_cancellation_rebuilds_only_its_day(admin_client, shop):
    # given: Sat and Sun rolled up
    with time_machine.travel(NOW, tick=False):
        refresh()
    # when: Sunday's delivery is canceled on Tuesday, and the beat task runs
    with time_machine.travel("2026-10-27T08:00:00+00:00", tick=False):
        shop["o2"].status = "canceled"
        shop["o2"].save(update_fields=["status", "updated_at"])
        rebuilt = refresh()
        orders = answer(admin_client, "orders")
        canceled = answer(admin_client, "canceled-orders")

    # then: Monday (closed now) and the changed Sunday were rebuilt
    assert rebuilt == 2
    assert (orders["total"], [point["value"] for point in orders["series"]]) == (4, [2, 1, 1])
    assert (canceled["total"], [point["value"] for point in canceled["series"]]) == (2, [0, 2, 0])
    canceled_rows = OrderDay.objects.filter(day="2026-10-25", is_canceled=True)
    assert sorted(canceled_rows.values_list("delivery_type", "origin", "orders")) == [
        ("delivery", "campaign", 1),
        ("takeaway", "phone", 1),
    ]


@pytest.mark.parametrize("source", ["live", "rollups"])
def test_two_products_of_one_name_are_named_with_their_branches(admin_client, branch, other_branch, source):
    """Each branch's own 'Melange': two rows, each naming where it sold (before: 'Melange' twice, no branch)."""
    from .fixtures import order

    melange = {"name": "Melange", "unit": "piece", "price": "4.20", "tax": "10.00", "calculation_model": "fixed"}
    with time_machine.travel(NOW, tick=False):
        order(branch, "2026-10-24T08:00", items=[(21, melange, 3)])
        order(other_branch, "2026-10-25T08:00", items=[(22, melange, 2)])
        order(branch, "2026-10-26T08:00", items=[(23, {**melange, "name": "Einspänner"}, 1)])
        if source == "rollups":
            refresh()

        data = answer(admin_client, "popular-items")

    assert [(row["key"], row["label"], row["value"]) for row in data["ranking"]] == [
        ("21", f"Melange ({branch.name})", 3),
        ("22", f"Melange ({other_branch.name})", 2),
        ("23", "Einspänner", 1),
    ]
