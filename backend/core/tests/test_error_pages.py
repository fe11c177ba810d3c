"""Django's own error answers are German: JSON under /api/, a small German page elsewhere."""

import pytest
from django.test import Client
from django.urls import path

from config import urls as project_urls

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
