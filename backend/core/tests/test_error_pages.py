"""Django's own error answers are German: JSON under /api/, a small German page elsewhere."""

import pytest
from django.test import Client
from django.urls import path

from config import urls as project_urls
from core.middleware import redacted_path

BIG = "x" * 200


@pytest.fixture
def small_bodies(settings):
    settings.DATA_UPLOAD_MAX_MEMORY_SIZE = 100


def test_an_oversized_login_form_gets_a_german_page(db, small_bodies):
    # when
    response = Client().post("/backend/login", {"email": BIG, "password": "egal"})

    # then
    html = response.content.decode()
    assert response.status_code == 400
    assert response["Content-Type"] == "text/html; charset=utf-8"
    assert "<title>Ungültige Anfrage - Bestellwerk</title>" in html
    assert "<p>Die Anfrage ist zu groß.</p>" in html
    assert "Bad Request" not in html


def test_an_oversized_form_to_the_api_gets_the_api_error_shape(db, small_bodies):
    # when
    response = Client().post("/api/uploads", {"data": BIG})

    # then
    assert response.status_code == 400
    assert response.json() == {"errors": [{"message": "Die Anfrage ist zu groß.", "code": "request_too_large"}]}


def test_too_many_form_fields_are_refused_in_german(db, settings):
    # given
    settings.DATA_UPLOAD_MAX_NUMBER_FIELDS = 3

    # when
    response = Client().post("/backend/login", {f"feld{index}": "1" for index in range(5)})

    # then
    assert response.status_code == 400
    assert "<p>Die Anfrage enthält zu viele Felder.</p>" in response.content.decode()


def test_a_foreign_host_gets_a_german_page(db):
    # when
    response = Client().get("/backend/login", HTTP_HOST="evil.example")

    # then
    assert response.status_code == 400
    assert "<p>Die Anfrage ist ungültig.</p>" in response.content.decode()


def test_a_missing_static_file_gets_a_german_page(db):
    # when
    response = Client().get("/static/gibt-es-nicht.js")

    # then
    assert response.status_code == 404
    assert "<p>Die Seite wurde nicht gefunden.</p>" in response.content.decode()


def broken_view(request):
    raise RuntimeError("kaputt")


# this module serves as URLconf: the project's handler500, two views that fail
urlpatterns = [path("api/kaputt", broken_view), path("kaputt", broken_view)]
handler500 = project_urls.handler500


@pytest.mark.urls(__name__)
@pytest.mark.parametrize("url", ["/api/kaputt", "/kaputt"])
def test_a_server_error_is_answered_in_german(db, url):
    # when
    response = Client(raise_request_exception=False).get(url)

    # then
    assert response.status_code == 500
    text = "Leider ist ein Fehler aufgetreten. Bitte versuchen Sie es später erneut."
    if url.startswith("/api/"):
        assert response.json() == {"errors": [{"message": text, "code": "server_error"}]}
    else:
        assert f"<p>{text}</p>" in response.content.decode()


NOT_IMPLEMENTED = "Die Methode „FOO“ wird nicht unterstützt."


@pytest.mark.parametrize("path", ["/", "/backend", "/backend/login", "/store/x", "/board/frontdesk/1/schluessel"])
def test_an_unknown_method_on_a_page_is_a_german_501_page_not_the_login(db, path, caplog):
    # given: a client without a CSRF token, as curl -X FOO is (the CSRF check refused it with the login page)
    client = Client(enforce_csrf_checks=True)

    # when
    response = client.generic("FOO", path)

    # then: logged once, not as a server error
    html = response.content.decode()
    assert response.status_code == 501
    assert response["Content-Type"] == "text/html; charset=utf-8"
    assert "<title>Nicht unterstützt - Bestellwerk</title>" in html
    assert f"<h1>Nicht unterstützt</h1><p>{NOT_IMPLEMENTED}</p>" in html
    assert "Anmelden" not in html
    assert not response.cookies
    assert [(r.name, r.levelname, r.getMessage()) for r in caplog.records] == [
        ("bestellwerk.request", "INFO", f"FOO {redacted_path(path)} 501")
    ]


@pytest.mark.parametrize("method", ["TRACE", "CONNECT", "PROPFIND", "foo"])
def test_other_unknown_methods_on_a_page_are_refused_the_same_way(db, method):
    # when
    response = Client(enforce_csrf_checks=True).generic(method, "/backend")

    # then
    assert response.status_code == 501
    assert f"<p>Die Methode „{method.upper()}“ wird nicht unterstützt.</p>" in response.content.decode()


@pytest.mark.parametrize(
    ("path", "allow"),
    [
        ("/api/health", "GET, HEAD, OPTIONS"),
        ("/api/orders", "GET, HEAD, OPTIONS, POST"),
        ("/api/users/1", "GET, PUT, DELETE, HEAD, OPTIONS"),
        ("/api/config", "GET, POST, HEAD, OPTIONS"),
        ("/api/docs/", "GET, HEAD, OPTIONS"),
    ],
)
@pytest.mark.parametrize("method", ["FOO", "TRACE", "QUERY"])
def test_an_unknown_method_on_the_api_is_a_german_405_naming_the_methods(db, path, allow, method):
    # when: anonymous; staff URLs authenticated before they looked at the method (401)
    response = Client(enforce_csrf_checks=True).generic(method, path)

    # then
    assert response.status_code == 405
    assert response["Allow"] == allow
    assert response.json() == {
        "errors": [{"message": f'Methode "{method}" nicht erlaubt.', "code": "method_not_allowed"}]
    }


def test_an_unknown_method_for_a_logged_in_user_is_a_405_too(make_client, admin_user):
    # given: a session without a CSRF token (DRF's CSRF check came before the method: 403)
    client = make_client(admin_user, enforce_csrf_checks=True)

    # when
    response = client.generic("FOO", "/api/config")

    # then
    assert response.status_code == 405
    assert response["Allow"] == "GET, POST, HEAD, OPTIONS"
    assert response.json() == {"errors": [{"message": 'Methode "FOO" nicht erlaubt.', "code": "method_not_allowed"}]}


def test_an_unknown_method_on_an_unknown_api_address_is_a_404(db):
    # when
    response = Client(enforce_csrf_checks=True).generic("FOO", "/api/gibt-es-nicht")

    # then
    assert response.status_code == 404
    assert response.json() == {"errors": [{"message": "Diese Schnittstelle gibt es nicht.", "code": "not_found"}]}


def test_a_method_a_page_does_not_allow_gets_a_german_405_page(db):
    # when: the storefront answers GET and HEAD only (Django's own 405 has no text)
    response = Client(enforce_csrf_checks=True).options("/")

    # then
    html = response.content.decode()
    assert response.status_code == 405
    assert response["Allow"] == "GET, HEAD"
    assert "<title>Nicht erlaubt - Bestellwerk</title>" in html
    assert "<p>Die Methode „OPTIONS“ ist für diese Adresse nicht erlaubt.</p>" in html


def test_a_method_the_api_does_not_allow_keeps_its_405(db):
    # when
    response = Client().delete("/api/health")

    # then
    assert response.status_code == 405
    assert response["Allow"] == "GET, HEAD, OPTIONS"
    assert response.json() == {"errors": [{"message": 'Methode "DELETE" nicht erlaubt.', "code": "method_not_allowed"}]}
