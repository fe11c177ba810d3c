"""The device pages without login (docs/devices.md): /device/ (pairing, the counter tablet) and /signage/<identifier>
(the player of a screen), served from the back office's build like the order boards."""

import pytest
from django.test import Client

from .test_content_security_policy import POLICY

DEVICE = "<!doctype html><title>Gerät</title><div id=root></div>"
SIGNAGE = "<!doctype html><title>Digital Signage</title><div id=root></div>"


@pytest.fixture
def built(settings, tmp_path):
    """A built back office with its device pages in a temporary FRONTEND_DIR."""
    settings.FRONTEND_DIR = tmp_path
    settings.STATIC_ROOT = tmp_path / "static"
    (tmp_path / "backoffice" / "dist").mkdir(parents=True)
    (tmp_path / "backoffice" / "dist" / "device.html").write_text(DEVICE, encoding="utf-8")
    (tmp_path / "backoffice" / "dist" / "signage.html").write_text(SIGNAGE, encoding="utf-8")
    return tmp_path


@pytest.mark.parametrize(
    ("path", "page"),
    [
        ("/device/", DEVICE),
        ("/device", DEVICE),
        ("/signage/tv-eingang", SIGNAGE),
        ("/signage/TV_1/", SIGNAGE),
        (f"/signage/{'a' * 60}", SIGNAGE),
    ],
)
def test_the_pages_open_without_login_never_cached_nor_indexed(built, db, path, page):
    # when
    response = Client().get(path)

    # then
    assert response.status_code == 200
    assert response.content.decode() == page
    assert response["Content-Type"] == "text/html; charset=utf-8"
    # the player's screenshot reads its pictures from blob: URLs (its Cache Storage): on its page only
    assert response["Content-Security-Policy"] == (
        POLICY.replace("connect-src 'self'", "connect-src 'self' blob:") if path.startswith("/signage/") else POLICY
    )
    assert response["Referrer-Policy"] == "no-referrer"
    assert response["X-Robots-Tag"] == "noindex, nofollow"
    assert response["Cache-Control"] == "max-age=0, no-cache, no-store, must-revalidate, private"


@pytest.mark.parametrize("path", ["/signage/tv%20eingang", "/signage/tv.1", f"/signage/{'a' * 61}", "/signage/%C3%A4"])
def test_an_address_that_names_no_device_identifier_is_a_german_404(built, db, path):
    # when
    response = Client().get(path)

    # then
    assert response.status_code == 404
    html = response.content.decode()
    assert "<h1>Nicht gefunden</h1>" in html
    assert "Die Seite wurde nicht gefunden." in html
    assert SIGNAGE not in html
    assert response["Content-Security-Policy"] == POLICY


@pytest.mark.parametrize("path", ["/signage", "/signage/", "/signage/tv/1", "/device/x", "/devices/"])
def test_other_paths_are_no_device_pages(built, db, path):
    # when
    response = Client().get(path)

    # then: the storefront answers (its own page), not a device page
    html = response.content.decode()
    assert DEVICE not in html
    assert SIGNAGE not in html


@pytest.mark.parametrize("path", ["/device/", "/signage/tv-eingang"])
def test_not_built_answers_503_in_german(settings, tmp_path, db, path):
    # given
    settings.FRONTEND_DIR = tmp_path
    settings.STATIC_ROOT = tmp_path / "static"

    # when
    response = Client().get(path)

    # then
    assert response.status_code == 503
    assert "Die Oberfläche ist noch nicht gebaut. Bitte <code>make setup</code> ausführen." in response.content.decode()


@pytest.mark.parametrize("path", ["/device/", "/signage/tv-eingang"])
@pytest.mark.parametrize("method", ["post", "put", "delete"])
def test_the_pages_refuse_writes(built, db, path, method):
    # when
    response = getattr(Client(), method)(path)

    # then
    assert response.status_code == 405


@pytest.mark.parametrize("path", ["/device/", "/signage/tv-eingang"])
def test_head_is_answered_like_get(built, db, path):
    # when
    response = Client().head(path)

    # then
    assert response.status_code == 200
    assert response.content == b""
