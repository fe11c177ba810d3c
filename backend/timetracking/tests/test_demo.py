import pytest
from django.core.management import call_command
from django.test import Client

from timetracking.models import Person, WorkingActivity

from .conftest import vienna


@pytest.fixture
def demo(db, clock):
    call_command("load_demo")


def test_the_demo_staff_clock_in_with_their_pins(demo, clock):
    # the demo was loaded on Wednesday 2026-11-25, 08:00; Max clocks in at 08:05
    clock.now = vienna(2026, 11, 25, 8, 5)
    client = Client()
    base = "/api/time-tracking/wien-mariahilf/demo-terminal-mariahilf"

    me = client.get(f"{base}/me", HTTP_X_USERNAME="max", HTTP_X_ACCESS_TOKEN="2222")
    started = client.post(f"{base}/working-activities/start", HTTP_X_USERNAME="max", HTTP_X_ACCESS_TOKEN="2222")
    petra = client.get(f"{base}/me", HTTP_X_USERNAME="petra", HTTP_X_ACCESS_TOKEN="3333")
    anna = client.get(f"{base}/me", HTTP_X_USERNAME="anna", HTTP_X_ACCESS_TOKEN="1111")

    assert me.json()["data"]["person"]["fullName"] == "Max Mitarbeiter"
    assert started.status_code == 200
    assert petra.json()["data"]["person"]["fullName"] == "Petra Lieferant"
    assert anna.status_code == 200
    assert set(Person.objects.values_list("username", flat=True)) == {"anna", "max", "petra"}


def test_the_demo_week_has_shifts_and_activities(demo, clock):
    client = Client()
    base = "/api/time-tracking/wien-mariahilf/demo-terminal-mariahilf"

    schedules = client.get(f"{base}/working-schedules", HTTP_X_USERNAME="max", HTTP_X_ACCESS_TOKEN="2222").json()
    balance = client.get(f"{base}/balances", HTTP_X_USERNAME="max", HTTP_X_ACCESS_TOKEN="2222").json()["data"]

    # Monday to Friday 08:00–16:30 this week
    assert [shift["start"] for shift in schedules["data"]] == [
        "2026-11-23T07:00:00Z",
        "2026-11-24T07:00:00Z",
        "2026-11-25T07:00:00Z",
        "2026-11-26T07:00:00Z",
        "2026-11-27T07:00:00Z",
    ]
    # last week and Monday, Tuesday of this one: 8:10 a day (Wednesday 9:10), pause 0:30
    assert WorkingActivity.objects.filter(person__username="max").count() == 7
    days = {day["date"]: (day["plannedMinutes"], day["workedMinutes"]) for day in balance["days"]}
    assert days["2026-11-18"] == (510, 490 + 60)
    assert days["2026-11-24"] == (510, 490)
