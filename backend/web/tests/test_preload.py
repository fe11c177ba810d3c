import base64
import hashlib
import json
import re

import pytest
from django.test import Client

from cms.models import Site
from organisation.tests.factories import BranchFactory

from .html import head, started

MANIFEST = {
    "index.html": {
        "file": "assets/index-AAAA1111.js",
        "isEntry": True,
        "dynamicImports": ["src/app/routes/branch.tsx"],
    },
    "src/app/routes/branch.tsx": {
        "file": "assets/branch-BBBB2222.js",
        "imports": ["index.html", "_shared-CCCC3333.js"],
        "css": ["assets/branch-DDDD4444.css"],
    },
    "_shared-CCCC3333.js": {"file": "assets/shared-CCCC3333.js", "imports": ["index.html"]},
}


def shipped(response) -> dict:
    match = re.search(r'<script id="preloaded-api" type="application/json">(.*?)</script>', head(response), re.S)
    assert match, "no preloaded API bodies in the page"
    return json.loads(match.group(1))


def test_branch_page_ships_the_bodies_the_api_answers(frontend, shop):
    # when
    bodies = shipped(Client().get("/store/linz"))

    # then: exactly what a fetch of each read answers
    client = Client()
    # no menu yet: its 404 is not shipped; the header's navigations come with every page
    assert set(bodies) == {
        "/api/config",
        "/api/public/navigations",
        "/api/public/consent",
        "/api/public/branches/linz",
    }
    for url, body in bodies.items():
        assert body == client.get(url).json()


def test_division_page_ships_config_divisions_and_branches(frontend, shop):
    # when
    bodies = shipped(Client().get("/"))

    # then
    # no content home page (the lookup's 404 is not shipped)
    assert set(bodies) == {
        "/api/config",
        "/api/public/navigations",
        "/api/public/consent",
        "/api/public/divisions",
        "/api/public/branches?pageSize=1000",
    }
    assert [branch["identifier"] for branch in bodies["/api/public/branches?pageSize=1000"]["data"]] == ["linz"]


def test_shipped_json_cannot_close_the_script(frontend, shop):
    # given
    BranchFactory(name="</script><script>alert(1)</script>", identifier="boese")

    # when
    html = Client().get("/store/boese").content.decode()

    # then
    assert "</script><script>alert(1)" not in html
    assert shipped(Client().get("/store/boese"))["/api/public/branches/boese"]["data"]["name"] == (
        "</script><script>alert(1)</script>"
    )


def test_route_chunk_and_its_imports_are_preloaded(frontend, shop):
    # given
    (frontend / "storefront" / "dist" / ".vite").mkdir()
    (frontend / "storefront" / "dist" / ".vite" / "manifest.json").write_text(json.dumps(MANIFEST))

    # when
    tags = head(Client().get("/store/linz"))

    # then: the route chunk and its import, not the entry (index.html loads it already), and the CSS
    assert '<link rel="modulepreload" href="/static/storefront/assets/branch-BBBB2222.js">' in tags
    assert '<link rel="modulepreload" href="/static/storefront/assets/shared-CCCC3333.js">' in tags
    assert "index-AAAA1111" not in tags
    assert '<link rel="stylesheet" href="/static/storefront/assets/branch-DDDD4444.css">' in tags


@pytest.mark.parametrize("path", ["/gibt/es/nicht", "/store/unbekannt"])
def test_not_found_pages_ship_nothing(frontend, shop, path):
    # when
    response = Client().get(path)

    # then
    assert response.status_code == 404
    assert "preloaded-api" not in head(response)
    assert "modulepreload" not in head(response)


def body(response) -> str:
    html = response.content.decode()
    return html[html.index("<body>") : html.index("</body>")]


def test_landing_pages_are_painted_by_the_server_until_the_app_renders(frontend, shop):
    # when
    branch_page = body(Client().get("/store/linz"))
    division_page = body(Client().get("/"))

    # then: shop name, heading and lead text, escaped
    assert (
        '<div id="root"><div class="shell-bar"><span>Kornfeld</span></div>'
        '<div class="shell-main"><h1>Kornfeld Linz</h1><p>Gebäck ab 6 Uhr</p></div></div>'
    ) in branch_page
    assert "<h1>Kornfeld – Bäckerei &amp; Wirtshaus</h1><p>Frisches Brot</p>" in division_page


def test_the_server_painted_header_shows_the_config_logo_with_the_shop_name_as_alt(frontend, shop):
    # given
    shop.logo = {"id": 7, "version": 2, "extension": "png"}
    shop.save()

    # when
    branch_page = body(Client().get("/store/linz"))

    # then: the same fixed box as the app's header (no shift when the app takes over)
    assert (
        '<div id="root"><div class="shell-bar"><span><img src="/image/tiny/7-2.png" '
        'srcset="/image/tiny/7-2.png 256w, /image/small/7-2.png 640w" sizes="176px" width="176" height="44" '
        'alt="Kornfeld"></span></div>'
    ) in branch_page


@pytest.mark.parametrize("path", ["/store/linz/checkout", "/status/abc/def", "/gibt/es/nicht"])
def test_other_pages_start_empty(frontend, shop, path):
    # when
    response = Client().get(path)

    # then
    assert '<div id="root"></div>' in body(response)


def test_pages_are_compressed_for_browsers_that_accept_it(frontend, shop):
    # when
    response = Client().get("/store/linz", headers={"accept-encoding": "gzip"})

    # then
    assert response["Content-Encoding"] == "gzip"
    assert "Accept-Encoding" in response["Vary"]


HOME_MANIFEST = {
    "index.html": {"file": "assets/index-AAAA1111.js", "isEntry": True},
    "src/app/routes/division.tsx": {"file": "assets/division-EEEE5555.js", "imports": ["index.html"]},
    "src/features/content/components/HomeContent.tsx": {"file": "assets/home-FFFF6666.js", "imports": ["index.html"]},
}


@pytest.mark.parametrize(("public", "expected"), [(True, True), (False, False)])
def test_home_blocks_chunk_comes_with_the_division_page_only_when_there_is_a_home_page(
    frontend, shop, public, expected
):
    # given
    (frontend / "storefront" / "dist" / ".vite").mkdir()
    (frontend / "storefront" / "dist" / ".vite" / "manifest.json").write_text(json.dumps(HOME_MANIFEST))
    Site.objects.create(path="", name="Start", is_public=public)

    # when
    tags = head(Client().get("/"))

    # then: the route chunk always; the home blocks' chunk only for a public home page (no jump when it arrives)
    assert '<link rel="modulepreload" href="/static/storefront/assets/division-EEEE5555.js">' in tags
    assert ('<link rel="modulepreload" href="/static/storefront/assets/home-FFFF6666.js">' in tags) is expected


# Vite's index.html: the entry as a module script and the entry's own import preloaded
VITE_INDEX = (
    '<!doctype html><html><head><!--app-head-->\n    <script type="module" crossorigin '
    'src="/static/storefront/assets/index-AAAA1111.js"></script>\n    <link rel="modulepreload" crossorigin '
    'href="/static/storefront/assets/shared-CCCC3333.js">\n  </head><body><div id="root"></div></body></html>'
)


def test_the_app_code_starts_after_the_first_frame_by_the_one_allowed_inline_script(frontend, shop):
    # given
    dist = frontend / "storefront" / "dist"
    (dist / "index.html").write_text(VITE_INDEX, encoding="utf-8")
    (dist / ".vite").mkdir()
    (dist / ".vite" / "manifest.json").write_text(json.dumps(MANIFEST))

    # when
    response = Client().get("/store/linz")

    # then: no module script or preload is in the head itself: all wait in the template, in the page's order
    html = head(response)
    outside = re.sub(r'<template id="bw-start">.*?</template>', "", html, flags=re.S)
    assert "modulepreload" not in outside
    assert 'type="module"' not in outside
    assert started(response) == [
        '<link rel="modulepreload" href="/static/storefront/assets/branch-BBBB2222.js">',
        '<script type="module" crossorigin src="/static/storefront/assets/index-AAAA1111.js"></script>',
        '<link rel="modulepreload" crossorigin href="/static/storefront/assets/shared-CCCC3333.js">',
    ]
    # the starter is the page's one inline script that runs, and the policy allows exactly it by its hash
    inline = [
        body
        for attributes, body in re.findall(r"<script([^>]*)>(.*?)</script>", html, flags=re.S)
        if "src=" not in attributes and "application/json" not in attributes and body
    ]
    assert len(inline) == 1
    digest = base64.b64encode(hashlib.sha256(inline[0].encode()).digest()).decode()
    script_src = dict(
        (name, values) for name, *values in (p.split() for p in response["Content-Security-Policy"].split(";"))
    )
    assert script_src["script-src"] == ["'self'", f"'sha256-{digest}'"]
