import pytest
from django.test import Client

PAGE = "<!doctype html><title>Zeiterfassung</title><div id=root></div>"


@pytest.fixture
def built(settings, tmp_path):
    """A built back office with its terminal page in a temporary FRONTEND_DIR."""
    settings.FRONTEND_DIR = tmp_path
    settings.STATIC_ROOT = tmp_path / "static"
    (tmp_path / "backoffice" / "dist").mkdir(parents=True)
    (tmp_path / "backoffice" / "dist" / "terminal.html").write_text(PAGE, encoding="utf-8")
    return tmp_path


def test_the_terminal_page_opens_without_login(built, terminal):
    response = Client().get("/terminal/mariahilf/k3y-mariahilf")

    assert response.status_code == 200
    assert response.content.decode() == PAGE
    assert response["Referrer-Policy"] == "no-referrer"
    assert response["X-Robots-Tag"] == "noindex, nofollow"


@pytest.mark.parametrize(
    "path", ["/terminal/mariahilf/falsch", "/terminal/graz/k3y-mariahilf", "/terminal/mariahilf/k3y-graz"]
)
def test_a_wrong_terminal_link_gets_the_page_with_404(built, terminal, other_terminal, path):
    response = Client().get(path)

    assert response.status_code == 404
    assert response.content.decode() == PAGE
