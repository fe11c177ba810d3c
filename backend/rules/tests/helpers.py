"""Helpers of the rule tests: opening-hour rules as stored (camelCase keys) and generated rule sets."""

from hypothesis import strategies as st

from rules.opening_hours import WEEKDAYS


def rule(kind, start=None, end=None, closed=False, date=None):
    """An opening-hour rule as stored in Branch.opening_hours (camelCase keys)."""
    return {"type": kind, "date": date, "isClosed": closed, "from": start, "to": end}


def hhmm(minutes: int) -> str:
    return f"{minutes // 60:02d}:{minutes % 60:02d}"


@st.composite
def disjoint_ranges(draw):
    """1-3 non-overlapping ranges within a day, in random order, as (from, to) strings."""
    points = sorted(draw(st.sets(st.integers(min_value=0, max_value=24 * 4), min_size=2, max_size=6)))
    pairs = [(points[i] * 15, points[i + 1] * 15) for i in range(0, len(points) - 1, 2)]
    return draw(st.permutations([(hhmm(a), hhmm(b)) for a, b in pairs]))


@st.composite
def rule_sets(draw):
    kind = draw(st.sampled_from(["daily", *WEEKDAYS]))
    ranges = draw(disjoint_ranges())
    rules = [rule(kind, start, end) for start, end in ranges]
    if draw(st.booleans()):
        rules.append(rule(draw(st.sampled_from(WEEKDAYS)), closed=True))
    return rules
