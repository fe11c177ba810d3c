"""The back office's lists (filters, search, order), identifiers of nodes, blocks and navigations, revisions of
every entity, and what the public sees of forms and navigations."""

import datetime

import pytest

from cms.models import Block, Navigation, Node, Redirect, Revision, Site
from organisation.tests.factories import BranchFactory

from .conftest import errors, send

pytestmark = pytest.mark.django_db


def listed(client, url, key="id"):
    response = client.get(url)
    assert response.status_code == 200, response.json()
    return [row[key] for row in response.json()["data"]]


@pytest.fixture
def sites(db):
    Site.objects.create(path="ueber-uns", name="Über uns", title="Wer wir sind", is_public=True)
    Site.objects.create(path="strudel", name="Apfelstrudel", type="story", description="Aus Omas Rezeptbuch")
    Site.objects.create(path="", name="Startseite", type="simple", is_public=True)


def test_sites_are_filtered_by_type_and_publication_searched_and_ordered(admin_client, sites):
    assert listed(admin_client, "/api/sites", "path") == ["", "strudel", "ueber-uns"]
    assert listed(admin_client, "/api/sites?type=story", "name") == ["Apfelstrudel"]
    assert listed(admin_client, "/api/sites?isPublic=false", "name") == ["Apfelstrudel"]
    assert listed(admin_client, "/api/sites?isPublic=true&ordering=-name", "name") == ["Über uns", "Startseite"]
    # search: name, title, path and description
    assert listed(admin_client, "/api/sites?q=rezept", "name") == ["Apfelstrudel"]
    assert listed(admin_client, "/api/sites?q=wer%20wir", "name") == ["Über uns"]
    assert listed(admin_client, "/api/sites?ordering=type", "type") == ["default", "simple", "story"]


def test_nodes_redirects_and_blocks_have_their_own_filters(admin_client):
    Node.objects.create(type="tag", identifier="regional", content={"name": "Regional"}, is_public=True)
    Node.objects.create(type="form", identifier="kontakt", content={"name": "Kontakt"})
    Redirect.objects.create(path="/alt", target="/neu", is_permanent=True)
    Redirect.objects.create(path="/aktion", target="https://example.com")
    Block.objects.create(name="Öffnungszeiten", identifier="oeffnungszeiten")
    Block.objects.create(name="Anfahrt", identifier="anfahrt")

    assert listed(admin_client, "/api/nodes?type=form", "identifier") == ["kontakt"]
    assert listed(admin_client, "/api/nodes?isPublic=true", "identifier") == ["regional"]
    assert listed(admin_client, "/api/redirects?isPermanent=true", "path") == ["/alt"]
    assert listed(admin_client, "/api/redirects?q=example", "path") == ["/aktion"]
    assert listed(admin_client, "/api/blocks", "name") == ["Anfahrt", "Öffnungszeiten"]
    assert listed(admin_client, "/api/blocks?q=oeffnung", "name") == ["Öffnungszeiten"]


# --- identifiers -----------------------------------------------------------------------------------------------
def test_a_node_needs_a_type_and_a_tag_is_identified_by_its_name(admin_client):
    missing = send(admin_client, "post", "/api/nodes", {"content": {"name": "Regional"}})
    tag = send(admin_client, "post", "/api/nodes", {"type": "tag", "content": {"name": "Bio & Regional"}})
    again = send(admin_client, "post", "/api/nodes", {"type": "tag", "content": {"name": "Bio - Regional"}})
    other = send(admin_client, "post", "/api/nodes", {"type": "other", "content": {"name": "Ohne Kennung"}})

    assert (missing.status_code, errors(missing)) == (400, [("type", "Dieses Feld ist erforderlich.")])
    assert tag.json()["data"]["identifier"] == "bio-regional"
    assert errors(again) == [("identifier", "Diese Kennung wird schon verwendet.")]
    # other nodes may go without an identifier, as many as there are
    assert other.json()["data"]["identifier"] == ""
    assert send(admin_client, "post", "/api/nodes", {"type": "other", "content": {}}).status_code == 201


def test_an_identifier_is_slugged_and_unique_among_blocks_and_among_navigations(admin_client):
    block = send(admin_client, "post", "/api/blocks", {"name": "Hinweis", "identifier": "Hinweis Oben"})
    taken = send(admin_client, "post", "/api/blocks", {"name": "Hinweis 2", "identifier": "hinweis-oben"})
    navigation = send(admin_client, "post", "/api/navigations", {"identifier": "Süße Öfen"})
    nothing = send(admin_client, "post", "/api/navigations", {"identifier": "!!!"})
    twice = send(admin_client, "post", "/api/navigations", {"identifier": "SUESSE-OEFEN"})

    assert block.json()["data"]["identifier"] == "hinweis-oben"
    # a navigation without items starts with none
    assert (navigation.json()["data"]["identifier"], navigation.json()["data"]["items"]) == ("suesse-oefen", [])
    assert errors(taken) == [("identifier", "Diese Kennung wird schon verwendet.")]
    assert errors(nothing) == [
        ("identifier", "Bitte geben Sie eine Kennung an (Buchstaben, Ziffern und Bindestriche).")
    ]
    assert errors(twice) == [("identifier", "Diese Kennung wird schon verwendet.")]
    # a row keeps its own identifier on a change
    stored = Block.objects.get()
    assert send(admin_client, "put", f"/api/blocks/{stored.pk}", {"identifier": "hinweis-oben"}).status_code == 200


def test_node_and_revision_names():
    assert str(Node(type="tag", identifier="regional", content={"name": "Regional"})) == "Regional"
    assert str(Node(type="other", identifier="impressum", content={})) == "impressum"
    assert str(Node(pk=7, type="other", content=[])) == "Inhalt 7"
    revision = Revision(entity="site", entity_id=3)
    revision.created_at = datetime.datetime(2026, 11, 25, 12, 15)
    assert str(revision) == "site 3 (2026-11-25 12:15)"


# --- revisions of every entity ------------------------------------------------------------------------------------
def test_a_navigation_and_a_redirect_are_restored_from_their_revisions(admin_client):
    navigation = send(
        admin_client, "post", "/api/navigations", {"identifier": "main", "items": [{"type": "home", "label": "Start"}]}
    ).json()["data"]
    send(admin_client, "put", f"/api/navigations/{navigation['id']}", {"items": []})
    redirect = send(admin_client, "post", "/api/redirects", {"path": "/alt", "target": "/neu"}).json()["data"]
    send(
        admin_client, "put", f"/api/redirects/{redirect['id']}", {"target": "https://example.com", "isPermanent": True}
    )

    navigation_revisions = admin_client.get(f"/api/navigations/{navigation['id']}/revisions").json()["data"]
    redirect_revisions = admin_client.get(f"/api/redirects/{redirect['id']}/revisions").json()["data"]
    restored_navigation = send(
        admin_client, "post", f"/api/navigations/{navigation['id']}/revisions/{navigation_revisions[-1]['id']}/restore"
    )
    restored_redirect = send(
        admin_client, "post", f"/api/redirects/{redirect['id']}/revisions/{redirect_revisions[-1]['id']}/restore"
    )

    assert [len(r["data"]["items"]) for r in navigation_revisions] == [0, 1]
    assert [r["data"]["target"] for r in redirect_revisions] == ["https://example.com", "/neu"]
    assert restored_navigation.json()["data"]["items"] == [
        {"type": "home", "label": "Start", "isEnabled": True, "suffix": "", "children": []}
    ]
    assert (restored_redirect.json()["data"]["target"], restored_redirect.json()["data"]["isPermanent"]) == (
        "/neu",
        False,
    )
    assert (
        Revision.objects.filter(entity="navigation").count() == Revision.objects.filter(entity="redirect").count() == 3
    )


def test_a_restored_redirect_is_checked_again_against_the_others(admin_client):
    first = send(admin_client, "post", "/api/redirects", {"path": "/a", "target": "/b"}).json()["data"]
    send(admin_client, "put", f"/api/redirects/{first['id']}", {"target": "/c"})
    old = admin_client.get(f"/api/redirects/{first['id']}/revisions").json()["data"][-1]
    # meanwhile /b is redirected itself: the old state would start a chain
    send(admin_client, "post", "/api/redirects", {"path": "/b", "target": "/d"})

    response = send(admin_client, "post", f"/api/redirects/{first['id']}/revisions/{old['id']}/restore")

    assert errors(response) == [
        ("target", "Das Ziel wird selbst weitergeleitet (/b). Bitte direkt das endgültige Ziel angeben.")
    ]
    assert Redirect.objects.get(pk=first["id"]).target == "/c"


# --- what the public sees ------------------------------------------------------------------------------------------
def test_a_public_form_shows_only_the_conversion_tracking_of_its_actions(admin_client, anon_client):
    form = send(
        admin_client,
        "post",
        "/api/nodes",
        {
            "type": "form",
            "identifier": "kontakt",
            "isPublic": True,
            "content": {
                "name": "Kontakt",
                "fields": [{"type": "email", "label": "E-Mail", "isRequired": True}],
                "actions": [
                    {"type": "sendMail", "recipient": "kueche@example.com", "subject": "Anfrage"},
                    {"type": "sendSms", "recipient": "+436641234567"},
                    {"type": "trackGoogleTagConversion", "conversionId": "AW-1/abc", "value": 5},
                    {"type": "newsletter", "optInField": "newsletter"},
                ],
            },
        },
    ).json()["data"]

    public = anon_client.get(f"/api/public/nodes/{form['id']}").json()["data"]

    assert public["content"]["actions"] == [
        {"type": "trackGoogleTagConversion", "conversionId": "AW-1/abc", "value": 5}
    ]
    assert public["content"]["fields"] == [{"type": "email", "label": "E-Mail", "isRequired": True, "fieldId": ""}]
    assert len(admin_client.get(f"/api/nodes/{form['id']}").json()["data"]["content"]["actions"]) == 4


def test_each_navigation_item_goes_where_the_spec_says_or_nowhere(anon_client, db):
    public_site = Site.objects.create(path="speisekarte", name="Speisekarte", is_public=True)
    hidden_site = Site.objects.create(path="intern", name="Intern")
    linz = BranchFactory(identifier="linz")
    closed = BranchFactory(identifier="graz", is_public=False)
    Navigation.objects.create(
        identifier="main",
        items=[
            {"type": "home", "label": "Start", "suffix": "#kontakt"},
            {"type": "site", "label": "Karte", "site": public_site.pk, "suffix": "?tag=vegan"},
            {"type": "site", "label": "Intern", "site": hidden_site.pk},
            {"type": "branch", "label": "Linz", "branch": linz.pk, "suffix": "/checkout"},
            {"type": "branch", "label": "Graz", "branch": closed.pk},
            {"type": "link", "label": "Blog", "href": "https://blog.example.com"},
            {"type": "other", "label": "Mehr", "children": [{"type": "home", "label": "Heim", "is_enabled": False}]},
        ],
    )

    items = anon_client.get("/api/public/navigations").json()["data"][0]["items"]

    assert [(item["label"], item["href"], item["children"]) for item in items] == [
        ("Start", "/#kontakt", []),
        ("Karte", "/speisekarte?tag=vegan", []),
        ("Intern", "", []),
        ("Linz", "/store/linz/checkout", []),
        ("Graz", "", []),
        ("Blog", "https://blog.example.com", []),
        ("Mehr", "", []),
    ]
