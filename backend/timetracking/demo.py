"""Time tracking's part of the demo business (devtools load_demo): PINs for the demo staff, a terminal
at Mariahilf, the current week's shifts with the activities worked so far, one planned holiday.

Demo terminal: /api/time-tracking/wien-mariahilf/demo-terminal-mariahilf with
anna / 1111 (Administrator), max / 2222 (Mitarbeiter), petra / 3333 (externe Lieferantin).
"""

import datetime

from django.contrib.auth.hashers import make_password
from django.utils import timezone

from accounts.models import User
from crm.models import ExternalUser
from devices.models import Device, DeviceKind, secret_hash
from organisation.models import Branch

from . import calendar
from .models import Person, ScheduleKind, WorkingActivity, WorkingActivityPause, WorkingSchedule

TERMINAL_KEY = "demo-terminal-mariahilf"
PINS = {"anna": "1111", "max": "2222", "petra": "3333"}


def _at(day: datetime.date, hour: int, minute: int = 0) -> datetime.datetime:
    return calendar.to_utc(datetime.datetime.combine(day, datetime.time(hour, minute)))


def load(branches: dict[str, Branch]) -> None:
    mariahilf = branches["wien-mariahilf"]
    today = calendar.local_date(timezone.now())
    monday = today - datetime.timedelta(days=today.weekday())
    since = (monday - datetime.timedelta(days=7)).replace(day=1)
    people = {
        "anna": Person(user=User.objects.get(email="admin@example.com"), username="anna"),
        "max": Person(user=User.objects.get(email="mitarbeiter@example.com"), username="max"),
        "petra": Person(external_user=ExternalUser.objects.get(email="petra.lieferant@example.com"), username="petra"),
    }
    for username, person in people.items():
        person.pin = make_password(PINS[username])
        person.tracking_since = since
        person.save()
    # the clock-in terminal is a device of kind terminal; its key is its secret (stored as the sha256)
    Device.objects.create(
        branch=mariahilf,
        name="Tablet beim Personaleingang",
        identifier="personaleingang",
        kind=DeviceKind.TERMINAL,
        secret_hash=secret_hash(TERMINAL_KEY),
        paired_at=timezone.now(),
    )

    max_, petra = people["max"], people["petra"]
    last_monday = monday - datetime.timedelta(days=7)
    # Max: Monday to Friday 08:00–16:30, every week since last week
    for weekday in range(5):
        day = last_monday + datetime.timedelta(days=weekday)
        WorkingSchedule.objects.create(
            person=max_, branch=mariahilf, start=_at(day, 8), end=_at(day, 16, 30), is_repeated_weekly=True
        )
    # Petra delivers Mondays and Thursdays, 07:00–09:00
    for weekday in (0, 3):
        day = last_monday + datetime.timedelta(days=weekday)
        WorkingSchedule.objects.create(
            person=petra, branch=mariahilf, start=_at(day, 7), end=_at(day, 9), is_repeated_weekly=True
        )
    # a planned holiday between the years
    WorkingSchedule.objects.create(
        person=max_,
        branch=mariahilf,
        kind=ScheduleKind.HOLIDAY,
        start=_at(datetime.date(today.year, 12, 28), 0),
        end=_at(datetime.date(today.year, 12, 31), 0),
        note="Urlaub",
    )
    # what was worked this week before today (and last week, so that the week view is full)
    day = last_monday
    while day < today:
        if day.weekday() < 5 and not calendar.holiday_on(day, mariahilf):
            late = day.weekday() == 2
            activity = WorkingActivity.objects.create(
                person=max_, branch=mariahilf, start=_at(day, 7, 55), end=_at(day, 17 if late else 16, 35)
            )
            WorkingActivityPause.objects.create(activity=activity, start=_at(day, 12), end=_at(day, 12, 30))
            if day.weekday() in (0, 3):
                WorkingActivity.objects.create(person=petra, branch=mariahilf, start=_at(day, 7), end=_at(day, 8, 45))
        day += datetime.timedelta(days=1)
