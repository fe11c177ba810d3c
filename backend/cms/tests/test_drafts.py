"""Drafts of sites, nodes and blocks (autosaved, no revision, cleared by a save), the staff preview of the
public lookup, and 409s when a branch that content names is deleted."""

import pytest
import time_machine
from django.db import connection
from django.test.utils import CaptureQueriesContext

from cms.models import Revision, Site
from organisation.tests.factories import BranchFactory

from .conftest import errors, send

pytestmark = pytest.mark.django_db

NOW = "2026-11-25T17:30:00Z"


def page(client, **fields):
    data = {"name": "Über uns", "type": "default", "content": {"body": []}, **fields}
    return send(client, "post", "/api/sites", data).json()["data"]


def revisions(entity, pk):
    return Revision.objects.filter(entity=entity, entity_id=pk).count()


@time_machine.travel(NOW, tick=False)
def test_a_draft_is_stored_without_a_revision_and_shown_in_the_detail(admin_client):
    site = page(admin_client)
    url = f"/api/sites/{site['id']}"
    assert (site["draft"], site["draftSavedAt"], site["draftSavedBy"]) == (None, None, None)

    response = send(admin_client, "put", f"{url}/draft", {"title": "Neu", "content": {"body": [{"type": "hr"}]}})

    assert response.status_code == 200, response.json()
    detail = admin_client.get(url).json()["data"]
    assert detail["draft"] == {
        "path": "ueber-uns",
        "name": "Über uns",
        "title": "Neu",
        "description": "",
        "type": "default",
        "isPublic": False,
        "content": {"body": [{"type": "hr"}]},
    }
    assert (detail["draftSavedAt"], detail["draftSavedBy"]) == ("2026-11-25T17:30:00Z", "admin@example.com")
    # the saved state is unchanged and no revision was added
    assert (detail["title"], detail["content"]) == ("", {"body": []})
    assert revisions("site", site["id"]) == 1


def test_a_draft_is_validated_like_a_save(admin_client):
    site = page(admin_client)
    response = send(admin_client, "put", f"/api/sites/{site['id']}/draft", {"content": {"bodyText": "x"}})
    assert response.status_code == 400
    assert errors(response) == [("content.bodyText", "bodyText: Unbekanntes Feld.")]
    assert Site.objects.get().draft is None


def test_a_save_clears_the_draft_and_writes_one_revision(admin_client):
    site = page(admin_client)
    url = f"/api/sites/{site['id']}"
    for title in ("E", "En", "Ent"):
        send(admin_client, "put", f"{url}/draft", {"title": title})

    response = send(admin_client, "put", url, {"title": "Entwurf fertig"})

    data = response.json()["data"]
    assert (data["title"], data["draft"], data["draftSavedAt"], data["draftSavedBy"]) == (
        "Entwurf fertig",
        None,
        None,
        None,
    )
    assert revisions("site", site["id"]) == 2
    latest = admin_client.get(f"{url}/revisions").json()["data"][0]["data"]
    assert "draft" not in latest and latest["title"] == "Entwurf fertig"


def test_a_save_of_other_fields_keeps_the_draft(admin_client):
    site = page(admin_client)
    url = f"/api/sites/{site['id']}"
    send(admin_client, "put", f"{url}/draft", {"content": {"body": [{"type": "hr"}]}})

    response = send(admin_client, "put", url, {"isPublic": False})

    assert response.json()["data"]["draft"]["content"] == {"body": [{"type": "hr"}]}
    # the editor saving the body it drafted: the draft goes
    response = send(admin_client, "put", url, {"content": {"body": [{"type": "hr"}]}})
    assert response.json()["data"]["draft"] is None


@pytest.mark.parametrize(
    ("url", "entity", "body", "draft"),
    [
        ("/api/nodes", "node", {"type": "tag", "content": {"name": "Süß"}}, {"content": {"name": "Sauer"}}),
        ("/api/blocks", "block", {"name": "Hinweis", "content": {"body": []}}, {"name": "Hinweis 2"}),
    ],
)
def test_nodes_and_blocks_have_drafts_that_are_discarded(admin_client, url, entity, body, draft):
    row = send(admin_client, "post", url, body).json()["data"]
    assert send(admin_client, "put", f"{url}/{row['id']}/draft", draft).status_code == 200
    assert admin_client.get(f"{url}/{row['id']}").json()["data"]["draft"] is not None

    assert admin_client.delete(f"{url}/{row['id']}/draft").status_code == 204

    assert admin_client.get(f"{url}/{row['id']}").json()["data"]["draft"] is None
    assert revisions(entity, row["id"]) == 1


def test_only_administrators_save_or_discard_drafts(admin_client, employee_client, anon_client):
    site = page(admin_client)
    url = f"/api/sites/{site['id']}/draft"
    assert send(employee_client, "put", url, {"title": "x"}).status_code == 403
    assert employee_client.delete(url).status_code == 403
    assert send(anon_client, "put", url, {"title": "x"}).status_code == 401
    assert employee_client.get(f"/api/sites/{site['id']}").json()["data"]["draft"] is None


def test_the_site_list_keeps_its_query_count_with_drafts(admin_client):
    def count():
        with CaptureQueriesContext(connection) as queries:
            assert admin_client.get("/api/sites").status_code == 200
        return len(queries)

    first = page(admin_client, name="Eins")
    send(admin_client, "put", f"/api/sites/{first['id']}/draft", {"title": "x"})
    few = count()
    for number in range(4):
        other = page(admin_client, name=f"Seite {number}")
        send(admin_client, "put", f"/api/sites/{other['id']}/draft", {"title": "y"})
    assert count() == few


# --- preview ------------------------------------------------------------------------------------------------
def lookup(client, path, preview=True):
    return client.get("/api/public/sites/lookup", {"path": path, **({"preview": "1"} if preview else {})})


def test_staff_previews_the_draft_and_unpublished_pages(admin_client, employee_client):
    public = page(admin_client, name="Offen", isPublic=True)
    send(admin_client, "put", f"/api/sites/{public['id']}/draft", {"title": "Entwurfstitel"})
    page(admin_client, name="Geheim")

    for client in (admin_client, employee_client):
        data = lookup(client, "offen").json()["data"]
        assert (data["title"], data["isPreview"]) == ("Entwurfstitel", True)
        response = lookup(client, "geheim")
        assert (response.status_code, response.json()["data"]["isPreview"]) == (200, True)
        assert response["Cache-Control"] == "private, no-store"
    # without the parameter staff see the public page as everyone does
    data = lookup(admin_client, "offen", preview=False).json()["data"]
    assert (data["title"], data["isPreview"]) == ("", False)


def test_a_draft_that_moves_a_page_is_previewed_under_its_new_path(admin_client):
    site = page(admin_client, name="Alt")
    send(admin_client, "put", f"/api/sites/{site['id']}/draft", {"path": "neu"})
    assert lookup(admin_client, "neu").json()["data"]["path"] == "neu"
    assert lookup(admin_client, "fehlt").status_code == 404


def test_anonymous_callers_get_public_pages_only(admin_client, anon_client, roleless_client):
    public = page(admin_client, name="Offen", isPublic=True)
    send(admin_client, "put", f"/api/sites/{public['id']}/draft", {"title": "Entwurfstitel"})
    page(admin_client, name="Geheim")

    for client in (anon_client, roleless_client):
        data = lookup(client, "offen").json()["data"]
        assert (data["title"], data["isPreview"]) == ("", False)
        assert lookup(client, "geheim").status_code == 404


# --- references from lower areas --------------------------------------------------------------------------------
def test_deleting_a_branch_a_navigation_names_answers_409(admin_client):
    branch = BranchFactory(name="Linz", identifier="linz")
    items = [{"type": "branch", "label": "Linz", "branch": branch.pk}]
    navigation = send(admin_client, "post", "/api/navigations", {"identifier": "main", "items": items}).json()["data"]

    response = admin_client.delete(f"/api/branches/{branch.pk}")

    assert response.status_code == 409
    assert response.json()["errors"] == [
        {
            "message": "Filiale „Linz“ wird noch verwendet (Navigation „main“) und kann daher nicht gelöscht werden.",
            "code": "in_use",
        }
    ]
    send(admin_client, "put", f"/api/navigations/{navigation['id']}", {"items": []})
    assert admin_client.delete(f"/api/branches/{branch.pk}").status_code == 204


def test_a_registered_finder_guards_categories_and_products(admin_client, monkeypatch):
    from catalogue.tests.factories import CategoryFactory, ProductFactory
    from core import usage

    category, product = CategoryFactory(name="Pizza"), ProductFactory(name="Margherita")
    names = {category._meta.label: "Seite „Start“", product._meta.label: "Block „Angebot“"}
    monkeypatch.setattr(usage, "_FINDERS", [lambda row: [names[row._meta.label]] if row._meta.label in names else []])

    answers = [
        admin_client.delete(f"/api/categories/{category.pk}"),
        admin_client.delete(f"/api/products/{product.pk}"),
    ]

    assert [(r.status_code, errors(r)) for r in answers] == [
        (409, [(None, "Kategorie „Pizza“ wird noch verwendet (Seite „Start“) und kann daher nicht gelöscht werden.")]),
        (
            409,
            [
                (
                    None,
                    "Produkt „Margherita“ wird noch verwendet (Block „Angebot“) und kann daher nicht gelöscht werden.",
                )
            ],
        ),
    ]


@pytest.mark.parametrize(
    ("url", "body"),
    [("/api/nodes", {"type": "other", "content": {"name": "x"}}), ("/api/blocks", {"name": "x"})],
)
def test_node_and_block_lists_keep_their_query_count_with_drafts(admin_client, url, body):
    def count():
        with CaptureQueriesContext(connection) as queries:
            assert admin_client.get(url).status_code == 200
        return len(queries)

    def add(number):
        data = {**body, "content": {"name": f"x{number}"}} if "type" in body else {"name": f"Block {number}"}
        row = send(admin_client, "post", url, data).json()["data"]
        assert send(admin_client, "put", f"{url}/{row['id']}/draft", {}).status_code == 200

    add(0)
    few = count()
    for number in range(1, 5):
        add(number)
    assert count() == few


def test_restoring_a_revision_clears_the_draft_and_adds_a_revision(admin_client):
    site = page(admin_client, title="Eins")
    url = f"/api/sites/{site['id']}"
    send(admin_client, "put", url, {"title": "Zwei"})
    send(admin_client, "put", f"{url}/draft", {"title": "Drei"})
    first = admin_client.get(f"{url}/revisions").json()["data"][-1]

    response = send(admin_client, "post", f"{url}/revisions/{first['id']}/restore")

    data = response.json()["data"]
    assert (data["title"], data["draft"]) == ("Eins", None)
    assert revisions("site", site["id"]) == 3


def test_what_only_a_draft_refers_to_is_not_deleted_under_it(admin_client, image):
    block = send(admin_client, "post", "/api/blocks", {"name": "Angebot", "content": {"body": []}}).json()["data"]
    site = page(admin_client, name="Start")
    draft = {"content": {"body": [{"type": "block", "block": block["id"]}, {"type": "gallery", "images": [image.id]}]}}
    assert send(admin_client, "put", f"/api/sites/{site['id']}/draft", draft).status_code == 200

    refused = {url: admin_client.delete(url) for url in (f"/api/blocks/{block['id']}", f"/api/images/{image.id}")}

    assert {url: (r.status_code, errors(r)) for url, r in refused.items()} == {
        f"/api/blocks/{block['id']}": (
            409,
            [(None, "Der Block wird noch verwendet (Seite „Start“) und kann daher nicht gelöscht werden.")],
        ),
        f"/api/images/{image.id}": (
            409,
            [(None, "Das Bild wird noch verwendet (Seite „Start“) und kann daher nicht gelöscht werden.")],
        ),
    }
    # the draft discarded, nothing refers to them any more
    assert admin_client.delete(f"/api/sites/{site['id']}/draft").status_code == 204
    assert admin_client.delete(f"/api/blocks/{block['id']}").status_code == 204
