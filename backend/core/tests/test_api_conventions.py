"""Envelope, lists, errors, permissions and CSRF of the JSON API (docs/api.md, Conventions)."""

import json

import pytest

from accounts.models import User
from accounts.tests.factories import PASSWORD, UserFactory
from organisation.models import Branch, Config, Division
from organisation.tests.factories import BranchFactory, ConfigFactory, DivisionFactory

NOT_LOGGED_IN = {"errors": [{"message": "Bitte melden Sie sich an.", "code": "not_authenticated"}]}
FORBIDDEN = {"errors": [{"message": "Sie haben keine Berechtigung für diese Aktion.", "code": "permission_denied"}]}
CSRF_FAILED = {"errors": [{"message": "Ungültiges CSRF-Token.", "code": "csrf_failed"}]}


def post_json(client, url, data, method="post"):
    body = data if isinstance(data, str | bytes) else json.dumps(data)
    return getattr(client, method)(url, body, content_type="application/json")


# --- success envelope and casing -------------------------------------------------------------


def test_detail_answers_data_envelope(admin_client, division):
    # when
    response = admin_client.get(f"/api/divisions/{division.id}")

    # then
    assert response.status_code == 200
    assert response.json() == {
        "data": {"id": division.id, "name": "Wirtshaus", "identifier": "wirtshaus", "description": ""}
    }


def test_acronym_fields_round_trip_through_the_api(admin_client):
    # given
    ConfigFactory(enable_plugin_pwa=False, enable_hydro_ag_voucher=False, enable_atm_card=False)

    # when
    response = post_json(
        admin_client, "/api/config", {"enablePluginPWA": True, "enableHydroAGVoucher": True, "enableATMCard": True}
    )

    # then
    assert response.status_code == 200
    body = response.json()["data"]
    assert (body["enablePluginPWA"], body["enableHydroAGVoucher"], body["enableATMCard"]) == (True, True, True)
    assert not {"enablePluginPwa", "enable_plugin_pwa", "enableHydroAgVoucher"} & set(body)
    config = Config.objects.get(pk=1)
    assert (config.enable_plugin_pwa, config.enable_hydro_ag_voucher, config.enable_atm_card) == (True, True, True)


def test_branch_acronym_field_is_read_and_written(admin_client, branch):
    # when
    response = post_json(admin_client, f"/api/branches/{branch.id}", {"isATMCardEnabled": True}, method="put")

    # then
    assert response.status_code == 200
    assert response.json()["data"]["isATMCardEnabled"] is True
    assert response.json()["data"]["isHydroAGVoucherEnabled"] is False
    branch.refresh_from_db()
    assert branch.is_atm_card_enabled is True


# --- lists -----------------------------------------------------------------------------------


@pytest.fixture
def five_divisions(db):
    return [DivisionFactory(name=name, identifier=name.lower()) for name in ("Cafe", "Anton", "Eis", "Bar", "Deli")]


def names(response):
    return [item["name"] for item in response.json()["data"]]


def test_list_answers_data_and_meta(admin_client, five_divisions):
    # when
    response = admin_client.get("/api/divisions")

    # then
    assert response.status_code == 200
    assert set(response.json()) == {"data", "meta"}
    assert response.json()["meta"] == {"total": 5, "page": 1, "pageSize": 25}
    assert names(response) == ["Anton", "Bar", "Cafe", "Deli", "Eis"]


@pytest.mark.parametrize(
    ("query", "expected_names", "expected_meta"),
    [
        ("page=1&pageSize=2", ["Anton", "Bar"], {"total": 5, "page": 1, "pageSize": 2}),
        ("page=3&pageSize=2", ["Eis"], {"total": 5, "page": 3, "pageSize": 2}),
        ("ordering=-name", ["Eis", "Deli", "Cafe", "Bar", "Anton"], {"total": 5, "page": 1, "pageSize": 25}),
        ("ordering=-name&pageSize=2&page=2", ["Cafe", "Bar"], {"total": 5, "page": 2, "pageSize": 2}),
        ("q=an", ["Anton"], {"total": 1, "page": 1, "pageSize": 25}),
        ("pageSize=5000", ["Anton", "Bar", "Cafe", "Deli", "Eis"], {"total": 5, "page": 1, "pageSize": 1000}),
    ],
)
def test_list_paging_ordering_and_search(admin_client, five_divisions, query, expected_names, expected_meta):
    # when
    response = admin_client.get(f"/api/divisions?{query}")

    # then
    assert response.status_code == 200
    assert names(response) == expected_names
    assert response.json()["meta"] == expected_meta


def test_list_filters_by_repeated_id(admin_client, five_divisions):
    # given
    anton, bar = five_divisions[1], five_divisions[3]

    # when
    response = admin_client.get(f"/api/divisions?id={bar.id}&id={anton.id}")

    # then
    assert names(response) == ["Anton", "Bar"]
    assert response.json()["meta"]["total"] == 2


def test_list_orders_by_camel_case_field(admin_client, division):
    # given
    for zip_code in ("8020", "1010", "4020"):
        BranchFactory(division=division, zip_code=zip_code)

    # when
    ascending = admin_client.get("/api/branches?ordering=zipCode")
    descending = admin_client.get("/api/branches?ordering=-zipCode")

    # then
    assert [item["zipCode"] for item in ascending.json()["data"]] == ["1010", "4020", "8020"]
    assert [item["zipCode"] for item in descending.json()["data"]] == ["8020", "4020", "1010"]


def test_page_beyond_the_end_answers_404(admin_client, five_divisions):
    # when
    response = admin_client.get("/api/divisions?page=9")

    # then
    assert response.status_code == 404
    assert response.json() == {"errors": [{"message": "Diese Seite gibt es nicht.", "code": "invalid_page"}]}


# --- authentication, permissions, unknown things ---------------------------------------------


@pytest.mark.parametrize("url", ["/api/divisions", "/api/branches", "/api/users/me", "/api/init", "/api/logs"])
def test_anonymous_caller_gets_401(anon_client, url):
    # when
    response = anon_client.get(url)

    # then
    assert response.status_code == 401
    assert response.json() == NOT_LOGGED_IN


@pytest.mark.parametrize("url", ["/api/divisions", "/api/branches", "/api/users/me", "/api/init", "/api/tables"])
def test_logged_in_user_without_role_gets_403(roleless_client, url):
    # when
    response = roleless_client.get(url)

    # then
    assert response.status_code == 403
    assert response.json() == FORBIDDEN


def test_user_without_role_cannot_write(roleless_client, division):
    # when
    response = post_json(roleless_client, f"/api/divisions/{division.id}", {"name": "Neu"}, method="put")

    # then
    assert response.status_code == 403
    assert response.json() == FORBIDDEN
    division.refresh_from_db()
    assert division.name == "Wirtshaus"


def test_unknown_id_answers_404_in_german(admin_client):
    # when
    response = admin_client.get("/api/divisions/999999")

    # then
    assert response.status_code == 404
    assert response.json() == {"errors": [{"message": "Der Eintrag wurde nicht gefunden.", "code": "not_found"}]}


@pytest.mark.parametrize(
    "url", ["/api/gibt-es-nicht", "/api/divisions/1/unbekannt", "/api/", "/api/public/branches/a%0Ab/menu"]
)
def test_unknown_api_path_answers_404_json(anon_client, url):
    # when
    response = anon_client.get(url)

    # then
    assert response.status_code == 404
    assert response.json() == {"errors": [{"message": "Diese Schnittstelle gibt es nicht.", "code": "not_found"}]}


def test_unknown_api_path_answers_404_to_a_write_without_csrf_token(csrf_admin_client):
    # when: a logged-in browser posts to an address that names no operation
    response = post_json(csrf_admin_client, "/api/orders/public/a%2Fb/c/questionnaire", {})

    # then: the address is wrong, not the token
    assert response.status_code == 404
    assert response.json() == {"errors": [{"message": "Diese Schnittstelle gibt es nicht.", "code": "not_found"}]}


def test_wrong_method_answers_405(admin_client):
    # when
    response = admin_client.delete("/api/divisions")

    # then
    assert response.status_code == 405
    assert response.json() == {"errors": [{"message": 'Methode "DELETE" nicht erlaubt.', "code": "method_not_allowed"}]}


# --- validation errors -----------------------------------------------------------------------


@pytest.mark.parametrize(
    ("body", "errors"),
    [
        pytest.param(
            '{"name": "Neu", ',
            [{"message": "Die Anfrage konnte nicht gelesen werden.", "code": "parse_error"}],
            id="malformed-json",
        ),
        pytest.param(
            {"identifier": "neu"},
            [{"message": "Dieses Feld ist erforderlich.", "code": "required", "field": "name"}],
            id="required",
        ),
        pytest.param(
            {"name": ["Neu"], "identifier": "neu"},
            [{"message": "Kein gültiger String.", "code": "invalid", "field": "name"}],
            id="wrong-type",
        ),
        pytest.param(
            {"name": "x" * 121, "identifier": "neu"},
            [
                {
                    "message": "Bitte geben Sie höchstens 120 Zeichen ein.",
                    "code": "max_length",
                    "field": "name",
                }
            ],
            id="too-long",
        ),
        pytest.param(
            {"name": "Neu", "identifier": "wirtshaus"},
            [
                {
                    "message": "Organisation mit diesem Wert für das Feld Kennung existiert bereits.",
                    "code": "unique",
                    "field": "identifier",
                }
            ],
            id="value-already-used",
        ),
        pytest.param(
            {"name": "Neu", "identifier": "neu", "fooBar": 1, "isPublic": True},
            [
                {"message": "Unbekanntes Feld.", "code": "unknown_field", "field": "fooBar"},
                {"message": "Unbekanntes Feld.", "code": "unknown_field", "field": "isPublic"},
            ],
            id="unknown-fields",
        ),
        pytest.param(
            [{"name": "Neu", "identifier": "neu"}],
            [{"message": "Ungültige Daten. Dictionary erwartet, aber list erhalten.", "code": "invalid"}],
            id="list-instead-of-object",
        ),
    ],
)
def test_invalid_division_is_refused_with_german_errors(admin_client, division, body, errors):
    # when
    response = post_json(admin_client, "/api/divisions", body)

    # then
    assert response.status_code == 400
    assert response.json() == {"errors": errors}
    assert list(Division.objects.values_list("identifier", flat=True)) == ["wirtshaus"]


@pytest.mark.parametrize(
    ("body", "field", "message", "code"),
    [
        (
            {"email": "kein-mail", "password": PASSWORD},
            "email",
            "Bitte geben Sie eine gültige E-Mail-Adresse an.",
            "invalid",
        ),
        (
            {"email": "ADMIN@example.com", "password": PASSWORD},
            "email",
            "Diese E-Mail-Adresse wird bereits verwendet.",
            "unique",
        ),
    ],
)
def test_invalid_user_email_is_refused(admin_client, body, field, message, code):
    # when
    response = post_json(admin_client, "/api/users", body)

    # then
    assert response.status_code == 400
    assert response.json() == {"errors": [{"message": message, "code": code, "field": field}]}
    assert User.objects.count() == 1


def test_oversized_body_answers_400_not_500(admin_client, settings):
    # given
    settings.DATA_UPLOAD_MAX_MEMORY_SIZE = 1000
    body = json.dumps({"name": "Neu", "identifier": "neu", "description": "x" * 1000})

    # when
    response = post_json(admin_client, "/api/divisions", body)

    # then
    assert response.status_code == 400
    assert response.json() == {"errors": [{"message": "Die Anfrage ist zu groß.", "code": "request_too_large"}]}
    assert Division.objects.count() == 0


def test_nested_errors_carry_dotted_camel_case_paths(admin_client, branch):
    # given
    body = {
        "openingHours": [
            {"type": "daily", "from": "08:00", "to": "18:00"},
            {"type": "monday", "from": "12:00", "to": "09:00"},
        ],
        "deliveryAreas": [{"area": "1010 Innere Stadt", "price": "teuer", "tax": "20.00"}],
    }

    # when
    response = post_json(admin_client, f"/api/branches/{branch.id}", body, method="put")

    # then
    assert response.status_code == 400
    assert response.json() == {
        "errors": [
            {"message": "Die Endzeit muss nach der Startzeit liegen.", "code": "invalid", "field": "openingHours.1.to"},
            {"message": "Eine gültige Zahl ist erforderlich.", "code": "invalid", "field": "deliveryAreas.0.price"},
        ]
    }
    branch.refresh_from_db()
    assert branch.opening_hours == [{"type": "daily", "date": None, "isClosed": False, "from": "08:00", "to": "18:00"}]
    assert branch.delivery_areas.count() == 0


# --- CSRF ------------------------------------------------------------------------------------


def csrf_token(client) -> str:
    client.get("/backend/login")
    return client.cookies["csrftoken"].value


@pytest.mark.parametrize(
    ("method", "url_template", "body"),
    [
        ("post", "/api/divisions", {"name": "Neu", "identifier": "neu"}),
        ("put", "/api/divisions/{id}", {"name": "Geändert"}),
        ("delete", "/api/divisions/{id}", None),
    ],
)
def test_session_writes_without_csrf_token_are_refused(csrf_admin_client, division, method, url_template, body):
    # given
    url = url_template.format(id=division.id)

    # when
    response = post_json(csrf_admin_client, url, body if body is not None else "", method=method)

    # then
    assert response.status_code == 403
    assert response.json() == CSRF_FAILED
    assert list(Division.objects.values_list("name", "identifier")) == [("Wirtshaus", "wirtshaus")]


def test_session_write_with_wrong_csrf_token_is_refused(csrf_admin_client, division):
    # given
    csrf_token(csrf_admin_client)

    # when
    response = csrf_admin_client.post(
        "/api/divisions",
        json.dumps({"name": "Neu", "identifier": "neu"}),
        content_type="application/json",
        HTTP_X_CSRFTOKEN="x" * 32,
    )

    # then
    assert response.status_code == 403
    assert response.json() == CSRF_FAILED
    assert Division.objects.count() == 1


def test_session_write_with_csrf_token_passes(csrf_admin_client, division):
    # given
    token = csrf_token(csrf_admin_client)

    # when
    response = csrf_admin_client.post(
        "/api/divisions",
        json.dumps({"name": "Neu", "identifier": "neu"}),
        content_type="application/json",
        HTTP_X_CSRFTOKEN=token,
    )

    # then
    assert response.status_code == 201
    assert response.json()["data"]["identifier"] == "neu"
    assert Division.objects.count() == 2


def test_reads_need_no_csrf_token(csrf_admin_client, division):
    # when
    response = csrf_admin_client.get("/api/divisions")

    # then
    assert response.status_code == 200


def test_real_login_then_write_with_token(division):
    # given: a browser that logs in through the form and then calls the API
    from django.test import Client

    UserFactory(email="chefin@example.com", roles=["ROLE_ADMIN"])
    browser = Client(enforce_csrf_checks=True)
    token = csrf_token(browser)
    browser.post("/backend/login", {"email": "chefin@example.com", "password": PASSWORD, "csrfmiddlewaretoken": token})
    token = browser.cookies["csrftoken"].value

    # when
    refused = browser.put(f"/api/divisions/{division.id}", '{"name": "A"}', content_type="application/json")
    accepted = browser.put(
        f"/api/divisions/{division.id}", '{"name": "B"}', content_type="application/json", HTTP_X_CSRFTOKEN=token
    )

    # then
    assert refused.status_code == 403
    assert accepted.status_code == 200
    division.refresh_from_db()
    assert division.name == "B"
    assert Branch.objects.count() == 0


def test_a_value_drfs_json_field_refuses_is_not_reported_as_json():
    """DRF's JSONField says 'Wert muss gültiges JSON sein.' for a value its encoder refuses (a Decimal);
    the person reads German without the word JSON, the code stays 'invalid'."""
    from decimal import Decimal

    from rest_framework import serializers

    from core.api.exceptions import flatten_errors

    class Document(serializers.Serializer):
        content = serializers.JSONField()

    document = Document(data={"content": {"lat": Decimal("48.1986")}})

    assert not document.is_valid()
    assert flatten_errors(document.errors) == [
        {"message": "Dieser Wert kann nicht gespeichert werden.", "code": "invalid", "field": "content"}
    ]
