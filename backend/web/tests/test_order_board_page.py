import pytest
from django.test import Client

from organisation.tests.factories import BranchFactory

BOARD = "<!doctype html><title>Bestellungen</title><div id=root></div>"


@pytest.fixture
def built(settings, tmp_path):
    """A built back office with its board page in a temporary FRONTEND_DIR."""
    settings.FRONTEND_DIR = tmp_path
    settings.STATIC_ROOT = tmp_path / "static"
    (tmp_path / "backoffice" / "dist").mkdir(parents=True)
    (tmp_path / "backoffice" / "dist" / "board.html").write_text(BOARD, encoding="utf-8")
    return tmp_path


@pytest.mark.parametrize("kind", ["frontdesk", "backoffice"])
def test_board_page_opens_without_login_for_branch_id_and_api_key(built, db, kind):
    # given
    branch = BranchFactory()

    # when
    response = Client().get(f"/board/{kind}/{branch.id}/{branch.api_key}")

    # then
    assert response.status_code == 200
    assert response.content.decode() == BOARD
    assert response["Referrer-Policy"] == "no-referrer"
    assert response["X-Robots-Tag"] == "noindex, nofollow"
    assert "no-cache" in response["Cache-Control"]


@pytest.mark.parametrize(
    "path",
    [
        lambda branch, other: f"frontdesk/{branch.id}/{branch.api_key[:-1]}x",
        lambda branch, other: f"backoffice/{other.id}/{branch.api_key}",
        lambda branch, other: f"frontdesk/999999/{branch.api_key}",
    ],
)
def test_wrong_branch_or_api_key_answers_404_with_the_page(built, db, path):
    # given
    branch, other = BranchFactory(), BranchFactory()

    # when
    response = Client().get(f"/board/{path(branch, other)}")

    # then: the page itself tells 'Ungültiger Link' (from the API's 404)
    assert response.status_code == 404
    assert response.content.decode() == BOARD


@pytest.mark.parametrize("path", ["/board/kitchen/1/key", "/board/frontdesk/abc/key", "/board/frontdesk/1"])
def test_other_board_paths_are_not_boards(built, db, path):
    # when
    response = Client().get(path)

    # then: the storefront answers (its own 404 page), not the board
    assert BOARD not in response.content.decode()


def test_board_page_not_built_answers_503(settings, tmp_path, db):
    # given
    settings.FRONTEND_DIR = tmp_path
    settings.STATIC_ROOT = tmp_path / "static"
    branch = BranchFactory()

    # when
    response = Client().get(f"/board/frontdesk/{branch.id}/{branch.api_key}")

    # then
    assert response.status_code == 503
    assert "Die Oberfläche ist noch nicht gebaut." in response.content.decode()


def test_board_page_refuses_post(built, db):
    # given
    branch = BranchFactory()

    # when
    response = Client().post(f"/board/frontdesk/{branch.id}/{branch.api_key}")

    # then
    assert response.status_code == 405
