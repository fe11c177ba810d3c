"""Slugs through the API (contracts/slug.json, shared with rules.slug), fonts and their stylesheet, the demo."""

import pytest
from django.core.management import call_command

from cms.models import Block, Font, Navigation, Node, Redirect, Revision, Site
from cms.services import site_path
from rules.tests.vectors import load

from .conftest import errors, send

pytestmark = pytest.mark.django_db
VECTORS = load("slug.json")["cases"]


@pytest.mark.parametrize("case", VECTORS, ids=[case["description"] for case in VECTORS])
def test_site_paths_and_tag_identifiers_follow_the_slug_vectors(admin_client, case):
    value, expected = case["input"]["value"], case["expected"]
    if "\t" not in value and "\n" not in value:
        # a page's path and a tag's identifier, as stored through the API
        site = send(admin_client, "post", "/api/sites", {"name": "Seite", "path": value})
        if expected["path"].split("/", 1)[0] in ("api", "store"):
            assert site.status_code == 400
        else:
            assert site.json()["data"]["path"] == expected["path"]
        tag = send(admin_client, "post", "/api/nodes", {"type": "tag", "content": {"name": value or "x"}})
        if value:
            assert tag.json()["data"]["identifier"] == expected["tag"]
    assert site_path(value)[0] == expected["path"]


def test_fonts_are_listed_and_served_as_stylesheets(admin_client, employee_client, anon_client):
    style = "@font-face { font-family: 'Lato'; src: url(data:font/woff2;base64,AAAA) format('woff2'); }"
    response = send(admin_client, "post", "/api/fonts", {"family": "Lato", "variant": "700italic", "style": style})
    assert response.status_code == 201
    assert response.json()["data"]["url"] == "/fonts/google/Lato/style-700italic.embed.css"

    listed = employee_client.get("/api/fonts").json()["data"]
    assert [(font["family"], font["variant"]) for font in listed] == [("Lato", "700italic")]
    css = anon_client.get("/fonts/google/Lato/style-700italic.embed.css")
    assert (css.status_code, css["Content-Type"], css.content.decode()) == (200, "text/css; charset=utf-8", style)
    assert anon_client.get("/fonts/google/Lato/style-regular.embed.css").status_code == 404
    # the same stylesheet at the spec's API address
    api_css = anon_client.get("/api/fonts/google/Lato/style-700italic.embed.css")
    assert (api_css.status_code, api_css["Content-Type"], api_css.content.decode()) == (
        200,
        "text/css; charset=utf-8",
        style,
    )
    assert anon_client.get("/api/fonts/google/Lato/style-regular.embed.css").status_code == 404

    again = send(admin_client, "post", "/api/fonts", {"family": "Lato", "variant": "700italic"})
    assert errors(again) == [("variant", "Diese Schriftart gibt es schon.")]
    bad = send(admin_client, "post", "/api/fonts", {"family": "<b>", "variant": "fett", "style": "</style>"})
    assert errors(bad) == [
        ("family", "Bitte geben Sie den Namen der Schriftfamilie an (Buchstaben, Ziffern und Leerzeichen)."),
        ("variant", "Bitte geben Sie die Variante an, z. B. regular, italic, 700 oder 700italic."),
        ("style", "Das Stylesheet darf kein </ enthalten."),
    ]


def test_the_demo_has_a_small_complete_content_site(db):
    call_command("load_demo")

    assert list(Site.objects.order_by("path").values_list("path", "type", "is_public")) == [
        ("", "default", True),
        ("geschichten/hausgemachter-strudel", "story", True),
        ("geschichten/hochzeitsbuffet", "story", True),
        ("geschichten/vom-hof-auf-den-teller", "story", True),
        ("ueber-uns", "default", True),
    ]
    about = Site.objects.get(path="ueber-uns")
    assert [block["type"] for block in about.content["body"]] == [
        "mashup",
        "spacer",
        "columns",
        "accordion",
        "map",
        "hr",
    ]
    home = Site.objects.get(path="")
    assert [block["type"] for block in home.content["body"]] == [
        "claimScroller",
        "mashup",
        "columns",
        "gallery",
        "storiesOverview",
        "tagsOverview",
        "block",
    ]
    assert sorted(Node.objects.values_list("type", "identifier")) == [
        ("form", "kontakt"),
        ("signature", "signatur-office"),
        ("socialAsset", "herbst-aktion"),
        ("tag", "catering"),
        ("tag", "regional"),
        ("tag", "wirtshaus"),
    ]
    assert sorted(Navigation.objects.values_list("identifier", flat=True)) == ["footer", "main"]
    assert Block.objects.get().identifier == "oeffnungszeiten-hinweis"
    assert Redirect.objects.get().target == "/ueber-uns"
    assert Font.objects.get(family="DejaVu Sans Mono").style.startswith("@font-face { font-family: 'DejaVu Sans Mono';")
    assert Revision.objects.filter(entity="site").count() == 5
