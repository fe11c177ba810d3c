"""The QR rollups: per code (with monthly sums for full months), per branch and origin, per shop origin."""

import datetime

import pytest
import time_machine

from analytics.models import QrCodeScan
from analytics.tests.factories import QrCodeFactory
from stats import registry
from stats.models import ScanCodeDay, ScanCodeMonth, ScanOriginDay, ScanShopOriginDay
from stats.services.rollups import refresh

from .fixtures import at

NOW = datetime.datetime(2026, 11, 5, 10, 0, tzinfo=datetime.UTC)
KINDS = {kind.name: kind for kind in registry.kinds()}


def scan(code, when, device, origin=""):
    QrCodeScan.objects.create(
        qr_code=code,
        scanned_at=at(when),
        target_kind=code.target_kind,
        target_url="/",
        device_class=device,
        referrer_origin=origin,
    )


@pytest.fixture
def codes(branch, other_branch):
    with time_machine.travel(NOW, tick=False):
        breakfast = QrCodeFactory(path="fruehstueck", name="Frühstück", branch=branch)
        table = QrCodeFactory(path="graz-tisch", name="", branch=other_branch)
        scan(breakfast, "2026-09-29T21:30", "mobile")  # Tue 23:30 CEST, 2026-09-29: before the range
        scan(breakfast, "2026-09-29T22:30", "mobile")  # Wed 00:30 CEST, 2026-09-30: the range's first day
        scan(breakfast, "2026-10-01T08:00", "mobile", "https://instagram.com")  # October: a full month
        scan(table, "2026-10-15T08:00", "desktop")
        scan(breakfast, "2026-10-31T22:30", "tablet")  # Sat 23:30 CET: still October
        scan(table, "2026-11-01T09:00", "mobile")  # November, in the range
        scan(table, "2026-11-03T09:00", "mobile")  # after the range
        scan(breakfast, "2026-11-05T09:00", "mobile")  # today: live
        return breakfast, table


def figures(kind, start, end, branches=None):
    with time_machine.travel(NOW, tick=False):
        answer = KINDS[kind].compute(registry.Query(start, end, branches))
    return {row["key"]: row["value"] for row in answer["ranking"]}


SEPT_30, NOV_1 = datetime.date(2026, 9, 30), datetime.date(2026, 11, 1)


@pytest.mark.django_db
def test_code_ranking_reads_full_months_from_the_monthly_sums_and_equals_the_live_figures(codes, branch):
    live = figures("qr-code-targets", SEPT_30, NOV_1)
    assert live == {"fruehstueck": 3, "graz-tisch": 2}
    with time_machine.travel(NOW, tick=False):
        refresh()
    october = datetime.date(2026, 10, 1)
    assert dict(ScanCodeMonth.objects.filter(month=october).values_list("qr_code_id", "scans")) == {
        codes[0].id: 2,
        codes[1].id: 1,
    }
    assert ScanCodeMonth.objects.filter(month=datetime.date(2026, 9, 1)).get().scans == 2
    assert figures("qr-code-targets", SEPT_30, NOV_1) == live
    assert figures("qr-code-targets", SEPT_30, NOV_1, frozenset({branch.id})) == {"fruehstueck": 3}
    # a range that starts on the first of a month and ends today: months, days and the live day
    assert figures("qr-code-targets", october, NOW.date()) == {"fruehstueck": 3, "graz-tisch": 3}


@pytest.mark.django_db
def test_a_late_scan_rebuilds_its_day_and_its_month(codes):
    with time_machine.travel(NOW, tick=False):
        refresh()
        scan(codes[1], "2026-10-20T10:00", "desktop")  # written late, for a closed day
        refresh()
    assert ScanCodeMonth.objects.get(month=datetime.date(2026, 10, 1), qr_code_id=codes[1].id).scans == 2
    assert figures("qr-code-targets", SEPT_30, NOV_1) == {"fruehstueck": 3, "graz-tisch": 3}


@pytest.mark.django_db
def test_origins_of_the_shop_and_of_branches(codes, branch):
    with time_machine.travel(NOW, tick=False):
        refresh()
    shop = figures("qr-code-origins", SEPT_30, NOV_1)
    assert shop == {"mobile": 2, "https://instagram.com": 1, "desktop": 1, "tablet": 1}
    assert figures("qr-code-origins", SEPT_30, NOV_1, frozenset({branch.id})) == {
        "mobile": 1,
        "https://instagram.com": 1,
        "tablet": 1,
    }
    assert ScanShopOriginDay.objects.filter(day=SEPT_30).get().scans == 1
    assert ScanOriginDay.objects.filter(day=SEPT_30).values_list("branch_id", "origin", "scans").get() == (
        branch.id,
        "mobile",
        1,
    )
    assert ScanCodeDay.objects.filter(day__lte=NOV_1).count() == 6  # one code a day, 29.09. to 01.11.
