"""CPU time of the checks that run over whole request bodies, each beside the slow way it replaced (make bench).

A 12 MB data URL once held a worker for up to 2 s (the outside probe of issue 22 measured /api/health at 1.8 s
while one 9 MB file was uploaded): the forbidden-character pattern, DRF's surrogate loop and a whitespace
pattern each walked it character by character. Each line compares today's check with that old way on the same
machine at the same moment (the fastest of several rounds), so the ratio, not the machine's speed, is judged.
These were timed assertions in the test suite once; on a loaded 2-core CI they were a coin toss, so they are
measured here and the tests keep only what the checks decide.
"""

import base64
import re
import time

from django.core.management.base import BaseCommand
from rest_framework.validators import ProhibitSurrogateCharactersValidator

from core.api.parsers import FORBIDDEN_CHARACTERS, _check
from media.api.serializers import UploadCreateSerializer
from media.services import decode_data_url
from rules.slots import availability

ROUNDS = 5
DATA_URL = "data:text/plain;base64," + base64.b64encode(b"Kornfeld " * (1024 * 1024)).decode()


def fastest(call, rounds: int = ROUNDS) -> float:
    durations = []
    for _ in range(rounds):
        started = time.perf_counter()
        call()
        durations.append(time.perf_counter() - started)
    return min(durations)


def busy_schedule() -> tuple[dict, object]:
    """Several ranges a day, a closed weekday and a 'once' rule per month, as rules' tests use."""
    from datetime import datetime
    from zoneinfo import ZoneInfo

    def rule(kind, start=None, end=None, closed=False, date=None):
        return {"type": kind, "date": date, "isClosed": closed, "from": start, "to": end}

    rules = [rule("daily", "06:03", "11:58"), rule("daily", "12:07", "23:59"), rule("sunday", closed=True)]
    rules += [rule("once", "09:00", "10:00", date=f"2026-{month:02d}-10") for month in range(3, 10)]
    zone = ZoneInfo("Europe/Vienna")
    return {"openingHours": rules}, datetime(2026, 3, 4, 10, tzinfo=zone)


class Command(BaseCommand):
    help = "Misst die Prüfungen großer Anfragen (12 MB Daten-URL) gegen die früheren langsamen Wege."

    def handle(self, *args, **options):
        field = UploadCreateSerializer().fields["data"]
        branch, now = busy_schedule()
        lines = [
            # (label, today, old way, target: today at most this share of the old way)
            (
                "Zeichenprüfung des Parsers (12 MB ASCII)",
                fastest(lambda: _check({"data": DATA_URL}, 32)),
                fastest(lambda: FORBIDDEN_CHARACTERS.search(DATA_URL)),
                1 / 3,
            ),
            (
                "Daten-URL-Feld des Uploads",
                fastest(lambda: field.run_validation(DATA_URL)),
                fastest(lambda: ProhibitSurrogateCharactersValidator()(DATA_URL), rounds=1),
                1 / 3,
            ),
            (
                "Daten-URL dekodieren",
                fastest(lambda: decode_data_url(DATA_URL, "gross.txt")),
                fastest(lambda: re.sub(r"\s+", "", DATA_URL)),
                1 / 2,
            ),
        ]
        misses = []
        self.stdout.write(f"Prüfungen großer Anfragen (schnellste von {ROUNDS} Runden):")
        for label, today, old, share in lines:
            ok = today < old * share
            if not ok:
                misses.append(label)
            self.stdout.write(
                f"  {label:<42} {today * 1000:7.1f} ms  früher {old * 1000:7.1f} ms  "
                f"Ziel < {share:.0%} des früheren  {'ok' if ok else 'VERFEHLT'}"
            )
        slots = fastest(lambda: availability(branch, now, [], zone=now.tzinfo), rounds=10)
        assert len(availability(branch, now, [], zone=now.tzinfo)) == 78  # the test suite's count of open days
        ok = slots < 0.2
        if not ok:
            misses.append("Verfügbarkeit")
        self.stdout.write(
            f"  {'Verfügbarkeit, 90 Tage dichter Plan':<42} {slots * 1000:7.1f} ms  Ziel < 200 ms  {'ok' if ok else 'VERFEHLT'}"
        )
        self.stdout.write("Ziele verfehlt: " + (", ".join(misses) if misses else "keine"))
