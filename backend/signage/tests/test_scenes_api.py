"""Scenes ('Szene'): CRUD with the website builder's blocks or a menu board, German errors on every failing field at
once, branch reach (shared scenes for administrators), audited, and never deleted while a segment shows them."""

import pytest

from audit.models import LogEntry
from catalogue.tests.factories import CategoryFactory

from ..models import Scene
from .factories import SceneFactory, SegmentFactory

BODY = {"body": [{"type": "numberFact", "label": "Gegründet", "value": "1905"}, {"type": "spacer", "size": 2}]}


def errors(response) -> list[tuple[str, str]]:
    return sorted((error.get("field", ""), error["message"]) for error in response.json()["errors"])


def test_an_administrator_creates_a_menu_board_for_every_branch(admin_client, catalogue):
    response = admin_client.post(
        "/api/scenes",
        {
            "path": "Frühstück Karte",
            "name": "Frühstück",
            "layout": "menu-board",
            "title": "Guten Morgen",
            "menu": catalogue["menu"].pk,
            "categories": [catalogue["breakfast"].pk, catalogue["drinks"].pk],
        },
        format="json",
    )

    assert response.status_code == 201, response.content
    data = response.json()["data"]
    assert {key: value for key, value in data.items() if key not in ("id", "createdAt", "updatedAt")} == {
        "path": "fruehstueck-karte",
        "name": "Frühstück",
        "branch": None,
        "branchName": None,
        "layout": "menu-board",
        "content": {"body": []},
        "title": "Guten Morgen",
        "menu": catalogue["menu"].pk,
        "categories": [catalogue["breakfast"].pk, catalogue["drinks"].pk],
    }
    entry = LogEntry.objects.get(entity="scene", action="create")
    assert entry.entity_label == "Frühstück"
    assert entry.changes["path"] == {"old": None, "new": "fruehstueck-karte"}
    assert entry.changes["categories"] == {"old": None, "new": [catalogue["breakfast"].pk, catalogue["drinks"].pk]}


def test_a_blocks_scene_keeps_the_website_builders_blocks_cleaned(admin_client, branch):
    response = admin_client.post(
        "/api/scenes",
        {"path": "willkommen", "name": "Willkommen", "branch": branch.pk, "content": BODY},
        format="json",
    )

    assert response.status_code == 201, response.content
    data = response.json()["data"]
    assert (data["layout"], data["branch"], data["branchName"]) == ("blocks", branch.pk, "Mariahilf")
    assert data["content"] == {
        "body": [{"type": "numberFact", "label": "Gegründet", "value": "1905"}, {"type": "spacer", "size": 2}]
    }


def test_every_failing_field_is_named_in_german_at_once(admin_client):
    scene = {
        "path": "",
        "name": "",
        "layout": "diashow",
        "content": {"body": [{"type": "video"}, {"type": "numberFact", "label": "Seit"}]},
        "menu": 999,
        "categories": [998],
        "branch": 997,
    }

    unknown = admin_client.post("/api/scenes", {**scene, "colour": "rot"}, format="json")
    response = admin_client.post("/api/scenes", scene, format="json")

    assert errors(unknown) == [("colour", "Unbekanntes Feld.")]
    assert response.status_code == 400
    assert errors(response) == [
        ("branch", 'Der Eintrag "997" existiert nicht.'),
        ("categories", 'Der Eintrag "998" existiert nicht.'),
        (
            "content.body.0.type",
            "body.0.type: Unbekannter Typ „video“. Erlaubt: gallery, logoScroller, claimScroller, numberFact, columns, "
            "accordion, map, mashup, leadArticlesOverview, storiesOverview, tagsOverview, hr, spacer, negativeSpacer, "
            "block.",
        ),
        ("content.body.1.value", "body.1.value: Dieses Feld ist erforderlich."),
        ("layout", '"diashow" ist keine gültige Option.'),
        ("menu", 'Der Eintrag "999" existiert nicht.'),
        ("name", "Dieses Feld darf nicht leer sein."),
        ("path", "Dieses Feld darf nicht leer sein."),
    ]
    assert not Scene.objects.exists()
    assert not LogEntry.objects.exists()


def test_a_path_is_a_slug_used_once(admin_client, scenes):
    taken = admin_client.post("/api/scenes", {"path": "Frühstück", "name": "Noch eins"}, format="json")
    empty = admin_client.post("/api/scenes", {"path": "?!", "name": "Leer"}, format="json")
    same = admin_client.put(f"/api/scenes/{scenes['breakfast'].pk}", {"path": "fruehstueck/"}, format="json")

    assert errors(taken) == [("path", "Dieser Pfad wird schon von der Szene „Frühstück“ verwendet.")]
    assert errors(empty) == [
        ("path", "Bitte geben Sie einen Pfad an (Buchstaben, Ziffern, Bindestriche, Punkte und Schrägstriche).")
    ]
    assert same.status_code == 200, same.content
    assert same.json()["data"]["path"] == "fruehstueck"


def test_a_menu_boards_categories_belong_to_its_menu(admin_client, catalogue, scenes):
    elsewhere = CategoryFactory(name="Eis")

    response = admin_client.put(
        f"/api/scenes/{scenes['breakfast'].pk}",
        {"categories": [catalogue["breakfast"].pk, elsewhere.pk]},
        format="json",
    )

    assert response.status_code == 400
    assert errors(response) == [("categories", "Die Kategorie „Eis“ gehört nicht zur Speisekarte „Tageskarte“.")]
    assert list(scenes["breakfast"].categories.order_by("name").values_list("name", flat=True)) == [
        "Frühstück",
        "Getränke",
    ]


def test_an_update_is_audited_with_what_changed(admin_client, scenes, catalogue):
    response = admin_client.put(
        f"/api/scenes/{scenes['breakfast'].pk}",
        {"title": "Frühstück bis 11 Uhr", "categories": [catalogue["breakfast"].pk]},
        format="json",
    )

    assert response.status_code == 200, response.content
    entry = LogEntry.objects.get(entity="scene", action="update")
    assert entry.changes == {
        "title": {"old": "Guten Morgen", "new": "Frühstück bis 11 Uhr"},
        "categories": {
            "old": sorted([catalogue["breakfast"].pk, catalogue["drinks"].pk]),
            "new": [catalogue["breakfast"].pk],
        },
        "updated_at": entry.changes["updated_at"],
    }


@pytest.fixture
def branch_scenes(branch, other_branch):
    return {
        "mine": SceneFactory(name="Mariahilf Abend", path="mariahilf-abend", branch=branch),
        "graz": SceneFactory(name="Graz Abend", path="graz-abend", branch=other_branch),
        "shared": SceneFactory(name="Für alle", path="fuer-alle"),
    }


def test_employees_read_shared_scenes_and_their_branches_and_change_only_their_branches(
    employee_client, branch_scenes, branch, other_branch
):
    names = [row["name"] for row in employee_client.get("/api/scenes").json()["data"]]

    assert names == ["Für alle", "Mariahilf Abend"]
    assert employee_client.get(f"/api/scenes/{branch_scenes['graz'].pk}").status_code == 404
    assert (
        employee_client.put(f"/api/scenes/{branch_scenes['graz'].pk}", {"name": "x"}, format="json").status_code == 404
    )
    assert (
        employee_client.put(f"/api/scenes/{branch_scenes['shared'].pk}", {"name": "x"}, format="json").status_code
        == 403
    )
    assert employee_client.delete(f"/api/scenes/{branch_scenes['shared'].pk}").status_code == 403
    mine = employee_client.put(f"/api/scenes/{branch_scenes['mine'].pk}", {"name": "Abend"}, format="json")
    assert mine.status_code == 200
    shared = employee_client.post("/api/scenes", {"path": "neu", "name": "Neu"}, format="json")
    assert errors(shared) == [("branch", "Einträge für alle Filialen können nur Administratoren anlegen oder ändern.")]
    moved = employee_client.put(f"/api/scenes/{branch_scenes['mine'].pk}", {"branch": other_branch.pk}, format="json")
    assert errors(moved) == [("branch", f'Der Eintrag "{other_branch.pk}" existiert nicht.')]
    made = employee_client.post("/api/scenes", {"path": "neu", "name": "Neu", "branch": branch.pk}, format="json")
    assert made.status_code == 201


def test_the_list_filters_by_branch_layout_and_text(admin_client, branch_scenes, scenes, branch):
    def names(query):
        return [row["name"] for row in admin_client.get(f"/api/scenes?{query}").json()["data"]]

    assert names(f"branch={branch.pk}") == ["Mariahilf Abend"]
    assert names("shared=true&layout=menu-board") == ["Frühstück", "Mittagsmenü"]
    assert names("q=abend") == ["Graz Abend", "Mariahilf Abend"]


def test_a_scene_a_segment_shows_is_not_deleted(admin_client, scenes, segments):
    used = admin_client.delete(f"/api/scenes/{scenes['breakfast'].pk}")
    SegmentFactory(name="Abend", scenes=[scenes["breakfast"]])
    twice = admin_client.delete(f"/api/scenes/{scenes['breakfast'].pk}")
    unused = SceneFactory(name="Alt", path="alt")
    deleted = admin_client.delete(f"/api/scenes/{unused.pk}")

    assert used.status_code == 409
    assert used.json()["errors"] == [
        {
            "message": "Szene „Frühstück“ wird noch verwendet (Filmsequenz „Frühstück“) und kann daher nicht gelöscht "
            "werden.",
            "code": "in_use",
        }
    ]
    assert twice.json()["errors"][0]["message"] == (
        "Szene „Frühstück“ wird noch verwendet (Filmsequenz „Abend“, Filmsequenz „Frühstück“) und kann daher nicht "
        "gelöscht werden."
    )
    assert deleted.status_code == 204
    assert LogEntry.objects.filter(entity="scene", action="delete", entity_label="Alt").count() == 1
    assert Scene.objects.filter(pk=scenes["breakfast"].pk).exists()


def test_a_menu_or_category_a_menu_board_draws_is_not_deleted(admin_client, scenes, catalogue):
    menu = admin_client.delete(f"/api/menus/{catalogue['menu'].pk}")
    category = admin_client.delete(f"/api/categories/{catalogue['drinks'].pk}")

    assert menu.status_code == 409
    assert menu.json()["errors"][0]["message"] == (
        "Speisekarte „Tageskarte“ wird noch verwendet (Szene „Frühstück“) und kann daher nicht gelöscht werden."
    )
    assert category.status_code == 409
    assert category.json()["errors"][0]["message"] == (
        "Kategorie „Getränke“ wird noch verwendet (Szene „Frühstück“, Szene „Mittagsmenü“) und kann daher nicht "
        "gelöscht werden."
    )


def test_staff_only(anon_client, roleless_client):
    assert anon_client.get("/api/scenes").status_code == 401
    assert roleless_client.get("/api/scenes").status_code == 403
