"""Image templates over the API (docs/imaging.md): CRUD in German, reach, the layers, the preview, generating one
picture into the image library and a batch as a background job."""

import io

import pytest
from PIL import Image

from accounts.tests.factories import AdminFactory
from audit.models import LogEntry
from catalogue.tests.factories import CategoryFactory, MenuFactory, ProductFactory
from core.models import Job
from imaging.models import ImageTemplate
from media.models import Image as LibraryImage
from media.services.library import create_image
from media.tests.factories import data_url, png

URL = "/api/image-templates"


def picture(color=(200, 30, 30), name="suppe.png") -> LibraryImage:
    return create_image(data_url(png(300, 200, color), "image/png"), name, alt="Suppe", actor=AdminFactory())


def layers(image_id=None):
    return [
        {"id": "photo", "kind": "image", "x": 0, "y": 0, "width": 400, "height": 300, "placeholder": "image",
         "image": {"id": image_id} if image_id else None},
        {"id": "band", "kind": "shape", "x": 0, "y": 300, "width": 400, "height": 100, "color": "#1f3a5f"},
        {"id": "name", "kind": "text", "x": 20, "y": 310, "width": 260, "height": 80, "text": "{name}",
         "size": 32, "color": "#ffffff", "shrinkToFit": True},
        {"id": "price", "kind": "text", "x": 280, "y": 320, "width": 100, "height": 60, "text": "{price}",
         "size": 28, "color": "#ffd166", "align": "right"},
    ]  # fmt: skip


@pytest.fixture
def template(db):
    return ImageTemplate.objects.create(
        identifier="angebot", name="Angebot der Woche", width=400, height=400, background="#fff8e7",
        layers=[{**layer, **{"line_height": 120, "shrink_to_fit": layer.pop("shrinkToFit", False)}}
                if layer["kind"] == "text" else layer for layer in layers()],
    )  # fmt: skip


def test_an_administrator_creates_a_template_with_its_layers_and_reads_them_back(admin_client):
    answer = admin_client.post(URL, {"identifier": "angebot", "name": "Angebot der Woche", "width": 400,
                                     "height": 400, "layers": layers()}, format="json")  # fmt: skip
    assert answer.status_code == 201, answer.json()
    data = answer.json()["data"]
    assert (data["format"], data["background"], data["placeholders"]) == ("png", "#ffffff", ["image", "name", "price"])
    name = data["layers"][2]
    assert name == {"id": "name", "kind": "text", "name": "", "x": 20, "y": 310, "width": 260, "height": 80,
                    "rotation": 0, "opacity": 100, "text": "{name}", "font": None, "size": 32, "color": "#ffffff",
                    "align": "left", "lineHeight": 120, "shrinkToFit": True}  # fmt: skip
    assert admin_client.get(f"{URL}/{data['id']}/layers").json()["data"] == data["layers"]
    entry = LogEntry.objects.get(entity="imagetemplate")
    assert (entry.action, entry.entity_label) == ("create", "Angebot der Woche")


def test_every_failing_field_of_every_layer_is_reported_at_once_in_german_and_nothing_is_stored(admin_client):
    answer = admin_client.post(URL, {"identifier": "x y", "name": "", "width": 50, "background": "rot", "layers": [
        {"id": "a", "kind": "text", "x": 0, "y": 0, "width": 10, "height": 10, "size": 2, "color": "blau"},
        {"id": "b", "kind": "wolke", "x": 0, "y": 0, "width": 10, "height": 10},
        {"id": "c", "kind": "shape", "x": 0, "y": 0, "width": 10, "height": 10, "farbe": "#000000"},
        {"id": "d", "kind": "shape", "x": 0, "y": 0, "width": 0, "height": 10},
    ]}, format="json")  # fmt: skip
    assert answer.status_code == 400
    errors = {(error["field"], error["message"]) for error in answer.json()["errors"]}
    assert ("background", "Bitte geben Sie eine Farbe im Format #rrggbb an.") in errors
    assert ("layers.0.color", "Bitte geben Sie eine Farbe im Format #rrggbb an.") in errors
    assert ("layers.1.kind", "Bitte wählen Sie eine dieser Arten: Bild, Text, Form.") in errors
    assert ("layers.2.farbe", "Unbekanntes Feld.") in errors
    fields = {field for field, _ in errors}
    assert {"identifier", "name", "width", "layers.0.size", "layers.3.width"} <= fields
    assert not ImageTemplate.objects.exists()


def test_two_layers_with_one_id_and_a_missing_picture_or_font_are_refused(admin_client):
    twice = [{"id": "a", "kind": "shape", "x": 0, "y": 0, "width": 10, "height": 10}] * 2
    answer = admin_client.post(URL, {"identifier": "a", "name": "A", "layers": twice}, format="json")
    assert (
        answer.json()["errors"][0]["message"] == "Die Kennung „a“ kommt mehrmals vor; jede Ebene braucht ihre eigene."
    )
    missing = [{"id": "p", "kind": "image", "x": 0, "y": 0, "width": 10, "height": 10, "image": {"id": 999}},
               {"id": "t", "kind": "text", "x": 0, "y": 0, "width": 10, "height": 10, "font": 999}]  # fmt: skip
    answer = admin_client.post(URL, {"identifier": "a", "name": "A", "layers": missing}, format="json")
    assert {(e["field"], e["message"]) for e in answer.json()["errors"]} == {
        ("layers.0.image.id", "Dieses Bild gibt es nicht (mehr) in der Mediathek."),
        ("layers.1.font", "Diese Schriftart gibt es nicht (mehr)."),
    }


def test_employees_read_templates_but_neither_change_preview_nor_generate(employee_client, template):
    assert employee_client.get(URL).json()["data"][0]["identifier"] == "angebot"
    assert employee_client.put(f"{URL}/{template.pk}", {"name": "X"}, format="json").status_code == 403
    assert employee_client.post(f"{URL}/{template.pk}/generate", {}, format="json").status_code == 403
    assert employee_client.post(f"{URL}/preview", {"width": 100, "height": 100}, format="json").status_code == 403
    assert employee_client.delete(f"{URL}/{template.pk}").status_code == 403


def test_the_preview_is_the_unsaved_template_drawn_as_png(admin_client):
    answer = admin_client.post(f"{URL}/preview", {"width": 400, "height": 300, "background": "#336699",
                                                 "layers": layers()[:2], "values": {}}, format="json",
                               HTTP_ACCEPT="image/png")  # fmt: skip
    assert answer.status_code == 200 and answer["Content-Type"] == "image/png"
    drawn = Image.open(io.BytesIO(answer.content))
    # the empty image placeholder is grey in the preview; the band is not in the 300 px picture
    assert drawn.size == (400, 300) and drawn.getpixel((200, 60)) == (217, 217, 217, 255)
    refused = admin_client.post(f"{URL}/preview", {"width": 400, "height": 300, "values": {"image": "12abc"}},
                                format="json", HTTP_ACCEPT="image/png")  # fmt: skip
    assert refused.status_code == 400 and refused["Content-Type"].startswith("application/json")
    assert refused.json()["errors"][0] == {"field": "values.image", "message": "Dieses Bild gibt es nicht (mehr) in der Mediathek.", "code": "not_found"}  # fmt: skip


def test_generating_from_a_product_stores_the_picture_in_the_library_with_alt_text(admin_client, template):
    soup = ProductFactory(name="Gulaschsuppe", price="4.90", images=[{"id": picture().pk, "version": 1, "extension": "png"}])  # fmt: skip
    answer = admin_client.post(f"{URL}/{template.pk}/generate", {"product": soup.pk}, format="json")
    assert answer.status_code == 201, answer.json()
    data = answer.json()["data"]
    assert (data["alt"], data["width"], data["height"], data["extension"]) == (
        "Gulaschsuppe – Angebot der Woche", 400, 400, "png")  # fmt: skip
    stored = LibraryImage.objects.get(pk=data["id"])
    with stored.file.open("rb") as file:
        drawn = Image.open(file).convert("RGB")
        assert drawn.getpixel((200, 150)) == (200, 30, 30)  # the product's picture fills the photo box
        assert drawn.getpixel((10, 390)) == (0x1F, 0x3A, 0x5F)  # the band
    assert stored.original_name == "angebot-gulaschsuppe.png"
    assert LogEntry.objects.filter(entity="image", entity_id=str(stored.pk), action="create").exists()


def test_typed_values_and_an_own_alt_text(admin_client, template):
    answer = admin_client.post(f"{URL}/{template.pk}/generate", {"values": {"name": "Punsch", "price": "3,50 €"},
                                                                "alt": "Punsch um 3,50 €"}, format="json")  # fmt: skip
    assert answer.json()["data"]["alt"] == "Punsch um 3,50 €"
    both = admin_client.post(f"{URL}/{template.pk}/generate", {"product": 1, "site": 1}, format="json")
    assert both.status_code == 400


def test_a_batch_makes_one_picture_per_product_of_the_category_as_a_job(admin_client, template, django_capture_on_commit_callbacks):  # fmt: skip
    soups = CategoryFactory(name="Suppen")
    products = [ProductFactory(name=name, price=price) for name, price in (("Frittatensuppe", "4.20"), ("Gulaschsuppe", "4.90"), ("Leberknödelsuppe", "4.50"))]  # fmt: skip
    MenuFactory(catalog=[(soups, products)])
    with django_capture_on_commit_callbacks(execute=True):
        answer = admin_client.post(f"{URL}/{template.pk}/batches", {"category": soups.pk}, format="json")
    assert answer.status_code == 202
    job = Job.objects.get(pk=answer.json()["data"]["id"])
    assert (job.status, job.total, job.done, job.label) == ("done", 3, 3, "Bilder aus „Angebot der Woche“")
    alts = list(LibraryImage.objects.filter(pk__in=job.result["images"]).order_by("pk").values_list("alt", flat=True))
    assert alts == ["Frittatensuppe – Angebot der Woche", "Gulaschsuppe – Angebot der Woche",
                    "Leberknödelsuppe – Angebot der Woche"]  # fmt: skip
    followed = admin_client.get(f"/api/jobs/{job.pk}").json()["data"]
    assert (followed["status"], followed["result"]["images"]) == ("done", job.result["images"])


def test_a_batch_names_what_is_wrong(admin_client, template):
    empty = CategoryFactory(name="Leer")

    def refused(body):
        return admin_client.post(f"{URL}/{template.pk}/batches", body, format="json").json()["errors"][0]["message"]

    assert refused({"category": empty.pk}) == "Diese Kategorie hat keine Produkte."
    assert refused({}) == "Bitte wählen Sie eine Kategorie oder Produkte."
    assert refused({"products": [123456]}) == "Diese Produkte gibt es nicht: 123456."
    assert not Job.objects.exists()


def test_a_picture_a_template_shows_cannot_be_deleted_from_the_library(admin_client, db):
    photo = picture()
    ImageTemplate.objects.create(identifier="a", name="Mit Foto", layers=[
        {"id": "p", "kind": "image", "x": 0, "y": 0, "width": 10, "height": 10, "image": {"id": photo.pk},
         "placeholder": "", "fit": "cover", "rotation": 0, "opacity": 100}])  # fmt: skip
    answer = admin_client.delete(f"/api/images/{photo.pk}")
    assert answer.status_code == 409
    assert "Bildvorlage „Mit Foto“" in answer.json()["errors"][0]["message"]


def test_layers_too_large_to_draw_are_refused_before_drawing(admin_client):
    huge = [{"id": f"k{index}", "kind": "shape", "x": 0, "y": 0, "width": 4000, "height": 4000, "rotation": 30}
            for index in range(2)]  # fmt: skip
    answer = admin_client.post(f"{URL}/preview", {"width": 4000, "height": 4000, "layers": huge}, format="json")
    assert answer.status_code == 400
    assert answer.json()["errors"] == [{"field": "layers", "code": "too_large", "message": (
        "Die Ebenen sind zusammen zu groß zum Zeichnen (64 Mio. Pixel, höchstens 24 Mio.). "
        "Bitte verkleinern Sie große Ebenen.")}]  # fmt: skip
    wide = [{"id": "w", "kind": "shape", "x": 0, "y": 0, "width": 4001, "height": 10}]
    answer = admin_client.post(f"{URL}/preview", {"width": 4000, "height": 4000, "layers": wide}, format="json")
    assert answer.json()["errors"][0]["field"] == "layers.0.width"


def test_the_answers_match_the_api_contract_for_every_kind_of_layer(admin_client, template):
    """Each kind's schema takes only its own kind, so a layer matches exactly one of the contract's oneOf (schemathesis
    found an image layer valid under all three)."""
    from core.tests.test_schema import assert_matches_schema

    schema = admin_client.get("/api/schema/", HTTP_ACCEPT="application/vnd.oai.openapi+json").json()
    assert sorted({layer["kind"] for layer in template.layers}) == ["image", "shape", "text"]
    for path, url in (
        ("/api/image-templates/{id}", f"{URL}/{template.pk}"),
        ("/api/image-templates/{id}/layers", f"{URL}/{template.pk}/layers"),
        ("/api/image-templates", URL),
    ):
        assert_matches_schema(schema, path, "get", admin_client.get(url))
