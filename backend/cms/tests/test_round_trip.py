"""What the server wrote it takes back: every block, link, media, story attribute, form field, form action and
navigation item kind, with a value in every field (numbers with a fraction, as a map's markers have), and the
demo's pages, nodes, blocks and navigations, PUT back unchanged as the API answered them → 200, same content.

The demo's 'Über uns' could be neither saved nor drafted: DRF's JSONField re-encoded the parsed body with the
plain json encoder, which refuses the Decimal the parser makes of 48.1986 ('Wert muss gültiges JSON sein.')."""

from decimal import Decimal

import pytest
from django.core.management import call_command

from accounts.tests.factories import UserFactory
from cms import schema
from cms.api.serializers import ContentField, ItemsField
from cms.models import Block, Navigation, Node, Site
from core.api.casing import camelize
from core.roles import Role
from media.tests.factories import UploadFactory
from organisation.tests.factories import BranchFactory

from .conftest import send

pytestmark = pytest.mark.django_db

EDITABLE = {
    "sites": ("path", "name", "title", "description", "type", "isPublic", "content"),
    "nodes": ("type", "identifier", "isPublic", "content"),
    "blocks": ("name", "identifier", "content"),
    "navigations": ("identifier", "items"),
}


def put_back(client, resource, pk):
    """GET a row, PUT its editable fields back unchanged (and as a draft): both 200, nothing changed."""
    url = f"/api/{resource}/{pk}"
    before = client.get(url).json()["data"]
    body = {key: before[key] for key in EDITABLE[resource]}
    saved = send(client, "put", url, body)
    assert saved.status_code == 200, (resource, pk, saved.json())
    after = saved.json()["data"]
    assert {key: after[key] for key in body} == body
    if resource != "navigations":
        drafted = send(client, "put", f"{url}/draft", body)
        assert drafted.status_code == 200, (resource, pk, drafted.json())
        assert drafted.json()["data"]["draft"] == body


# --- every kind, every field -------------------------------------------------------------------------
class Samples:
    """A value in every field of a schema (not its default), one entry of every kind in each union list."""

    def __init__(self, rows, in_block=False):
        self.rows = rows
        self.in_block = in_block
        self.types: set[str] = set()
        self.kinds: set[tuple[str, str]] = set()

    def fields(self, fields, depth):
        return {spec.name: self.value(spec, depth) for spec in fields}

    def entry(self, union, kind, depth):
        self.kinds.add((union, kind))
        return {"type": kind, **self.fields(schema.UNIONS[union][kind][1], depth + 1)}

    def entries(self, spec, depth):
        if depth > 2:  # nested bodies, columns in columns, navigation children: deep enough
            return []
        union = spec.union
        kinds = [k for k in schema.UNIONS[union] if not (union == "block" and k == "block" and self.in_block)]
        return [self.entry(union, kind, depth) for kind in kinds][: spec.max_items]

    def number(self, spec):
        low = Decimal(spec.min) if spec.min is not None else Decimal(-1000)
        high = Decimal(spec.max) if spec.max is not None else Decimal(1000)
        if spec.integer:
            return int(min(high, low + 3))
        return float(low + (high - low) * Decimal("0.3") + Decimal("0.1234"))

    def text(self, spec):
        if spec.type == "wysiwyg":
            return "<p>Frisch <strong>gebacken</strong></p>"
        value = {"email": "office@example.com", "url": "https://example.com/a", "path": "/ueber-uns"}.get(
            spec.format, "Kornfeld"
        )
        return value[: spec.max_length] if spec.max_length else value

    def value(self, spec, depth):
        self.types.add(spec.type)
        kind = spec.type
        if kind in ("text", "textarea", "markdown", "wysiwyg"):
            return self.text(spec)
        if kind == "number":
            return self.number(spec)
        if kind == "date":
            return {"date": "2026-11-25", "time": "08:30", "dateTime": "2026-11-25T08:30"}[spec.mode]
        if kind in ("image", "file"):
            return {"id": self.rows[kind]}
        if kind in ("images", "files"):
            return [{"id": self.rows[kind[:-1]]}]
        if kind == "boolean":
            return spec.default is not True
        if kind == "select":
            return spec.options[-1]
        if kind == "multiselect":
            return list(spec.options)
        if kind == "color":
            return "#a1b2c3"
        if kind == "reference":
            return self.rows[spec.node_type or spec.target]
        if kind == "geolocation":
            return {"style": "dark", "zoom": 12.5, "center": {"lat": 48.1986, "lng": 16.3497}}
        if kind == "tabs":
            return {name: self.fields(fields, depth) for name, _label, fields in spec.fields}
        if kind == "group":
            return (
                self.entry(spec.union, list(schema.UNIONS[spec.union])[-1], depth)
                if spec.union
                else (self.fields(spec.fields, depth))
            )
        if kind == "collection":
            if spec.union:
                return self.entries(spec, depth)
            if spec.item is not None:
                return [self.value(spec.item, depth)]
            return [self.fields(spec.fields, depth)]
        raise AssertionError(f"Feldart ohne Beispiel: {kind}")


@pytest.fixture
def rows(db, image):
    site = Site.objects.create(path="ziel", name="Ziel", content={"body": []})
    block = Block.objects.create(name="Hinweis", identifier="hinweis", content={"body": []})
    made = {
        "image": image.pk,
        "file": UploadFactory().pk,
        "site": site.pk,
        "block": block.pk,
        "branch": BranchFactory().pk,
    }
    for kind in ("tag", "form"):
        made[kind] = Node.objects.create(type=kind, identifier=f"beispiel-{kind}", content={"name": kind}).pk
    return made


def test_every_kind_and_field_saved_by_the_server_is_taken_back(admin_client, rows):
    samples = Samples(rows)
    created = []
    # pages of every type; a media group takes one kind, so one mashup per media kind besides
    mashups = [{"type": "mashup", "media": samples.entry("media", kind, 1)} for kind in schema.MEDIA]
    for kind, fields in schema.SITE_CONTENT.items():
        content = samples.fields(fields, 0)
        if "body" in content:
            content["body"] += mashups
        response = send(
            admin_client, "post", "/api/sites", {"name": f"Alles {kind}", "type": kind, "content": camelize(content)}
        )
        assert response.status_code == 201, response.json()
        created.append(("sites", response.json()["data"]["id"]))
    for kind, fields in schema.NODE_CONTENT.items():
        content = samples.fields(fields, 0)
        response = send(admin_client, "post", "/api/nodes", {"type": kind, "content": camelize(content)})
        assert response.status_code == 201, response.json()
        created.append(("nodes", response.json()["data"]["id"]))
    in_block = Samples(rows, in_block=True)
    response = send(
        admin_client,
        "post",
        "/api/blocks",
        {"name": "Alles", "identifier": "alles", "content": camelize(in_block.fields(schema.BLOCK_CONTENT, 0))},
    )
    assert response.status_code == 201, response.json()
    created.append(("blocks", response.json()["data"]["id"]))
    items = samples.value(schema.NAVIGATION_CONTENT, 0)
    response = send(admin_client, "post", "/api/navigations", {"identifier": "alles", "items": camelize(items)})
    assert response.status_code == 201, response.json()
    created.append(("navigations", response.json()["data"]["id"]))

    # every kind of every union and every field type the schemas use was filled in
    assert samples.kinds == {(union, kind) for union, kinds in schema.UNIONS.items() for kind in kinds}
    assert samples.types >= {"text", "textarea", "wysiwyg", "number", "image", "images", "file", "files"}
    assert samples.types >= {"boolean", "select", "group", "collection", "reference", "color", "geolocation"}
    # the map's fractions were stored as numbers
    site = Site.objects.get(name="Alles default")
    stored_map = next(block for block in site.content["body"] if block["type"] == "map")
    assert stored_map["geolocation"] == {"style": "dark", "zoom": 12.5, "center": {"lat": 48.1986, "lng": 16.3497}}
    assert stored_map["markers"][0]["lat"] == -35.8766

    for resource, pk in created:
        put_back(admin_client, resource, pk)


@pytest.mark.parametrize(
    "kind, spec",
    [
        ("markdown", schema.F("notes", "markdown", "Notizen")),
        ("date", schema.F("day", "date", "Tag")),
        ("time", schema.F("at", "date", "Uhrzeit", mode="time")),
        ("dateTime", schema.F("start", "date", "Beginn", mode="dateTime")),
        ("multiselect", schema.F("days", "multiselect", "Tage", options=("mo", "di"))),
        ("tabs", schema.F("tabs", "tabs", "Reiter", fields=(("a", "A", (schema.F("x", "number", "X"),)),))),
    ],
)
def test_field_kinds_no_schema_uses_yet_take_their_own_value_back(kind, spec):
    """The catalogue's kinds without a field in the schemas yet: checking a checked value changes nothing."""
    value = Samples({}).fields((spec,), 0)
    first = schema.walk((spec,), value)
    again = schema.walk((spec,), first.value)
    assert (first.errors, again.errors) == ([], [])
    assert again.value == first.value


def test_a_fraction_as_the_api_parser_gives_it_is_valid_content():
    field = ContentField()
    assert field.run_validation({"lat": Decimal("48.1986")}) == {"lat": Decimal("48.1986")}
    assert ItemsField().run_validation([{"zoom": Decimal("0.5")}]) == [{"zoom": Decimal("0.5")}]


def test_a_value_that_cannot_be_stored_is_named_in_german_without_json():
    with pytest.raises(Exception) as refused:
        ContentField().run_validation({"when": object()})
    assert refused.value.detail == ["Der Inhalt enthält einen Wert, der nicht gespeichert werden kann."]


# --- the demo --------------------------------------------------------------------------------------------
@pytest.fixture
def demo(db):
    call_command("load_demo")


@pytest.fixture
def demo_admin(demo, make_client):
    return make_client(UserFactory(email="chefin@example.com", roles=[Role.ADMIN]))


def test_every_demo_page_node_block_and_navigation_is_taken_back_unchanged(demo_admin):
    about = Site.objects.get(path="ueber-uns")
    assert [block["type"] for block in about.content["body"]][4] == "map"

    for site in Site.objects.order_by("id"):
        put_back(demo_admin, "sites", site.pk)
    for node in Node.objects.order_by("id"):
        put_back(demo_admin, "nodes", node.pk)
    for block in Block.objects.order_by("id"):
        put_back(demo_admin, "blocks", block.pk)
    for navigation in Navigation.objects.order_by("id"):
        put_back(demo_admin, "navigations", navigation.pk)
    about.refresh_from_db()
    assert about.content["body"][4]["markers"][0]["lat"] == 48.1986
