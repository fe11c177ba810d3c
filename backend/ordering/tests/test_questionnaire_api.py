import pytest

from audit.models import LogEntry
from ordering.models import OrderStatus
from organisation.models import Config

from .factories import OrderFactory
from .helpers import order_rows, post, public_url

ANSWER = {"rating": 5, "foodRating": 4, "serviceRating": 5, "processRating": 3, "comment": "Sehr gut!"}
REFUSED = "Bewertung konnte nicht gesendet werden."
RATING = "Bitte geben Sie eine Bewertung von 1 bis 5 an."


@pytest.fixture
def reviews(config):
    Config.objects.filter(pk=1).update(enable_plugin_order_reviews=True)


@pytest.fixture
def completed(branch, reviews):
    return OrderFactory(branch=branch, status=OrderStatus.COMPLETED)


def test_customer_reviews_a_completed_order(anon_client, admin_client, completed):
    # when
    response = post(anon_client, public_url(completed, "/questionnaire"), ANSWER)

    # then
    assert response.status_code == 200
    assert response.json()["data"]["questionnaireRating"] == 5
    staff = admin_client.get(f"/api/orders/{completed.id}").json()["data"]["questionnaire"]
    assert {key: staff[key] for key in ("rating", "foodRating", "serviceRating", "processRating", "comment")} == ANSWER
    assert staff["answeredAt"].endswith("Z")
    assert LogEntry.objects.get(entity="order").action == "update"


def test_the_comment_is_optional(anon_client, completed):
    # when
    response = post(anon_client, public_url(completed, "/questionnaire"), {**ANSWER, "comment": ""})

    # then
    assert response.status_code == 200


@pytest.mark.parametrize(
    ("given", "code"),
    [
        ("second answer", "already_answered"),
        ("not completed", "not_completed"),
        ("reviews disabled", "reviews_disabled"),
    ],
)
def test_questionnaire_is_refused(anon_client, branch, config, given, code):
    # given
    if given != "reviews disabled":
        Config.objects.filter(pk=1).update(enable_plugin_order_reviews=True)
    status = OrderStatus.CONFIRMED if given == "not completed" else OrderStatus.COMPLETED
    order = OrderFactory(branch=branch, status=status)
    if given == "second answer":
        assert post(anon_client, public_url(order, "/questionnaire"), ANSWER).status_code == 200
    before = order_rows()

    # when
    response = post(anon_client, public_url(order, "/questionnaire"), {**ANSWER, "rating": 1})

    # then
    assert (response.status_code, response.json()) == (409, {"errors": [{"message": REFUSED, "code": code}]})
    assert order_rows() == before


@pytest.mark.parametrize(
    ("body", "errors"),
    [
        (
            {"comment": "nur Text"},
            [
                {"message": "Dieses Feld ist erforderlich.", "field": field, "code": "required"}
                for field in ("rating", "foodRating", "serviceRating", "processRating")
            ],
        ),
        ({**ANSWER, "rating": 0}, [{"message": RATING, "field": "rating", "code": "min_value"}]),
        ({**ANSWER, "foodRating": 6}, [{"message": RATING, "field": "foodRating", "code": "max_value"}]),
        ({**ANSWER, "serviceRating": 2.5}, [{"message": RATING, "field": "serviceRating", "code": "invalid"}]),
        ({**ANSWER, "processRating": None}, [{"message": RATING, "field": "processRating", "code": "null"}]),
        ({**ANSWER, "stars": 5}, [{"message": "Unbekanntes Feld.", "field": "stars", "code": "unknown_field"}]),
    ],
)
def test_invalid_answers_get_german_field_errors(anon_client, completed, body, errors):
    # given
    before = order_rows()

    # when
    response = post(anon_client, public_url(completed, "/questionnaire"), body)

    # then
    assert (response.status_code, response.json()) == (400, {"errors": errors})
    assert order_rows() == before
