"""The instant every backend test starts at (backend/conftest.py travels there; docs/testing.md "Time in tests").

Wednesday 25 November 2026, 12:15 in Vienna: the e2e suite's Wednesday instant, lunch time, in the week the
apps' own NOW constants (ordering, time tracking, projects, content) describe. Values a test module computes
at import or collection time (parametrize, module constants) are derived from it, never from the real clock:
collection runs before the clock is pinned.
"""

import datetime
import zoneinfo

PINNED_NOW = datetime.datetime(2026, 11, 25, 12, 15, tzinfo=zoneinfo.ZoneInfo("Europe/Vienna"))
