"""Content site pages served by the server: head tags and preloaded lookup per site and tag page, 404 for
unknown paths, unpublished sites only for staff asking for a preview, sitemap.xml and robots.txt."""

import json
import re

import pytest
from django.test import Client

from cms.models import Node, NodeType, Site, SiteType
from media.models import Image
from organisation.tests.factories import BranchFactory

from .html import head

SHOP = "Kornfeld – Bäckerei &amp; Wirtshaus"


@pytest.fixture
def content(shop):
    Site.objects.create(path="", name="Startseite", type=SiteType.DEFAULT, is_public=True, content={"body": []})
    Site.objects.create(
        path="ueber-uns", name="Über uns", title="Wer wir sind", type=SiteType.DEFAULT, is_public=True, content={}
    )
    Site.objects.create(
        path="geschichten/strudel",
        name="Strudel",
        type=SiteType.STORY,
        is_public=True,
        content={"short_title": "Strudel", "title": "Hausgemachter Strudel", "introduction": "Von Hand gezogen."},
    )
    Site.objects.create(path="geheim", name="Geheim", type=SiteType.DEFAULT, is_public=False, content={"body": []})
    Node.objects.create(
        type=NodeType.TAG,
        identifier="regional",
        is_public=True,
        content={"name": "Regional", "wysiwyg": "<p>Aus der <strong>Region</strong>.</p>"},
    )
    Node.objects.create(type=NodeType.TAG, identifier="intern", is_public=False, content={"name": "Intern"})
    BranchFactory(identifier="versteckt", is_public=False)
    return shop


def tag_content(html: str, pattern: str) -> str:
    match = re.search(pattern, html)
    assert match, pattern
    return match.group(1)


def shipped(response) -> dict:
    match = re.search(r'<script id="preloaded-api" type="application/json">(.*?)</script>', head(response), re.S)
    return json.loads(match.group(1)) if match else {}


@pytest.mark.parametrize(
    ("path", "title", "description"),
    [
        ("/ueber-uns", f"Wer wir sind - {SHOP}", "Frisches Brot"),
        ("/geschichten/strudel", f"Hausgemachter Strudel - {SHOP}", "Von Hand gezogen."),
        ("/tags/regional", f"Alles zum Thema Regional - {SHOP}", "Aus der Region."),
    ],
)
def test_content_pages_carry_title_description_canonical_and_social_tags(frontend, content, path, title, description):
    # when
    response = Client().get(path)

    # then
    html = head(response)
    assert response.status_code == 200
    assert tag_content(html, r"<title>(.*?)</title>") == title
    assert tag_content(html, r'<meta name="description" content="(.*?)">') == description
    assert tag_content(html, r'<link rel="canonical" href="(.*?)">') == f"https://shop.example.com{path}"
    assert tag_content(html, r'<meta property="og:title" content="(.*?)">') == title
    assert tag_content(html, r'<meta name="twitter:description" content="(.*?)">') == description
    assert tag_content(html, r'<meta name="robots" content="(.*?)">') == "index, follow"


def test_a_site_page_ships_its_lookup_the_sites_and_the_tags(frontend, content):
    # when
    bodies = shipped(Client().get("/geschichten/strudel"))

    # then
    lookup = "/api/public/sites/lookup?path=geschichten%2Fstrudel"
    assert set(bodies) == {
        "/api/config",
        "/api/public/navigations",
        "/api/public/consent",
        lookup,
        "/api/public/sites",
        "/api/public/nodes?type=tag",
    }
    assert bodies[lookup]["data"]["name"] == "Strudel"
    assert bodies[lookup] == Client().get(lookup).json()


@pytest.mark.parametrize("path", ["/gibt-es-nicht", "/geheim", "/tags/intern", "/tags/gibt-es-nicht"])
def test_unknown_and_unpublished_paths_answer_404(frontend, content, path):
    # when
    response = Client().get(path)

    # then
    assert response.status_code == 404
    assert tag_content(head(response), r"<title>(.*?)</title>") == f"404 Not Found - {SHOP}"
    assert tag_content(head(response), r'<meta name="robots" content="(.*?)">') == "noindex"


def test_staff_previews_an_unpublished_site_which_is_not_indexed(frontend, content, employee_user):
    # given
    client = Client()
    client.force_login(employee_user, backend="accounts.backends.EmailBackend")

    # when
    plain = client.get("/geheim")
    preview = client.get("/geheim?vorschau=1")
    anonymous = Client().get("/geheim?vorschau=1")

    # then
    assert (plain.status_code, preview.status_code, anonymous.status_code) == (404, 200, 404)
    assert tag_content(head(preview), r"<title>(.*?)</title>") == f"Geheim - {SHOP}"
    assert tag_content(head(preview), r'<meta name="robots" content="(.*?)">') == "noindex"


def test_sitemap_lists_public_sites_tags_and_branches(frontend, content):
    # when
    response = Client().get("/sitemap.xml")

    # then
    assert response.status_code == 200
    assert response["Content-Type"] == "application/xml; charset=utf-8"
    locations = re.findall(r"<loc>(.*?)</loc>", response.content.decode())
    assert locations == [
        "https://shop.example.com/",
        "https://shop.example.com/geschichten/strudel",
        "https://shop.example.com/ueber-uns",
        "https://shop.example.com/tags/regional",
        "https://shop.example.com/store/linz",
    ]


def test_robots_allows_the_public_pages_and_names_the_sitemap(frontend, db):
    # when
    response = Client().get("/robots.txt")

    # then
    assert response.status_code == 200
    assert response["Content-Type"] == "text/plain; charset=utf-8"
    assert response.content.decode() == (
        "User-agent: *\n"
        "Disallow: /backend\n"
        "Disallow: /api/\n"
        "Disallow: /status/\n"
        "Disallow: /store/*/checkout\n"
        "Allow: /\n"
        "Sitemap: https://shop.example.com/sitemap.xml\n"
    )


def test_the_shipped_bodies_carry_the_images_alt_texts_from_the_library(frontend, content, employee_user):
    # given: a page and the draft of another, each with a library image
    hall = Image.objects.create(extension="jpg", mime_type="image/jpeg", size=1, alt="Gaststube mit Kachelofen")
    Site.objects.filter(path="ueber-uns").update(
        content={"body": [{"type": "gallery", "images": [{"id": hall.id, "version": 1, "extension": "jpg"}]}]}
    )
    Site.objects.filter(path="geheim").update(
        draft={
            "content": {"body": [{"type": "gallery", "images": [{"id": hall.id, "version": 1, "extension": "jpg"}]}]}
        }
    )
    staff = Client()
    staff.force_login(employee_user, backend="accounts.backends.EmailBackend")

    # when
    bodies = shipped(Client().get("/ueber-uns"))
    preview = shipped(staff.get("/geheim?vorschau=1"))

    # then
    reference = {"id": hall.id, "version": 1, "extension": "jpg", "alt": "Gaststube mit Kachelofen"}
    lookup = "/api/public/sites/lookup?path=ueber-uns"
    assert bodies[lookup]["data"]["content"]["body"][0]["images"] == [reference]
    [listed] = [site for site in bodies["/api/public/sites"]["data"] if site["path"] == "ueber-uns"]
    assert listed["content"]["body"][0]["images"] == [reference]
    draft = preview["/api/public/sites/lookup?path=geheim&preview=1"]["data"]
    assert (draft["isPreview"], draft["content"]["body"][0]["images"]) == (True, [reference])


def test_the_home_page_preview_ships_the_draft_of_the_home_page(frontend, content, employee_user):
    # given: the home page with a saved draft that adds a block
    Site.objects.filter(path="").update(draft={"content": {"body": [{"type": "hr"}]}})
    staff = Client()
    staff.force_login(employee_user, backend="accounts.backends.EmailBackend")

    # when
    preview = shipped(staff.get("/?vorschau=1"))
    live = shipped(Client().get("/?vorschau=1"))

    # then: staff get the draft under the preview lookup the storefront asks for; visitors the live page
    draft = preview["/api/public/sites/lookup?path=&preview=1"]["data"]
    assert (draft["isPreview"], draft["content"]) == (True, {"body": [{"type": "hr"}]})
    assert "/api/public/sites/lookup?path=" not in preview
    assert live["/api/public/sites/lookup?path="]["data"]["content"] == {"body": []}
