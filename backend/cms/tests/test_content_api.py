"""Sites, nodes, blocks and navigations over the API: validation with paths, references and 409s,
revisions and restore, roles, control characters, public reads and /api/init."""

import pytest
from django.db import connection
from django.test.utils import CaptureQueriesContext

from audit.models import LogEntry
from cms.models import Block, Navigation, Node, Revision, Site
from organisation.tests.factories import BranchFactory

from .conftest import errors, send

pytestmark = pytest.mark.django_db


def page(client, **fields):
    data = {"name": "Über uns", "type": "default", "content": {"body": []}, **fields}
    return send(client, "post", "/api/sites", data)


# --- validation --------------------------------------------------------------------------------------------
def test_admin_creates_a_page_with_blocks_stored_with_defaults_and_the_image_version(admin_client, image):
    response = page(
        admin_client,
        isPublic=True,
        content={
            "body": [
                {
                    "type": "columns",
                    "columns": [{"image": {"id": image.id}, "wysiwyg": "<p>Hallo<script>x</script></p>"}],
                },
                {"type": "spacer"},
            ]
        },
    )

    assert response.status_code == 201, response.json()
    data = response.json()["data"]
    assert (data["path"], data["name"], data["isPublic"]) == ("ueber-uns", "Über uns", True)
    assert data["content"] == {
        "body": [
            {
                "type": "columns",
                "layout": {"flexDirection": "row", "alignItems": "stretch"},
                "columns": [
                    {
                        "wysiwyg": "<p>Hallo</p>",
                        "image": {"id": image.id, "version": 1, "extension": "png"},
                        "links": [],
                        "body": [],
                    }
                ],
            },
            {"type": "spacer", "size": 1},
        ]
    }
    site = Site.objects.get()
    assert site.content["body"][0]["layout"] == {"flex_direction": "row", "align_items": "stretch"}
    assert LogEntry.objects.filter(entity="site", action="create").count() == 1


def test_invalid_content_answers_400_with_every_error_on_its_path(admin_client):
    response = page(
        admin_client,
        content={
            "body": [
                {"type": "spacer", "size": 9},
                {"type": "hr"},
                {"type": "hr"},
                {"type": "columns", "columns": [{}, {"image": {"id": 999}}]},
                {"type": "gallery", "images": [998]},
            ]
        },
    )

    assert response.status_code == 400
    # the shape errors first; unknown ids are checked only when the shape is right
    assert errors(response) == [("content.body.0.size", "body.0.size: Bitte geben Sie eine Zahl bis 4 ein.")]

    response = page(
        admin_client,
        content={
            "body": [
                {"type": "columns", "columns": [{}, {"image": {"id": 999}}]},
                {"type": "gallery", "images": [998]},
                {"type": "block", "block": 997},
                {"type": "mashup", "links": [{"type": "site", "site": 996}, {"type": "form", "form": 995}]},
            ]
        },
    )
    assert response.status_code == 400
    assert errors(response) == [
        ("content.body.0.columns.1.image", "body.0.columns.1.image: Bild 999 gibt es nicht."),
        ("content.body.1.images.0", "body.1.images.0: Bild 998 gibt es nicht."),
        ("content.body.2.block", "body.2.block: Block 997 gibt es nicht."),
        ("content.body.3.links.0.site", "body.3.links.0.site: Seite 996 gibt es nicht."),
        ("content.body.3.links.1.form", "body.3.links.1.form: Inhalt 995 gibt es nicht."),
    ]
    assert not Site.objects.exists()


def test_content_that_is_no_object_and_unknown_keys(admin_client):
    assert errors(page(admin_client, content=[1])) == [("content", "Bitte geben Sie ein Objekt mit Feldern an.")]
    assert errors(page(admin_client, content={"bodyText": "x"})) == [
        ("content.bodyText", "bodyText: Unbekanntes Feld.")
    ]


def test_a_story_refers_to_tags_only(admin_client):
    form = Node.objects.create(type="form", identifier="kontakt", content={"name": "Kontakt"})
    tag = send(admin_client, "post", "/api/nodes", {"type": "tag", "content": {"name": "Süße Küche"}}).json()["data"]
    assert tag["identifier"] == "suesse-kueche"

    response = page(
        admin_client, name="Strudel", type="story", content={"title": "Strudel", "tags": [tag["id"], form.pk]}
    )

    assert errors(response) == [("content.tags.1", f"tags.1: Inhalt {form.pk} ist kein Schlagwort.")]
    response = page(admin_client, name="Strudel", type="story", content={"title": "Strudel", "tags": [tag["id"]]})
    assert response.status_code == 201
    assert response.json()["data"]["content"]["tags"] == [tag["id"]]


def test_control_characters_and_line_breaks_in_content_are_refused(admin_client):
    response = page(admin_client, content={"body": [{"type": "numberFact", "label": "a\u0007b", "value": "1"}]})
    assert errors(response) == [("content.body.0.label", "Dieses Feld enthält ungültige Zeichen (Steuerzeichen).")]
    response = page(admin_client, content={"body": [{"type": "numberFact", "label": "a\nb", "value": "1"}]})
    assert errors(response) == [
        (
            "content.body.0.label",
            "body.0.label: Bitte geben Sie diesen Text in einer Zeile ein (ohne Zeilenumbruch und Tabulator).",
        )
    ]


def test_site_paths_are_slugs_unique_and_not_reserved(admin_client):
    assert page(admin_client, path="/Unsere Küche/").json()["data"]["path"] == "unsere-kueche"
    assert errors(page(admin_client, path="unsere_küche")) == [
        ("path", "Dieser Pfad wird schon von der Seite „Über uns“ verwendet.")
    ]
    assert errors(page(admin_client, path="/api/sites")) == [("path", "Dieser Pfad ist für die Anwendung reserviert.")]
    assert page(admin_client, path="", name="Startseite").json()["data"]["path"] == ""


def test_changing_the_type_keeps_what_the_new_type_knows(admin_client):
    site = page(admin_client, content={"body": [{"type": "hr"}]}).json()["data"]
    response = send(admin_client, "put", f"/api/sites/{site['id']}", {"type": "story"})
    assert response.status_code == 200
    assert response.json()["data"]["content"]["body"] == [{"type": "hr"}]
    assert response.json()["data"]["content"]["weight"] == 0


# --- references and deletes ----------------------------------------------------------------------------------
def test_deleting_a_used_image_site_block_or_node_answers_409_naming_the_users(admin_client, image):
    block = send(
        admin_client,
        "post",
        "/api/blocks",
        {"name": "Hinweis", "content": {"body": [{"type": "gallery", "images": [image.id]}]}},
    ).json()["data"]
    form = send(
        admin_client, "post", "/api/nodes", {"type": "form", "identifier": "kontakt", "content": {"name": "Kontakt"}}
    ).json()["data"]
    target = page(admin_client, name="Ziel").json()["data"]
    page(
        admin_client,
        name="Start",
        content={
            "body": [
                {"type": "block", "block": block["id"]},
                {
                    "type": "mashup",
                    "links": [{"type": "site", "site": target["id"]}, {"type": "form", "form": form["id"]}],
                },
            ]
        },
    )
    send(
        admin_client,
        "post",
        "/api/navigations",
        {"identifier": "main", "items": [{"type": "site", "site": target["id"]}]},
    )

    answers = {
        url: admin_client.delete(url)
        for url in (
            f"/api/images/{image.id}",
            f"/api/sites/{target['id']}",
            f"/api/blocks/{block['id']}",
            f"/api/nodes/{form['id']}",
        )
    }

    assert {url: (r.status_code, errors(r)) for url, r in answers.items()} == {
        f"/api/images/{image.id}": (
            409,
            [(None, "Das Bild wird noch verwendet (Block „Hinweis“) und kann daher nicht gelöscht werden.")],
        ),
        f"/api/sites/{target['id']}": (
            409,
            [
                (
                    None,
                    "Die Seite wird noch verwendet (Seite „Start“, Navigation „main“) und kann daher nicht gelöscht werden.",
                )
            ],
        ),
        f"/api/blocks/{block['id']}": (
            409,
            [(None, "Der Block wird noch verwendet (Seite „Start“) und kann daher nicht gelöscht werden.")],
        ),
        f"/api/nodes/{form['id']}": (
            409,
            [(None, "Der Inhalt wird noch verwendet (Seite „Start“) und kann daher nicht gelöscht werden.")],
        ),
    }
    assert answers[f"/api/sites/{target['id']}"].json()["errors"][0]["code"] == "in_use"
    assert Site.objects.count() == 2 and Block.objects.count() == 1


def test_an_unused_site_is_deleted_and_audited(admin_client):
    site = page(admin_client).json()["data"]
    assert admin_client.delete(f"/api/sites/{site['id']}").status_code == 204
    assert LogEntry.objects.filter(entity="site", action="delete").count() == 1


# --- revisions -------------------------------------------------------------------------------------------------
def test_every_save_keeps_a_revision_and_an_old_one_is_restored(admin_client, admin_user):
    site = page(admin_client, content={"body": [{"type": "hr"}]}).json()["data"]
    url = f"/api/sites/{site['id']}"
    send(admin_client, "put", url, {"title": "Zweite Fassung", "content": {"body": [{"type": "spacer", "size": 3}]}})
    send(admin_client, "put", url, {"title": "Zweite Fassung"})  # nothing changed: no revision

    revisions = admin_client.get(f"{url}/revisions").json()["data"]

    assert [r["data"]["title"] for r in revisions] == ["Zweite Fassung", ""]
    assert revisions[1]["data"]["content"] == {"body": [{"type": "hr"}]}
    assert (revisions[0]["user"], revisions[0]["userLabel"], revisions[0]["entity"]) == (
        admin_user.pk,
        "admin@example.com",
        "site",
    )

    response = send(admin_client, "post", f"{url}/revisions/{revisions[1]['id']}/restore")

    assert response.status_code == 200
    assert (response.json()["data"]["title"], response.json()["data"]["content"]) == ("", {"body": [{"type": "hr"}]})
    assert Revision.objects.filter(entity="site", entity_id=site["id"]).count() == 3
    # the audit log has each PUT (the one that changed nothing still moved updatedAt) and the restore
    assert LogEntry.objects.filter(entity="site", action="update").count() == 3


def test_a_revision_whose_references_are_gone_is_not_restored(admin_client):
    other = page(admin_client, name="Ziel").json()["data"]
    site = page(
        admin_client, content={"body": [{"type": "mashup", "links": [{"type": "site", "site": other["id"]}]}]}
    ).json()["data"]
    first = admin_client.get(f"/api/sites/{site['id']}/revisions").json()["data"][0]
    send(admin_client, "put", f"/api/sites/{site['id']}", {"content": {"body": []}})
    assert admin_client.delete(f"/api/sites/{other['id']}").status_code == 204

    response = send(admin_client, "post", f"/api/sites/{site['id']}/revisions/{first['id']}/restore")

    assert response.status_code == 400
    assert errors(response) == [
        ("content.body.0.links.0.site", f"body.0.links.0.site: Seite {other['id']} gibt es nicht.")
    ]
    other_revision = admin_client.get(f"/api/sites/{site['id']}/revisions").json()["data"][0]["id"] + 1000
    assert send(admin_client, "post", f"/api/sites/{site['id']}/revisions/{other_revision}/restore").status_code == 404


# --- roles ---------------------------------------------------------------------------------------------------------
@pytest.mark.parametrize(
    "url", ["/api/sites", "/api/nodes", "/api/blocks", "/api/navigations", "/api/redirects", "/api/fonts"]
)
def test_staff_read_only_administrators_write(url, employee_client, anon_client, roleless_client):
    assert employee_client.get(url).status_code == 200
    assert send(employee_client, "post", url, {}).status_code == 403
    assert anon_client.get(url).status_code == 401
    assert roleless_client.get(url).status_code == 403


def test_employees_cannot_change_delete_or_restore(admin_client, employee_client):
    site = page(admin_client).json()["data"]
    revision = admin_client.get(f"/api/sites/{site['id']}/revisions").json()["data"][0]
    assert employee_client.get(f"/api/sites/{site['id']}/revisions").status_code == 200
    assert send(employee_client, "put", f"/api/sites/{site['id']}", {"name": "x"}).status_code == 403
    assert employee_client.delete(f"/api/sites/{site['id']}").status_code == 403
    assert (
        send(employee_client, "post", f"/api/sites/{site['id']}/revisions/{revision['id']}/restore").status_code == 403
    )


# --- navigations -------------------------------------------------------------------------------------------------
def test_navigation_items_are_checked_and_the_public_sees_enabled_ones(admin_client, anon_client):
    site = page(admin_client, isPublic=True).json()["data"]
    branch = BranchFactory(identifier="linz")
    response = send(
        admin_client,
        "post",
        "/api/navigations",
        {
            "identifier": "Main",
            "items": [
                {"type": "home", "label": "Start"},
                {
                    "type": "site",
                    "label": "Über uns",
                    "site": site["id"],
                    "suffix": "#team",
                    "children": [
                        {"type": "branch", "label": "Linz", "branch": branch.pk, "isEnabled": False},
                        {"type": "link", "label": "Shop", "href": "https://shop.example.com"},
                    ],
                },
                {"type": "other", "label": "Alt", "isEnabled": False},
            ],
        },
    )
    assert response.status_code == 201, response.json()
    assert response.json()["data"]["identifier"] == "main"

    public = anon_client.get("/api/public/navigations").json()["data"]
    assert public == [
        {
            "id": response.json()["data"]["id"],
            "identifier": "main",
            "items": [
                {"type": "home", "label": "Start", "isEnabled": True, "suffix": "", "children": [], "href": "/"},
                {
                    "type": "site",
                    "label": "Über uns",
                    "isEnabled": True,
                    "site": site["id"],
                    "suffix": "#team",
                    # the address each item goes to, resolved by the server (site path plus suffix)
                    "href": f"/{site['path']}#team",
                    "children": [
                        {
                            "type": "link",
                            "label": "Shop",
                            "isEnabled": True,
                            "href": "https://shop.example.com",
                            "children": [],
                        },
                    ],
                },
            ],
        }
    ]

    bad = send(
        admin_client, "post", "/api/navigations", {"identifier": "main", "items": [{"type": "branch", "branch": 99999}]}
    )
    assert errors(bad) == [
        ("identifier", "Diese Kennung wird schon verwendet."),
        ("items.0.branch", "0.branch: Filiale 99999 gibt es nicht."),
    ]


# --- public reads and init ------------------------------------------------------------------------------------------
def test_the_public_reads_only_public_sites_and_nodes(admin_client, anon_client):
    public = page(admin_client, isPublic=True, path="ueber-uns").json()["data"]
    page(admin_client, name="Entwurf", path="entwurf")
    send(admin_client, "post", "/api/nodes", {"type": "tag", "isPublic": True, "content": {"name": "Regional"}})
    send(admin_client, "post", "/api/nodes", {"type": "tag", "content": {"name": "Geheim"}})
    send(
        admin_client,
        "post",
        "/api/nodes",
        {"type": "form", "isPublic": True, "identifier": "kontakt", "content": {"name": "Kontakt"}},
    )

    assert [s["path"] for s in anon_client.get("/api/public/sites").json()["data"]] == ["ueber-uns"]
    assert anon_client.get("/api/public/sites/lookup?path=ueber-uns").json()["data"]["id"] == public["id"]
    assert anon_client.get("/api/public/sites/lookup?path=entwurf").status_code == 404
    tags = anon_client.get("/api/public/nodes?type=tag").json()["data"]
    assert [t["identifier"] for t in tags] == ["regional"]
    assert len(anon_client.get("/api/public/nodes").json()["data"]) == 2
    hidden = Node.objects.get(identifier="geheim")
    assert anon_client.get(f"/api/public/nodes/{hidden.pk}").status_code == 404
    # staff preview an unpublished site through the back office API
    assert admin_client.get(f"/api/sites/{Site.objects.get(path='entwurf').pk}").json()["data"]["isPublic"] is False


def test_init_carries_sites_navigations_blocks_and_nodes_in_constant_queries(admin_client):
    def init_queries():
        from django.core.cache import cache

        cache.clear()
        with CaptureQueriesContext(connection) as queries:
            response = admin_client.get("/api/init")
        return response, len(queries)

    page(admin_client, name="Eins")
    Navigation.objects.create(identifier="main")
    init_queries()  # the first call also stores the config row
    response, few = init_queries()
    for number in range(5):
        page(admin_client, name=f"Seite {number}")
        Block.objects.create(name=f"Block {number}")
        Node.objects.create(type="tag", identifier=f"tag-{number}", content={"name": f"Tag {number}"})
        Navigation.objects.create(identifier=f"nav-{number}")
    response, many = init_queries()

    entries = {entry["url"]: entry["data"] for entry in response.json()["data"]}
    assert [len(entries[url]) for url in ("/api/sites", "/api/navigations", "/api/blocks", "/api/nodes")] == [
        6,
        6,
        5,
        5,
    ]
    assert many == few


def test_lists_take_constant_queries(admin_client):
    def count():
        with CaptureQueriesContext(connection) as queries:
            assert admin_client.get("/api/sites").status_code == 200
        return len(queries)

    page(admin_client, name="Eins")
    few = count()
    for number in range(5):
        page(admin_client, name=f"Seite {number}")
    assert count() == few


def test_the_content_schema_is_offered_to_staff(employee_client, anon_client):
    data = employee_client.get("/api/content-schema").json()["data"]
    assert sorted(data["sites"]) == ["default", "simple", "story"]
    assert sorted(data["nodes"]) == ["form", "other", "signature", "socialAsset", "tag"]
    assert [kind["type"] for kind in data["unions"]["link"]] == [
        "site",
        "internal",
        "external",
        "file",
        "email",
        "phone",
        "form",
    ]
    assert anon_client.get("/api/content-schema").status_code == 401


def test_a_replaced_image_moves_every_page_to_its_new_version(admin_client, image):
    import base64

    from media.tests.factories import png

    site = page(
        admin_client,
        content={
            "body": [
                {"type": "gallery", "images": [image.id]},
                {"type": "mashup", "media": {"type": "image", "image": image.id}},
            ]
        },
    )
    new_file = "data:image/png;base64," + base64.b64encode(png(color=(0, 90, 0))).decode("ascii")

    assert (
        send(admin_client, "put", f"/api/images/{image.id}", {"data": new_file, "filename": "neu.png"}).status_code
        == 200
    )

    stored = admin_client.get(f"/api/sites/{site.json()['data']['id']}").json()["data"]["content"]["body"]
    reference = {"id": image.id, "version": 2, "extension": "png"}
    assert (stored[0]["images"], stored[1]["media"]["image"]) == ([reference], reference)
