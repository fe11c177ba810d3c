"""Input that once produced a 500 (found in review): each answers a German 4xx and changes nothing."""

import pytest
from django.test import Client

from organisation.models import Department

INVALID_JSON = {"message": "Die Anfrage konnte nicht gelesen werden.", "code": "parse_error"}
TOO_DEEP = {"message": "Die Anfrage ist zu tief verschachtelt.", "code": "too_deep"}
NUL = {"message": "Die Anfrage enthält ungültige Zeichen.", "code": "invalid_characters"}


@pytest.mark.parametrize(
    "url",
    [
        "/api/branches?id=99999999999999999999999",
        "/api/branches?id=%C2%B2",
        "/api/tables?id=-1",
    ],
)
def test_id_list_outside_the_id_range_matches_nothing(admin_client, branch, url):
    # when
    response = admin_client.get(url)

    # then
    assert response.status_code == 200
    assert response.json() == {"data": [], "meta": {"total": 0, "page": 1, "pageSize": 25}}


@pytest.mark.parametrize(
    ("url", "field"),
    [
        ("/api/branches?division=99999999999999999999999", "division"),
        ("/api/departments?branch=99999999999999999999999", "branch"),
        ("/api/tables?branch=1.5", "branch"),
        ("/api/users?branch=abc", "branch"),
        ("/api/logs?user=99999999999999999999999", "user"),
    ],
)
def test_filter_by_an_impossible_id_is_a_field_error(admin_client, branch, url, field):
    # when
    response = admin_client.get(url)

    # then
    assert response.status_code == 400
    [error] = response.json()["errors"]
    assert error["field"] == field


@pytest.mark.parametrize(
    ("body", "message"),
    [
        ('{"branch": 1e400, "name": "Küche"}', "Eine gültige Ganzzahl ist erforderlich."),
        ('{"branch": 1.5, "name": "Küche"}', "Eine gültige Ganzzahl ist erforderlich."),
        ('{"branch": 99999999999999999999999, "name": "Küche"}', None),
    ],
)
def test_related_id_must_be_a_whole_number_in_range(admin_client, branch, body, message):
    # when
    response = admin_client.post("/api/departments", body, content_type="application/json")

    # then
    assert response.status_code == 400
    [error] = response.json()["errors"]
    assert error["field"] == "branch"
    if message:
        assert error["message"] == message
    assert Department.objects.count() == 0


@pytest.mark.parametrize(
    ("body", "error"),
    [
        ('{"name": NaN}', INVALID_JSON),
        ('{"name": Infinity}', INVALID_JSON),
        ("[" * 5000 + "]" * 5000, TOO_DEEP),
        ('{"a":' * 40 + "1" + "}" * 40, TOO_DEEP),
        (b'{"name": "\xff"}', INVALID_JSON),
    ],
)
def test_unusable_json_is_refused(admin_client, branch, body, error):
    # when
    response = admin_client.post("/api/departments", body, content_type="application/json")

    # then
    assert response.status_code == 400
    assert response.json() == {"errors": [error]}
    assert Department.objects.count() == 0


def test_a_null_body_is_refused_in_german(admin_client):
    # when
    response = admin_client.post("/api/divisions", "null", content_type="application/json")

    # then
    assert response.status_code == 400
    assert response.json() == {"errors": [{"message": "Die Anfrage enthält keine Daten.", "code": "null"}]}


@pytest.mark.parametrize("url", ["/api/branches?q=a%00b", "/api/logs?entity=%00"])
def test_nul_in_the_query_is_refused(admin_client, url):
    # when
    response = admin_client.get(url)

    # then
    assert response.status_code == 400
    assert response.json() == {"errors": [NUL]}


def test_nul_in_a_storefront_path_is_refused(db):
    # when
    response = Client().get("/store/a%00b")

    # then
    assert response.status_code == 400
    assert response.content.decode() == NUL["message"]


@pytest.mark.parametrize("email", ["a\x00b@example.com", "a" * 400 + "@example.com"])
def test_login_with_an_impossible_email_is_refused_without_error(db, email):
    # when
    nul = "\x00" in email
    response = Client().post("/backend/login", {"email": email, "password": "egal"})

    # then
    assert response.status_code == 400
    if nul:
        assert response.content.decode() == NUL["message"]
    else:
        assert "Fehlerhafte Zugangsdaten." in response.content.decode()
