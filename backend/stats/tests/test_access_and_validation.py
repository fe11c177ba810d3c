"""Who sees which figures, and the German answers to a bad query."""

import pytest
import time_machine
from django.conf import settings
from django.core.management import call_command

from stats.models import RollupState

from .fixtures import NOW, make_events, make_orders, make_scans

RANGE = "from=2026-10-24&to=2026-10-26"
NOT_FOUND = {"errors": [{"message": "Der Eintrag wurde nicht gefunden.", "code": "not_found"}]}


@pytest.fixture
def shop(branch, other_branch):
    with time_machine.travel(NOW, tick=False):
        make_events()
        make_orders(branch, other_branch)
        make_scans(branch, other_branch)


def get(client, url):
    with time_machine.travel(NOW, tick=False):
        return client.get(url)


def values(response):
    data = response.json()["data"]
    points = data.get("series") or data.get("ranking")
    return data["total"], [point.get("key", point.get("date")) and point["value"] for point in points]


def test_an_employee_gets_the_sum_of_the_branches_in_reach(employee_client, shop):
    # Mariahilf only: Sat O7 and O1, Sun O2 (Graz's dine-in O3 left out), Mon O5
    assert values(get(employee_client, f"/api/statistics/orders?{RANGE}")) == (4, [2, 1, 1])
    assert values(get(employee_client, f"/api/statistics/revenue?{RANGE}")) == ("66.70", ["39.80", "19.90", "7.00"])
    # the Graz table code is not in reach
    targets = get(employee_client, f"/api/statistics/qr-code-targets?{RANGE}").json()["data"]
    assert (targets["total"], [row["key"] for row in targets["ranking"]]) == (3, ["fruehstueck"])
    # the visitors are the shop's
    assert values(get(employee_client, f"/api/statistics/unique-visitors?{RANGE}")) == (6, [1, 2, 3])


def test_a_branch_narrows_the_figures_and_one_out_of_reach_is_not_found(
    admin_client, employee_client, shop, branch, other_branch
):
    assert values(get(admin_client, f"/api/statistics/orders?{RANGE}&branch={other_branch.id}")) == (1, [0, 1, 0])
    assert values(get(employee_client, f"/api/statistics/orders?{RANGE}&branch={branch.id}")) == (4, [2, 1, 1])

    outside = get(employee_client, f"/api/statistics/orders?{RANGE}&branch={other_branch.id}")
    missing = get(admin_client, f"/api/statistics/orders?{RANGE}&branch=999999")

    assert (outside.status_code, outside.json()) == (404, NOT_FOUND)
    assert (missing.status_code, missing.json()) == (404, NOT_FOUND)


def test_staff_only(anon_client, roleless_client, db):
    assert get(anon_client, f"/api/statistics/orders?{RANGE}").status_code == 401
    assert get(roleless_client, f"/api/statistics/orders?{RANGE}").status_code == 403


def test_an_unknown_kind_is_not_found(admin_client):
    response = get(admin_client, f"/api/statistics/working-hours?{RANGE}")
    assert (response.status_code, response.json()) == (404, NOT_FOUND)


def errors(response):
    assert response.status_code == 400
    return {error["field"]: error["message"] for error in response.json()["errors"]}


@pytest.mark.parametrize(
    ("query", "expected"),
    [
        ("", {"from": "Dieses Feld ist erforderlich.", "to": "Dieses Feld ist erforderlich."}),
        (
            "from=24.10.2026&to=2026-13-01",
            {
                "from": "Das Datum hat das falsche Format. Bitte verwenden Sie eines dieser Formate: YYYY-MM-DD.",
                "to": "Das Datum hat das falsche Format. Bitte verwenden Sie eines dieser Formate: YYYY-MM-DD.",
            },
        ),
        ("from=2026-10-26&to=2026-10-24", {"to": "Das Ende des Zeitraums darf nicht vor seinem Beginn liegen."}),
        ("from=2025-10-25&to=2026-10-26", {"to": "Der Zeitraum darf höchstens 366 Tage umfassen."}),
        ("from=1999-12-31&to=2000-01-01", {"from": "Bitte geben Sie ein Datum zwischen 2000 und 2100 an."}),
        (
            "from=2026-10-24&to=2026-10-26&branch=x",
            {"branch": "Eine gültige Ganzzahl ist erforderlich."},
        ),
        (
            "from=2026-10-24&to=2026-10-26&branch=0",
            {"branch": "Bitte geben Sie einen Wert größer oder gleich 1 an."},
        ),
    ],
)
def test_a_bad_range_is_refused_in_german_on_its_field(admin_client, query, expected):
    assert errors(get(admin_client, f"/api/statistics/orders?{query}")) == expected


def test_a_leap_year_fits_into_366_days(admin_client):
    response = get(admin_client, "/api/statistics/orders?from=2028-01-01&to=2028-12-31")
    assert (response.status_code, len(response.json()["data"]["series"])) == (200, 366)


def test_the_rollup_runs_every_five_minutes_and_from_cron_too(shop, capsys):
    schedule = settings.CELERY_BEAT_SCHEDULE["roll-up-statistics"]
    with time_machine.travel(NOW, tick=False):
        call_command("roll_up_statistics")
        call_command("roll_up_statistics")

    assert schedule["task"] == "stats.tasks.roll_up_statistics"
    assert str(schedule["schedule"]) == "<crontab: */5 * * * * (m/h/dM/MY/d)>"
    # first run: Fri to Sun (the first raw row's day to yesterday); the second finds nothing new
    assert capsys.readouterr().out == "3 Tage der Statistik neu berechnet.\n0 Tage der Statistik neu berechnet.\n"
    assert str(RollupState.objects.get()) == "Statistik vollständig bis 2026-10-25"
