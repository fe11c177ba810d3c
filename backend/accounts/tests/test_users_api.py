import datetime
import json

import pytest

from accounts.models import User
from accounts.tests.factories import EmployeeFactory, UserFactory


def send(client, method, url, data):
    return getattr(client, method)(url, json.dumps(data), content_type="application/json")


def test_me_answers_the_current_user(employee_client, employee_user, branch):
    # when
    response = employee_client.get("/api/users/me")

    # then
    assert response.status_code == 200
    assert response.json() == {
        "data": {
            "id": employee_user.id,
            "email": "mitarbeiter@example.com",
            "firstName": "Max",
            "lastName": "Mitarbeiter",
            "fullName": "Max Mitarbeiter",
            "roles": ["ROLE_EMPLOYEE"],
            "branches": [{"id": branch.id, "name": "Mariahilf", "identifier": "mariahilf"}],
        }
    }


def test_admin_lists_users_without_passwords(admin_client, admin_user, employee_user, branch):
    # given
    User.objects.filter(pk=admin_user.pk).update(last_login=datetime.datetime(2026, 11, 22, 8, 0, tzinfo=datetime.UTC))

    # when
    response = admin_client.get("/api/users")

    # then
    assert response.status_code == 200
    assert response.json()["meta"] == {"total": 2, "page": 1, "pageSize": 25}
    first = response.json()["data"][0]
    assert first == {
        "id": admin_user.id,
        "email": "admin@example.com",
        "firstName": "Anna",
        "lastName": "Admin",
        "fullName": "Anna Admin",
        "roles": ["ROLE_ADMIN"],
        "branches": [],
        "isActive": True,
        "isLocked": False,
        "expiresAt": None,
        "lastLogin": "2026-11-22T08:00:00Z",
    }
    assert response.json()["data"][1]["branches"] == [branch.id]


@pytest.mark.parametrize(
    ("query", "expected"),
    [
        ("role=ROLE_EMPLOYEE", ["mitarbeiter@example.com"]),
        ("role=ROLE_ADMIN", ["admin@example.com"]),
        ("isActive=false", ["inaktiv@example.com"]),
        ("q=inaktiv", ["inaktiv@example.com"]),
    ],
)
def test_user_filters(admin_client, employee_user, query, expected):
    # given
    UserFactory(email="inaktiv@example.com", is_active=False)

    # when
    response = admin_client.get(f"/api/users?{query}")

    # then
    assert [item["email"] for item in response.json()["data"]] == expected


def test_user_filter_by_branch(admin_client, employee_user, branch, other_branch):
    # given
    EmployeeFactory(email="graz@example.com", branches=[other_branch])

    # when
    response = admin_client.get(f"/api/users?branch={other_branch.id}")

    # then
    assert [item["email"] for item in response.json()["data"]] == ["graz@example.com"]


def test_admin_creates_a_user_with_hashed_password(admin_client, branch):
    # when
    response = send(
        admin_client,
        "post",
        "/api/users",
        {
            "email": "Neu@Example.com",
            "firstName": "Nina",
            "lastName": "Neu",
            "roles": ["ROLE_EMPLOYEE"],
            "branches": [branch.id],
            "password": "sicheres-passwort",
        },
    )

    # then
    assert response.status_code == 201
    body = response.json()["data"]
    assert "password" not in body
    assert (body["email"], body["fullName"], body["roles"], body["branches"]) == (
        "neu@example.com",
        "Nina Neu",
        ["ROLE_EMPLOYEE"],
        [branch.id],
    )
    user = User.objects.get(email="neu@example.com")
    assert user.check_password("sicheres-passwort")
    assert list(user.branches.all()) == [branch]


@pytest.mark.parametrize(
    ("body", "errors"),
    [
        (
            {"email": "neu@example.com"},
            [{"message": "Dieses Feld ist erforderlich.", "code": "required", "field": "password"}],
        ),
        (
            {"email": "neu@example.com", "password": "kurz"},
            [
                {
                    "message": "Dieses Passwort ist zu kurz. Es muss mindestens 8 Zeichen enthalten.",
                    "code": "password_invalid",
                    "field": "password",
                }
            ],
        ),
        (
            {"email": "mitarbeiter@example.com", "password": "sicheres-passwort"},
            [{"message": "Diese E-Mail-Adresse wird bereits verwendet.", "code": "unique", "field": "email"}],
        ),
        (
            {"email": "neu@example.com", "password": "sicheres-passwort", "roles": ["ROLE_KING"]},
            [{"message": '"ROLE_KING" ist keine gültige Option.', "code": "invalid_choice", "field": "roles.0"}],
        ),
        (
            {"email": "neu@example.com", "password": "sicheres-passwort", "nickname": "X"},
            [{"message": "Unbekanntes Feld.", "code": "unknown_field", "field": "nickname"}],
        ),
    ],
)
def test_invalid_user_is_refused(admin_client, employee_user, body, errors):
    # when
    response = send(admin_client, "post", "/api/users", body)

    # then
    assert response.status_code == 400
    assert response.json() == {"errors": errors}
    assert User.objects.count() == 2


def test_update_keeps_password_unless_sent(admin_client, employee_user):
    # given
    old_hash = employee_user.password

    # when
    renamed = send(admin_client, "put", f"/api/users/{employee_user.id}", {"firstName": "Moritz"})
    employee_user.refresh_from_db()
    hash_after_rename = employee_user.password
    new_password = send(admin_client, "put", f"/api/users/{employee_user.id}", {"password": "ganz-neues-pw"})

    # then
    assert renamed.status_code == 200
    assert renamed.json()["data"]["fullName"] == "Moritz Mitarbeiter"
    assert hash_after_rename == old_hash
    assert new_password.status_code == 200
    employee_user.refresh_from_db()
    assert employee_user.check_password("ganz-neues-pw")


def test_email_may_stay_the_same_on_update(admin_client, employee_user):
    # when
    response = send(admin_client, "put", f"/api/users/{employee_user.id}", {"email": "mitarbeiter@example.com"})

    # then
    assert response.status_code == 200


def test_admin_deletes_a_user(admin_client, employee_user):
    # when
    response = admin_client.delete(f"/api/users/{employee_user.id}")

    # then
    assert response.status_code == 204
    assert not User.objects.filter(pk=employee_user.pk).exists()


def user_rows():
    return list(User.objects.order_by("id").values("email", "first_name", "roles", "is_active", "password"))


@pytest.mark.parametrize(
    ("method", "url", "body"),
    [
        ("get", "/api/users", None),
        ("get", "/api/users/{id}", None),
        ("post", "/api/users", {"email": "x@example.com", "password": "sicheres-passwort", "roles": ["ROLE_ADMIN"]}),
        ("put", "/api/users/{id}", {"roles": ["ROLE_ADMIN"]}),
        ("delete", "/api/users/{id}", None),
    ],
)
def test_employee_may_not_manage_users(employee_client, employee_user, method, url, body):
    # given
    before = user_rows()

    # when
    response = (
        send(employee_client, method, url.format(id=employee_user.id), body)
        if body
        else getattr(employee_client, method)(url.format(id=employee_user.id))
    )

    # then
    assert response.status_code == 403
    assert response.json() == {
        "errors": [{"message": "Sie haben keine Berechtigung für diese Aktion.", "code": "permission_denied"}]
    }
    assert user_rows() == before


def test_datetimes_are_read_and_written_in_utc(admin_client, employee_user):
    # when: 09:30 in Vienna (winter time) sent with its offset
    response = send(admin_client, "put", f"/api/users/{employee_user.id}", {"expiresAt": "2026-12-01T09:30:00+01:00"})

    # then
    assert response.status_code == 200
    assert response.json()["data"]["expiresAt"] == "2026-12-01T08:30:00Z"
    employee_user.refresh_from_db()
    assert employee_user.expires_at == datetime.datetime(2026, 12, 1, 8, 30, tzinfo=datetime.UTC)


LAST_ADMIN = "Der letzte aktive Administrator kann nicht entfernt, deaktiviert oder gesperrt werden."


@pytest.mark.parametrize(
    "change",
    [{"roles": ["ROLE_EMPLOYEE"]}, {"isActive": False}, {"isLocked": True}, {"expiresAt": "2020-01-01T00:00:00Z"}],
)
def test_the_last_active_admin_cannot_take_away_their_own_access(admin_client, admin_user, change):
    # when
    response = send(admin_client, "put", f"/api/users/{admin_user.id}", change)

    # then
    assert response.status_code == 400
    assert response.json() == {"errors": [{"message": LAST_ADMIN, "field": "roles", "code": "last_admin"}]}
    admin_user.refresh_from_db()
    assert (admin_user.roles, admin_user.is_active, admin_user.is_locked, admin_user.expires_at) == (
        ["ROLE_ADMIN"],
        True,
        False,
        None,
    )


def test_the_last_active_admin_cannot_be_deleted(admin_client, admin_user):
    # when
    response = admin_client.delete(f"/api/users/{admin_user.id}")

    # then
    assert response.status_code == 400
    assert response.json() == {"errors": [{"message": LAST_ADMIN, "code": "last_admin"}]}
    assert User.objects.filter(pk=admin_user.pk).exists()


def test_an_admin_may_step_down_while_another_admin_remains(admin_client, admin_user):
    # given
    UserFactory(email="zweite@example.com", roles=["ROLE_ADMIN"])

    # when
    response = send(admin_client, "put", f"/api/users/{admin_user.id}", {"roles": ["ROLE_EMPLOYEE"]})

    # then
    assert response.status_code == 200
    admin_user.refresh_from_db()
    assert admin_user.roles == ["ROLE_EMPLOYEE"]
