"""The signage player's service worker (/signage/sw.js, web/player.py): served without login, never cached, its scope
/signage/ where it lies, with the code and styles of the signage entry from the back office's build; it keeps the
player's page and those files only, never an API answer."""

import json
import re

import pytest
from django.test import Client
from django.urls import reverse

BACKOFFICE_MANIFEST = {
    "signage.html": {
        "file": "assets/signage-abc.js",
        "isEntry": True,
        "imports": ["_client-def.js", "_device-ghi.js"],
        "css": ["assets/signage-jkl.css"],
        "dynamicImports": ["node_modules/modern-screenshot/dist/index.mjs"],
    },
    "_client-def.js": {"file": "assets/client-def.js"},
    "_device-ghi.js": {
        "file": "assets/device-ghi.js",
        "imports": ["_time-mno.js", "_client-def.js"],
        "css": ["assets/device-pqr.css"],
    },
    "_time-mno.js": {"file": "assets/time-mno.js"},
    "node_modules/modern-screenshot/dist/index.mjs": {"file": "assets/index-stu.js", "isDynamicEntry": True},
    "index.html": {"file": "assets/main-vwx.js", "isEntry": True, "imports": ["_client-def.js"]},
}


@pytest.fixture
def built(settings, tmp_path):
    """A built back office with its Vite manifest in a temporary FRONTEND_DIR."""
    settings.FRONTEND_DIR = tmp_path
    settings.STATIC_ROOT = tmp_path / "static"
    vite = tmp_path / "backoffice" / "dist" / ".vite"
    vite.mkdir(parents=True)
    (vite / "manifest.json").write_text(json.dumps(BACKOFFICE_MANIFEST), encoding="utf-8")
    (tmp_path / "backoffice" / "dist" / "signage.html").write_text("<!doctype html><title>Digital Signage</title>")
    return vite / "manifest.json"


def constant(source: str, name: str):
    return json.loads(re.search(rf"^const {name} = (.*);$", source, re.MULTILINE).group(1))


def test_the_worker_lies_in_its_scope_uncached_with_the_entrys_files(built, db):
    # when
    response = Client().get("/signage/sw.js")

    # then
    assert reverse("signage-service-worker") == "/signage/sw.js"
    assert response.status_code == 200
    assert response["Content-Type"] == "text/javascript; charset=utf-8"
    assert response["Cache-Control"] == "no-cache, no-store, must-revalidate"
    # the scope is the worker's own folder, /signage/: no header widens it
    assert "Service-Worker-Allowed" not in response
    assert response["Content-Security-Policy"] == "default-src 'self'"
    source = response.content.decode()
    # the entry, what it imports (depth first, each once), their styles; not the lazy chunks, not other entries
    assert constant(source, "ASSETS") == [
        "/static/backoffice/assets/signage-abc.js",
        "/static/backoffice/assets/signage-jkl.css",
        "/static/backoffice/assets/client-def.js",
        "/static/backoffice/assets/device-ghi.js",
        "/static/backoffice/assets/device-pqr.css",
        "/static/backoffice/assets/time-mno.js",
    ]
    assert re.fullmatch(r"bw-signage-[0-9a-f]{12}", constant(source, "CACHE"))
    assert "const ASSET_PREFIX = '/static/backoffice/assets/';" in source
    # nothing but the player's pages and the assets is answered from the cache: the API goes to the network
    assert "/api/" not in source.split("self.addEventListener('fetch'")[1].split("// anything else")[0]


def test_a_new_build_is_a_new_worker_with_a_new_cache(built, db, settings):
    # given
    first = Client().get("/signage/sw.js").content.decode()

    # when: a build with another entry chunk, then a new version of the same build
    manifest = {**BACKOFFICE_MANIFEST, "signage.html": {**BACKOFFICE_MANIFEST["signage.html"], "file": "assets/s-9.js"}}
    built.write_text(json.dumps(manifest), encoding="utf-8")
    rebuilt = Client().get("/signage/sw.js").content.decode()
    settings.APP_VERSION = "9.9.9"
    released = Client().get("/signage/sw.js").content.decode()

    # then
    assert constant(rebuilt, "ASSETS")[0] == "/static/backoffice/assets/s-9.js"
    names = {constant(source, "CACHE") for source in (first, rebuilt, released)}
    assert len(names) == 3
    assert Client().get("/signage/sw.js").content.decode() == released


def test_without_a_build_the_worker_keeps_only_the_pages(settings, tmp_path, db):
    # given
    settings.FRONTEND_DIR = tmp_path
    settings.STATIC_ROOT = tmp_path / "static"

    # when
    response = Client().get("/signage/sw.js")

    # then
    assert response.status_code == 200
    assert constant(response.content.decode(), "ASSETS") == []


@pytest.mark.parametrize(
    "path",
    [
        "/signage/tv-eingang",
        "/signage/TV_1/",
        f"/signage/{'a' * 60}",
        f"/signage/{'a' * 61}",
        "/signage/tv.1",
        "/signage/sw.js",
        "/signage/",
        "/signage/tv/1",
        "/api/signage/player",
        "/device/",
    ],
)
def test_the_worker_keeps_exactly_the_addresses_that_are_player_pages(built, db, path):
    # given: the worker's pattern for a player's page
    source = Client().get("/signage/sw.js").content.decode()
    pattern = re.search(r"^const PAGE = /(.*)/;$", source, re.MULTILINE).group(1).replace("\\/", "/")

    # when
    page = Client().get(path)

    # then: it keeps a page exactly where the server answers the player's page
    is_player = page.status_code == 200 and "Digital Signage" in page.content.decode()
    assert bool(re.fullmatch(pattern, path, re.ASCII)) is is_player


@pytest.mark.parametrize("method", ["post", "put", "delete"])
def test_the_worker_refuses_writes(built, db, method):
    assert getattr(Client(), method)("/signage/sw.js").status_code == 405
