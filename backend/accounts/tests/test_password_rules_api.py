"""Passwords: common, numeric or personal ones are refused; one's own password or e-mail needs the current one."""

import json

import pytest

from accounts.models import User
from accounts.tests.factories import PASSWORD
from organisation.tests.factories import ConfigFactory

CURRENT_REQUIRED = {"message": "Bitte geben Sie Ihr aktuelles Passwort ein.", "code": "current_password_required"}
CURRENT_WRONG = {"message": "Das aktuelle Passwort ist nicht richtig.", "code": "wrong_password"}


def send(client, method, url, data):
    return getattr(client, method)(url, json.dumps(data), content_type="application/json")


@pytest.mark.parametrize(
    ("body", "messages"),
    [
        ({"password": "password123"}, ["Dieses Passwort wird zu häufig verwendet. Bitte wählen Sie ein anderes."]),
        ({"password": "4711081547"}, ["Das Passwort darf nicht nur aus Ziffern bestehen."]),
        (
            {"password": "erika.mustermann"},
            ["Das Passwort ist dem Feld „E-Mail“ zu ähnlich. Bitte wählen Sie ein anderes."],
        ),
        (
            {"password": "12345"},
            [
                "Dieses Passwort ist zu kurz. Es muss mindestens 8 Zeichen enthalten.",
                "Dieses Passwort wird zu häufig verwendet. Bitte wählen Sie ein anderes.",
                "Das Passwort darf nicht nur aus Ziffern bestehen.",
            ],
        ),
    ],
)
def test_weak_passwords_are_refused_with_every_reason(admin_client, body, messages):
    # when
    response = send(admin_client, "post", "/api/users", {"email": "erika.mustermann@example.com", **body})

    # then
    assert response.status_code == 400
    assert response.json() == {
        "errors": [{"message": message, "code": "password_invalid", "field": "password"} for message in messages]
    }
    assert not User.objects.filter(email="erika.mustermann@example.com").exists()


def test_a_password_too_like_the_new_name_is_refused_on_update(admin_client, employee_user):
    # when
    response = send(
        admin_client, "put", f"/api/users/{employee_user.id}", {"lastName": "Wunderlich", "password": "Wunderlich1"}
    )

    # then
    assert response.status_code == 400
    [error] = response.json()["errors"]
    assert error["message"] == "Das Passwort ist dem Feld „Nachname“ zu ähnlich. Bitte wählen Sie ein anderes."
    employee_user.refresh_from_db()
    assert employee_user.last_name != "Wunderlich"


@pytest.mark.parametrize(
    ("change", "error"),
    [
        ({"password": "ein-neues-passwort"}, CURRENT_REQUIRED),
        ({"password": "ein-neues-passwort", "currentPassword": ""}, CURRENT_REQUIRED),
        ({"password": "ein-neues-passwort", "currentPassword": "falsch-geraten"}, CURRENT_WRONG),
        ({"email": "neu@example.com"}, CURRENT_REQUIRED),
        ({"email": "neu@example.com", "currentPassword": "falsch-geraten"}, CURRENT_WRONG),
    ],
)
def test_changing_ones_own_password_or_email_needs_the_current_password(admin_client, admin_user, change, error):
    # given
    before = User.objects.filter(pk=admin_user.pk).values().get()

    # when
    response = send(admin_client, "put", f"/api/users/{admin_user.id}", change)

    # then
    assert response.status_code == 400
    assert response.json() == {"errors": [{**error, "field": "currentPassword"}]}
    assert User.objects.filter(pk=admin_user.pk).values().get() == before


def test_with_the_current_password_one_changes_ones_own_password_and_email(admin_client, admin_user):
    # when
    response = send(
        admin_client,
        "put",
        f"/api/users/{admin_user.id}",
        {"password": "ein-neues-passwort", "email": "neu@example.com", "currentPassword": PASSWORD},
    )

    # then
    assert response.status_code == 200, response.content
    assert "currentPassword" not in response.json()["data"]
    admin_user.refresh_from_db()
    assert admin_user.email == "neu@example.com"
    assert admin_user.check_password("ein-neues-passwort")


def test_own_name_changes_need_no_password_nor_do_other_peoples_passwords(admin_client, admin_user, employee_user):
    # when
    own_name = send(admin_client, "put", f"/api/users/{admin_user.id}", {"firstName": "Ada", "email": admin_user.email})
    others = send(admin_client, "put", f"/api/users/{employee_user.id}", {"password": "ein-neues-passwort"})

    # then
    assert own_name.status_code == 200
    assert others.status_code == 200
    employee_user.refresh_from_db()
    assert employee_user.check_password("ein-neues-passwort")


TOO_LIKE_BUSINESS = (
    "Das Passwort ist dem Namen des Geschäfts (Shop, Firma, Organisation oder Filiale) zu ähnlich. "
    "Bitte wählen Sie ein anderes."
)
TOO_LIKE_NAME = "Das Passwort ist dem Namen (Vorname und Nachname) zu ähnlich. Bitte wählen Sie ein anderes."


def password_errors(*messages):
    return {"errors": [{"message": message, "code": "password_invalid", "field": "password"} for message in messages]}


@pytest.fixture
def kornfeld(branch):
    """The demo's business: shop 'Kornfeld', company 'Kornfeld Gastro GmbH', organisation 'Wirtshaus', branch
    'Mariahilf'."""
    ConfigFactory(shop_name="Kornfeld", business_name="Kornfeld Gastro GmbH")


@pytest.mark.parametrize(
    "password",
    [
        "kornfeld",
        "Kornfeld",
        "KORNFELD2025!",
        "kornfeld.",
        "1Kornfeld",
        "Korn-Feld 7",
        "KornfeldGastroGmbH",
        "wirtshaus1",
        "Mariahilf!",
    ],
)
def test_a_password_that_is_the_business_name_is_refused(admin_client, kornfeld, password):
    # when
    response = send(admin_client, "post", "/api/users", {"email": "erika@example.com", "password": password})

    # then
    assert response.status_code == 400
    assert response.json() == password_errors(TOO_LIKE_BUSINESS)
    assert not User.objects.filter(email="erika@example.com").exists()


@pytest.mark.parametrize(
    ("password", "message"),
    [
        ("PaulProbe1", TOO_LIKE_NAME),
        ("paul.probe!", TOO_LIKE_NAME),
        ("Probe_Paul2025", TOO_LIKE_NAME),
        ("PAUL-PROBE", TOO_LIKE_NAME),
        ("Paul1234", "Das Passwort ist dem Feld „Vorname“ zu ähnlich. Bitte wählen Sie ein anderes."),
        ("probe!2024", "Das Passwort ist dem Feld „Nachname“ zu ähnlich. Bitte wählen Sie ein anderes."),
        ("2024-kontakt", "Das Passwort ist dem Feld „E-Mail“ zu ähnlich. Bitte wählen Sie ein anderes."),
    ],
)
def test_a_password_that_is_the_persons_own_name_is_refused(admin_client, kornfeld, password, message):
    # when
    response = send(
        admin_client,
        "post",
        "/api/users",
        {"email": "kontakt@example.com", "firstName": "Paul", "lastName": "Probe", "password": password},
    )

    # then
    assert response.status_code == 400
    assert response.json() == password_errors(message)
    assert not User.objects.filter(email="kontakt@example.com").exists()


def test_a_password_that_is_the_new_name_is_refused_on_update(admin_client, employee_user, kornfeld):
    # given
    before = User.objects.filter(pk=employee_user.pk).values().get()

    # when
    response = send(
        admin_client,
        "put",
        f"/api/users/{employee_user.id}",
        {"firstName": "Paul", "lastName": "Probe", "password": "PaulProbe1"},
    )

    # then
    assert response.status_code == 400
    assert response.json() == password_errors(TOO_LIKE_NAME)
    assert User.objects.filter(pk=employee_user.pk).values().get() == before


@pytest.mark.parametrize("password", ["Kornblume-Probe-42", "Paulaner Weg 7", "mariahilfer-strasse-88"])
def test_a_password_that_only_contains_a_name_passes(admin_client, kornfeld, password):
    # when
    response = send(
        admin_client,
        "post",
        "/api/users",
        {"email": "kontakt@example.com", "firstName": "Paul", "lastName": "Probe", "password": password},
    )

    # then
    assert response.status_code == 201, response.content
    assert User.objects.get(email="kontakt@example.com").check_password(password)
