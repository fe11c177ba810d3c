import json
from urllib.parse import quote

import pytest
from django.test import Client

from consent.selectors import current

from .html import head, started
from .test_preload import shipped

MANIFEST = {
    "index.html": {"file": "assets/index-AAAA1111.js", "isEntry": True, "imports": ["_shared-CCCC3333.js"]},
    "src/app/routes/branch.tsx": {
        "file": "assets/branch-BBBB2222.js",
        "imports": ["index.html", "_shared-CCCC3333.js"],
    },
    "_shared-CCCC3333.js": {"file": "assets/shared-CCCC3333.js", "css": ["assets/shared-DDDD4444.css"]},
    "src/features/consent/components/ConsentDialog.tsx": {
        "file": "assets/ConsentDialog-EEEE5555.js",
        "imports": ["index.html", "_focusTrap-FFFF6666.js"],
        "css": ["assets/ConsentDialog-GGGG7777.css"],
    },
    "_focusTrap-FFFF6666.js": {"file": "assets/focusTrap-FFFF6666.js"},
}
# Vite's index.html links the entry's own imports (with crossorigin)
INDEX = (
    '<!doctype html><html><head><!--app-head-->\n<link rel="modulepreload" crossorigin '
    'href="/static/storefront/assets/shared-CCCC3333.js">\n<link rel="stylesheet" crossorigin '
    'href="/static/storefront/assets/shared-DDDD4444.css"></head><body><div id="root"></div></body></html>'
)
DIALOG = [
    '<link rel="modulepreload" href="/static/storefront/assets/ConsentDialog-EEEE5555.js">',
    '<link rel="modulepreload" href="/static/storefront/assets/focusTrap-FFFF6666.js">',
    '<link rel="stylesheet" href="/static/storefront/assets/ConsentDialog-GGGG7777.css">',
]


@pytest.fixture
def built(frontend):
    dist = frontend / "storefront" / "dist"
    (dist / "index.html").write_text(INDEX, encoding="utf-8")
    (dist / ".vite").mkdir()
    (dist / ".vite" / "manifest.json").write_text(json.dumps(MANIFEST))
    return frontend


def links(client: Client) -> list[str]:
    """The page's module preloads (started after the first frame), then its stylesheets."""
    response = client.get("/store/linz")
    styles = [line.strip() for line in head(response).splitlines() if 'rel="stylesheet"' in line]
    return started(response) + styles


def decided(version: str) -> Client:
    """A browser whose `bw_consent` cookie holds a decision for `version` (URI-encoded, as the storefront writes it)."""
    client = Client()
    client.cookies["bw_consent"] = quote(json.dumps({"id": "a", "version": version, "consent": True}))
    return client


def test_a_first_visit_gets_the_consent_dialog_chunk_with_the_page(built, shop):
    # when
    shipped = links(Client())

    # then: the route chunk and the dialog's chunk, its import and its CSS; index.html's own links once
    assert shipped == [
        '<link rel="modulepreload" href="/static/storefront/assets/branch-BBBB2222.js">',
        *DIALOG[:2],
        '<link rel="modulepreload" crossorigin href="/static/storefront/assets/shared-CCCC3333.js">',
        DIALOG[2],
        '<link rel="stylesheet" crossorigin href="/static/storefront/assets/shared-DDDD4444.css">',
    ]


def test_a_decision_for_the_current_configuration_gets_no_dialog_chunk(built, shop):
    # when
    shipped = links(decided(current().version))

    # then
    assert not set(DIALOG) & set(shipped)
    assert '<link rel="modulepreload" href="/static/storefront/assets/branch-BBBB2222.js">' in shipped


@pytest.mark.parametrize("cookie", [None, "kaputt", quote('["liste"]')])
def test_an_outdated_or_unreadable_decision_gets_the_dialog_chunk(built, shop, cookie):
    # given
    client = decided("eine-alte-version") if cookie is None else Client()
    if cookie is not None:
        client.cookies["bw_consent"] = cookie

    # when
    shipped = links(client)

    # then
    assert set(DIALOG) <= set(shipped)


def test_every_page_ships_the_consent_configuration_the_api_answers(frontend, shop):
    # when: the order status page too (every page's consent gate reads it)
    bodies = shipped(Client().get("/status/abc/def"))

    # then
    assert bodies["/api/public/consent"] == Client().get("/api/public/consent").json()
