"""Redirects: exact paths and a trailing * wildcard, loops and chains refused on save, and the storefront
answering 301/302 before its route lookup."""

import pytest

from cms.models import Redirect, Site
from cms.selectors import match, resolve_redirect
from web.tests.conftest import frontend, shop  # noqa: F401 (fixtures)

from .conftest import errors, send

pytestmark = pytest.mark.django_db


def redirect(client, path, target, permanent=True, **extra):
    body = {"path": path, "target": target, "isPermanent": permanent, **extra}
    return send(client, "post", "/api/redirects", body)


def test_exact_and_wildcard_matches():
    table = {
        "/alt": ("/neu", True),
        "/aktionen/*": ("/angebote", False),
        "/aktionen/herbst/*": ("/herbst/*", True),
        "/blog/*": ("https://blog.example.com/*", True),
    }
    assert match(table, "/alt") == ("/alt", "/neu", True)
    assert match(table, "/alt/") == ("/alt", "/neu", True)
    assert match(table, "/alte") is None
    assert match(table, "/aktionen/sommer") == ("/aktionen/*", "/angebote", False)
    # the longest wildcard wins and a target ending in * takes the rest
    assert match(table, "/aktionen/herbst/gansl/2026") == ("/aktionen/herbst/*", "/herbst/gansl/2026", True)
    assert match(table, "/blog/eintrag-1") == ("/blog/*", "https://blog.example.com/eintrag-1", True)
    assert match(table, "/aktionen") is None


def test_a_wildcard_never_leads_to_another_host():
    table = {"/alt/*": ("/*", True), "/blog/*": ("https://blog.example.com/*", True)}
    assert match(table, "/alt//evil.example") == ("/alt/*", "/evil.example", True)
    assert match(table, "/alt/\\evil.example/x") == ("/alt/*", "/evil.example/x", True)
    assert match(table, "/alt/karte") == ("/alt/*", "/karte", True)
    assert match(table, "/blog//eintrag") == ("/blog/*", "https://blog.example.com//eintrag", True)


def test_admin_stores_redirects_and_they_are_resolved(admin_client):
    assert redirect(admin_client, "/alte-seite/", "/ueber-uns").status_code == 201
    response = redirect(admin_client, "/aktionen/*", "/angebote/*", permanent=False)
    assert response.status_code == 201
    assert response.json()["data"]["path"] == "/aktionen/*"

    assert resolve_redirect("/alte-seite") == ("/ueber-uns", True)
    assert resolve_redirect("/aktionen/gansl") == ("/angebote/gansl", False)
    assert resolve_redirect("/anderes") is None
    assert list(Redirect.objects.values_list("path", flat=True)) == ["/aktionen/*", "/alte-seite"]


@pytest.mark.parametrize(
    ("path", "target", "expected"),
    [
        ("alt", "/neu", [("path", "Bitte geben Sie einen Pfad an, der mit / beginnt (ohne Leerzeichen, ? und #).")]),
        (
            "/alt?x=1",
            "/neu",
            [("path", "Bitte geben Sie einen Pfad an, der mit / beginnt (ohne Leerzeichen, ? und #).")],
        ),
        ("/a*b", "/neu", [("path", "Ein * ist nur am Ende des Pfades erlaubt.")]),
        ("/api/orders", "/neu", [("path", "Dieser Pfad gehört zur Anwendung und kann nicht weitergeleitet werden.")]),
        ("/backend*", "/neu", [("path", "Dieser Pfad gehört zur Anwendung und kann nicht weitergeleitet werden.")]),
        (
            "/alt",
            "neu",
            [("target", "Bitte geben Sie als Ziel einen Pfad (/…) oder eine Adresse mit http:// oder https:// an.")],
        ),
        (
            "/alt",
            "//evil.example",
            [("target", "Bitte geben Sie als Ziel einen Pfad (/…) oder eine Adresse mit http:// oder https:// an.")],
        ),
        ("/alt", "/neu/*", [("target", "Ein * im Ziel ist nur am Ende und nur bei einem Pfad mit * erlaubt.")]),
        ("/alt", "/alt/", [("target", "Die Weiterleitung führt auf sich selbst zurück.")]),
        ("/a/*", "/a/b/*", [("target", "Die Weiterleitung führt auf sich selbst zurück.")]),
        ("/a/*", "/a/b", [("target", "Die Weiterleitung führt auf sich selbst zurück.")]),
    ],
)
def test_invalid_redirects_are_refused_in_german(admin_client, path, target, expected):
    response = redirect(admin_client, path, target)
    assert response.status_code == 400
    assert errors(response) == expected


def test_chains_and_loops_with_stored_redirects_are_refused(admin_client):
    assert redirect(admin_client, "/a", "/b").status_code == 201
    assert redirect(admin_client, "/x/*", "https://example.com").status_code == 201

    # the target is itself redirected (a loop back to /a is a chain, too)
    assert errors(redirect(admin_client, "/b", "/a")) == [
        ("target", "Das Ziel wird selbst weitergeleitet (/a). Bitte direkt das endgültige Ziel angeben."),
        ("path", "Die Weiterleitung /a führt auf diesen Pfad. Bitte keine Ketten von Weiterleitungen anlegen."),
    ]
    assert errors(redirect(admin_client, "/c", "/x/y")) == [
        ("target", "Das Ziel wird selbst weitergeleitet (/x/*). Bitte direkt das endgültige Ziel angeben."),
    ]
    # a stored redirect already points at the new path
    assert errors(redirect(admin_client, "/b", "/d")) == [
        ("path", "Die Weiterleitung /a führt auf diesen Pfad. Bitte keine Ketten von Weiterleitungen anlegen."),
    ]
    # a wildcard target with a stored source below it
    assert errors(redirect(admin_client, "/neu/*", "/*")) == [
        ("target", "Das Ziel wird selbst weitergeleitet (/a). Bitte direkt das endgültige Ziel angeben."),
    ]
    assert errors(redirect(admin_client, "/a", "/z")) == [("path", "Für diesen Pfad gibt es schon eine Weiterleitung.")]
    # changing a redirect checks against the others, not itself
    stored = Redirect.objects.get(path="/a")
    assert send(admin_client, "put", f"/api/redirects/{stored.pk}", {"target": "/c"}).status_code == 200


def test_the_storefront_answers_301_and_302_before_its_routes(frontend, shop, admin_client, anon_client):  # noqa: F811
    redirect(admin_client, "/about", "/ueber-uns")
    redirect(admin_client, "/store/alt*", "/store/linz", permanent=False, confirmed=True)
    redirect(admin_client, "/extern", "https://example.com/seite")

    about = anon_client.get("/about?utm_source=flyer")
    assert (about.status_code, about["Location"]) == (301, "/ueber-uns?utm_source=flyer")
    assert (anon_client.get("/about/").status_code, anon_client.get("/about/")["Location"]) == (301, "/ueber-uns")
    extern = anon_client.get("/extern?x=1")
    assert (extern.status_code, extern["Location"]) == (301, "https://example.com/seite")
    moved = anon_client.get("/store/alt-linz")
    assert (moved.status_code, moved["Location"]) == (302, "/store/linz")
    # not redirected: the storefront's own answer (site pages are rendered from the next issue on)
    assert "Location" not in anon_client.get("/ueber-uns")


def test_reserved_first_segments_are_never_redirected(admin_client):
    response = redirect(admin_client, "/image/*", "/bilder")
    assert errors(response) == [("path", "Dieser Pfad gehört zur Anwendung und kann nicht weitergeleitet werden.")]


def test_a_changed_redirect_applies_at_once(frontend, shop, admin_client, anon_client):  # noqa: F811
    created = redirect(admin_client, "/alt", "/eins").json()["data"]
    assert anon_client.get("/alt")["Location"] == "/eins"
    send(admin_client, "put", f"/api/redirects/{created['id']}", {"target": "/zwei", "isPermanent": False})
    response = anon_client.get("/alt")
    assert (response.status_code, response["Location"]) == (302, "/zwei")
    admin_client.delete(f"/api/redirects/{created['id']}")
    assert anon_client.get("/alt").status_code == 404


def test_a_redirect_stored_by_another_process_applies_without_clearing_this_ones_cache(frontend, shop, anon_client):  # noqa: F811
    # given: this process has cached the table without the redirect (no Redis: a cache per web process)
    assert anon_client.get("/alt").status_code == 404

    # when: another process stores one (no code of this process runs, nothing clears the cache here)
    Redirect.objects.create(path="/alt", target="/eins", is_permanent=False)

    # then
    response = anon_client.get("/alt")
    assert (response.status_code, response["Location"]) == (302, "/eins")


# --- a redirect must not hide the shop by accident -------------------------------------------------------
SHOP_STORE = "Online-Shop und Bestellvorgang der Filialen"
SHOP_ROUTE = (
    "Der Pfad {path} gehört zum Shop ({route}): die Weiterleitung würde ihn für alle Besucher ersetzen. "
    "Bitte bestätigen Sie, dass Sie das wollen."
)


@pytest.mark.parametrize(
    ("path", "route"),
    [
        ("/store/online-shop", "Online-Shop und Bestellvorgang der Filialen"),
        ("/store/linz/checkout", "Online-Shop und Bestellvorgang der Filialen"),
        ("/store/*", "Online-Shop und Bestellvorgang der Filialen"),
        ("/status/abc/def", "Bestellstatus"),
        ("/site/impressum", "Impressum, AGB und Datenschutz"),
        ("/tags/regional", "Schlagwort-Seiten"),
        ("/signatures", "E-Mail-Signaturen"),
        ("/social-assets/4", "Social-Media-Inhalte"),
        ("/", "Startseite"),
        ("/*", "die ganze Website"),
        ("/ueber-uns", "Seite „Über uns“"),
        ("/geschichten/*", "Seite „Strudel“"),
        # a wildcard ending inside a segment matches every route that starts with it
        ("/st*", "Online-Shop und Bestellvorgang der Filialen, Bestellstatus"),
        ("/stat*", "Bestellstatus"),
        (
            "/s*",
            (
                "Online-Shop und Bestellvorgang der Filialen, Bestellstatus, Impressum, AGB und Datenschutz, "
                "E-Mail-Signaturen, Social-Media-Inhalte"
            ),
        ),
        ("/store*", "Online-Shop und Bestellvorgang der Filialen"),
    ],
)
def test_a_redirect_from_a_route_of_the_shop_is_refused_unless_confirmed(admin_client, path, route):
    Site.objects.create(path="ueber-uns", name="Über uns", content={"body": []})
    Site.objects.create(path="geschichten/strudel", name="Strudel", content={"body": []})

    refused = redirect(admin_client, path, "https://example.com/neu")

    assert refused.status_code == 400
    assert errors(refused) == [("confirmed", SHOP_ROUTE.format(path=path, route=route))]
    assert refused.json()["errors"][0]["code"] == "redirect_shop_route"
    assert not Redirect.objects.exists()
    confirmed = redirect(admin_client, path, "https://example.com/neu", confirmed=True)
    assert confirmed.status_code == 201, confirmed.json()
    assert "confirmed" not in confirmed.json()["data"]
    assert Redirect.objects.get().path == path


def test_a_wildcard_ending_inside_a_segment_would_hide_the_routes_it_starts(admin_client):
    # the text prefix '/st' matches the shop's '/store/…' and '/status/…' (how the storefront resolves it)
    table = {"/st*": ("https://example.com/neu", False)}
    assert match(table, "/store/online-shop") == ("/st*", "https://example.com/neu", False)
    assert match(table, "/status/abc/def") == ("/st*", "https://example.com/neu", False)

    # a prefix that starts no route of the shop needs no confirmation
    saved = redirect(admin_client, "/stellen*", "https://example.com/jobs")
    assert saved.status_code == 201, saved.json()


@pytest.mark.parametrize("path", ["/api/sites", "/backend/x", "/board/frontdesk/1/k", "/terminal/linz/k", "/sw.js"])
def test_the_servers_own_addresses_are_refused_even_when_confirmed(admin_client, path):
    response = redirect(admin_client, path, "/neu", confirmed=True)
    assert errors(response) == [("path", "Dieser Pfad gehört zur Anwendung und kann nicht weitergeleitet werden.")]


def test_a_changed_redirect_from_a_shop_route_needs_the_confirmation_again(admin_client):
    created = redirect(admin_client, "/store/alt", "/store/linz", confirmed=True).json()["data"]

    response = send(admin_client, "put", f"/api/redirects/{created['id']}", {"path": "/store/alt", "target": "/x"})

    assert errors(response) == [("confirmed", SHOP_ROUTE.format(path="/store/alt", route=SHOP_STORE))]


def test_a_new_redirect_is_temporary_by_default(admin_client):
    response = send(admin_client, "post", "/api/redirects", {"path": "/aktion", "target": "https://example.com/"})

    assert response.status_code == 201
    assert response.json()["data"]["isPermanent"] is False
    assert Redirect.objects.get().is_permanent is False
    assert Redirect.objects.create(path="/orm", target="/x").is_permanent is False


def test_a_target_that_leads_to_no_page_is_saved_with_a_warning(frontend, shop, admin_client):  # noqa: F811
    Site.objects.create(path="ueber-uns", name="Über uns", is_public=True, content={"body": []})

    missing = redirect(admin_client, "/weihnachts-aktion", "/weihnachten")
    existing = redirect(admin_client, "/about", "/ueber-uns?x=1")
    branch = redirect(admin_client, "/linz", "/store/linz")
    external = redirect(admin_client, "/blog", "https://blog.example.com/")

    assert missing.status_code == 201
    assert missing.json()["data"]["warnings"] == [
        "Das Ziel /weihnachten gibt es nicht: Besucher landen dort auf der Seite „404 Not Found“."
    ]
    assert [r.json()["data"]["warnings"] for r in (existing, branch, external)] == [[], [], []]
    listed = {row["path"]: row["warnings"] for row in admin_client.get("/api/redirects").json()["data"]}
    assert listed["/weihnachts-aktion"] == [
        "Das Ziel /weihnachten gibt es nicht: Besucher landen dort auf der Seite „404 Not Found“."
    ]
