import pytest

from ordering.models import CURRENT_STATUSES, FINAL_STATUSES, TRANSITIONS, can_transition, status_flags
from ordering.models import OrderStatus as S

ALLOWED = {
    (S.NEW, S.CONFIRMED),
    (S.NEW, S.REJECTED),
    (S.NEW, S.CANCELED),
    (S.NEW, S.FAILED),
    (S.CONFIRMED, S.IN_DELIVERY),
    (S.CONFIRMED, S.COMPLETED),
    (S.CONFIRMED, S.CANCELED),
    (S.IN_DELIVERY, S.DELIVERED),
    (S.IN_DELIVERY, S.COMPLETED),
    (S.IN_DELIVERY, S.CANCELED),
    (S.DELIVERED, S.COMPLETED),
}


@pytest.mark.parametrize("current", list(S))
@pytest.mark.parametrize("target", list(S))
def test_transition_table(current, target):
    # when / then: exactly the documented moves are allowed
    assert can_transition(current, target) is ((current, target) in ALLOWED)


def test_every_status_has_a_row_and_final_states_are_dead_ends():
    # then
    assert set(TRANSITIONS) == set(S)
    assert FINAL_STATUSES == {S.COMPLETED, S.REJECTED, S.CANCELED, S.FAILED}
    assert CURRENT_STATUSES == {S.NEW, S.CONFIRMED, S.IN_DELIVERY, S.DELIVERED}


FLAGS_OFF = dict.fromkeys(
    ["is_confirmed", "is_in_delivery", "is_delivered", "is_completed", "is_rejected", "is_canceled", "is_failed"], False
)


@pytest.mark.parametrize(
    ("status", "is_delivery", "on"),
    [
        (S.NEW, True, []),
        (S.CONFIRMED, False, ["is_confirmed"]),
        (S.IN_DELIVERY, False, ["is_confirmed", "is_in_delivery"]),
        (S.DELIVERED, True, ["is_confirmed", "is_in_delivery", "is_delivered"]),
        (S.COMPLETED, True, ["is_confirmed", "is_in_delivery", "is_delivered", "is_completed"]),
        # takeaway orders are never 'Zugestellt'
        (S.COMPLETED, False, ["is_confirmed", "is_in_delivery", "is_completed"]),
        (S.REJECTED, False, ["is_rejected"]),
        (S.CANCELED, True, ["is_canceled"]),
        (S.FAILED, False, ["is_failed"]),
    ],
)
def test_status_page_flags_are_cumulative_along_the_timeline(status, is_delivery, on):
    # when / then
    assert status_flags(status, is_delivery) == {**FLAGS_OFF, **dict.fromkeys(on, True)}
