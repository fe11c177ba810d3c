import io

import pytest
from PIL import Image as PilImage

from audit.models import LogEntry
from catalogue.models import Category, Product
from media.errors import FAILURE_TEXT
from media.models import Image

from .conftest import stored_files
from .factories import PDF, SVG, data_url, exif, gif, jpeg, png


def webp(width=50, height=20) -> bytes:
    out = io.BytesIO()
    PilImage.new("RGB", (width, height), (10, 200, 10)).save(out, "WEBP")
    return out.getvalue()


def create(client, content, filename="bild.png", alt="Ein Bild"):
    return client.post("/api/images", {"data": data_url(content), "filename": filename, "alt": alt}, format="json")


@pytest.mark.parametrize(
    ("content", "filename", "extension", "mime", "size"),
    [
        (png(40, 30), "bild.png", "png", "image/png", (40, 30)),
        (jpeg(40, 30), "foto.jpeg", "jpeg", "image/jpeg", (40, 30)),
        (gif(), "anim.gif", "gif", "image/gif", (20, 20)),
        (webp(50, 20), "web.webp", "webp", "image/webp", (50, 20)),
        (SVG, "logo.svg", "svg", "image/svg+xml", (None, None)),
    ],
)
def test_admin_creates_each_accepted_type(admin_client, media_root, content, filename, extension, mime, size):
    # when
    response = create(admin_client, content, filename)

    # then
    assert response.status_code == 201
    image = Image.objects.get()
    assert response.json()["data"] == {
        "id": image.id,
        "version": 1,
        "extension": extension,
        "alt": "Ein Bild",
        "width": size[0],
        "height": size[1],
        "mimeType": mime,
        "url": f"/image/{image.id}-1.{extension}",
        "previewUrl": f"/image/thumbnail/{image.id}-1.{extension}",
        "originalName": filename,
        "size": image.size,
        "createdAt": image.created_at.strftime("%Y-%m-%dT%H:%M:%S.%fZ"),
        "updatedAt": image.updated_at.strftime("%Y-%m-%dT%H:%M:%S.%fZ"),
    }
    assert stored_files(media_root) == [f"image/{image.id}-1.{extension}"]
    assert LogEntry.objects.filter(action="create", entity_id=image.id).count() == 1


def test_svg_is_stored_sanitised(admin_client, media_root):
    # given
    evil = b'<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script><rect onclick="x()" width="5"/></svg>'

    # when
    response = create(admin_client, evil, "logo.svg")

    # then
    assert response.status_code == 201
    stored = (media_root / f"image/{response.json()['data']['id']}-1.svg").read_bytes()
    assert b"script" not in stored and b"onclick" not in stored
    assert b'<rect width="5" />' in stored


@pytest.mark.parametrize(
    ("content", "filename", "code"),
    [
        (PDF, "dokument.pdf", "file_type"),
        (b"nur Text", "notiz.txt", "file_type"),
        (png(), "bild.pdf", "file_type"),
        (b"<svg><!DOCTYPE x></svg>", "kaputt.svg", "file_type"),
    ],
)
def test_refuses_other_files_with_the_german_text(admin_client, media_root, content, filename, code):
    # when
    response = create(admin_client, content, filename)

    # then
    assert response.status_code == 400
    assert response.json()["errors"] == [
        {"message": FAILURE_TEXT.format(filename=filename), "field": "data", "code": code}
    ]
    assert Image.objects.count() == 0
    assert stored_files(media_root) == []


def test_refuses_a_body_that_is_no_data_url(admin_client):
    response = admin_client.post("/api/images", {"data": "kein Bild", "filename": "x.png"}, format="json")

    assert response.status_code == 400
    assert response.json()["errors"][0]["code"] == "invalid_data_url"


def test_update_alt_keeps_the_version(admin_client):
    # given
    image_id = create(admin_client, png()).json()["data"]["id"]

    # when
    response = admin_client.put(f"/api/images/{image_id}", {"alt": "Neuer Text"}, format="json")

    # then
    assert response.status_code == 200
    assert response.json()["data"]["alt"] == "Neuer Text"
    assert response.json()["data"]["version"] == 1


def test_replacing_the_file_bumps_the_version_and_moves_references(
    admin_client, media_root, django_capture_on_commit_callbacks
):
    # given
    image_id = create(admin_client, png(40, 30)).json()["data"]["id"]
    admin_client.get(f"/image/icon/{image_id}-1.png")
    category = Category.objects.create(name="Pizza", image={"id": image_id, "version": 1, "extension": "png"})
    other = {"id": image_id + 1000, "version": 1, "extension": "png"}
    product = Product.objects.create(
        name="Margherita", price="9.50", images=[other, {"id": image_id, "version": 1, "extension": "png"}]
    )

    # when
    with django_capture_on_commit_callbacks(execute=True):
        response = admin_client.put(
            f"/api/images/{image_id}", {"data": data_url(jpeg(60, 10)), "filename": "neu.jpg"}, format="json"
        )

    # then
    assert response.status_code == 200
    body = response.json()["data"]
    assert (body["version"], body["extension"], body["width"], body["height"]) == (2, "jpg", 60, 10)
    assert body["alt"] == "Ein Bild"
    assert stored_files(media_root) == [f"image/{image_id}-2.jpg"]
    new = {"id": image_id, "version": 2, "extension": "jpg"}
    category.refresh_from_db()
    product.refresh_from_db()
    assert category.image == new
    assert product.images == [other, new]
    assert admin_client.get(f"/image/{image_id}-1.png").status_code == 404
    assert admin_client.get(f"/image/{image_id}-2.jpg").status_code == 200


def test_refused_replacement_changes_nothing(admin_client, media_root):
    # given
    image_id = create(admin_client, png()).json()["data"]["id"]

    # when
    response = admin_client.put(f"/api/images/{image_id}", {"data": data_url(PDF), "alt": "x"}, format="json")

    # then
    assert response.status_code == 400
    image = Image.objects.get()
    assert (image.version, image.alt) == (1, "Ein Bild")
    assert stored_files(media_root) == [f"image/{image_id}-1.png"]


def test_delete_removes_row_and_files(admin_client, media_root, django_capture_on_commit_callbacks):
    # given
    image_id = create(admin_client, png(300, 100)).json()["data"]["id"]
    admin_client.get(f"/image/tiny/{image_id}-1.png")
    assert len(stored_files(media_root)) == 2

    # when
    with django_capture_on_commit_callbacks(execute=True):
        response = admin_client.delete(f"/api/images/{image_id}")

    # then
    assert response.status_code == 204
    assert Image.objects.count() == 0
    assert stored_files(media_root) == []


def test_delete_of_an_image_in_use_is_refused(admin_client, media_root):
    # given
    image_id = create(admin_client, png()).json()["data"]["id"]
    Product.objects.create(name="Margherita", price="9.50", images=[{"id": image_id, "version": 1, "extension": "png"}])
    # "id": 1 is a prefix of "id": 12 — the text pre-filter must not count those
    Product.objects.create(
        name="Andere", price="1.00", images=[{"id": image_id * 10 + 2, "version": 1, "extension": "png"}]
    )

    # when
    response = admin_client.delete(f"/api/images/{image_id}")

    # then
    assert response.status_code == 409
    assert response.json()["errors"] == [
        {
            "message": "Das Bild wird noch verwendet (Produkt „Margherita“) und kann daher nicht gelöscht werden.",
            "code": "image_in_use",
        }
    ]
    assert Image.objects.count() == 1


def test_list_filters_by_alt_and_filename(employee_client, admin_client):
    # given
    create(admin_client, png(), "sommer.png", "Terrasse")
    create(admin_client, png(), "winter.png", "Stube")

    # when
    by_alt = employee_client.get("/api/images?q=terr").json()
    by_name = employee_client.get("/api/images?q=winter&ordering=id").json()

    # then
    assert [row["alt"] for row in by_alt["data"]] == ["Terrasse"]
    assert [row["originalName"] for row in by_name["data"]] == ["winter.png"]
    assert by_alt["meta"]["total"] == 1


@pytest.mark.parametrize(
    ("method", "path"), [("post", "/api/images"), ("put", "/api/images/{id}"), ("delete", "/api/images/{id}")]
)
def test_employees_only_read(employee_client, admin_client, method, path):
    # given
    image_id = create(admin_client, png()).json()["data"]["id"]

    # when
    response = getattr(employee_client, method)(path.format(id=image_id), {"alt": "x"}, format="json")

    # then
    assert response.status_code == 403
    assert employee_client.get(f"/api/images/{image_id}").status_code == 200
    assert Image.objects.get().alt == "Ein Bild"


def test_employees_do_not_see_images_only_other_branches_show(employee_client, admin_client, branch, other_branch):
    # given: a logo of the employee's branch, a logo of another branch, a product image that the other
    # branch also shows, and an image nothing uses yet
    own, foreign, shared, _unused = (create(admin_client, png(), f"{name}.png").json()["data"] for name in "abcd")

    def ref(image):
        return {"id": image["id"], "version": 1, "extension": "png"}

    branch.logo = ref(own)
    branch.save()
    other_branch.logo = ref(foreign)
    other_branch.images = [ref(shared)]
    other_branch.save()
    Product.objects.create(name="Margherita", price="9.50", images=[ref(shared)])

    # when
    listed = employee_client.get("/api/images?ordering=id").json()["data"]
    foreign_read = employee_client.get(f"/api/images/{foreign['id']}")
    admin_listed = admin_client.get("/api/images?ordering=id").json()["data"]

    # then
    assert [row["originalName"] for row in listed] == ["a.png", "c.png", "d.png"]
    assert foreign_read.status_code == 404
    assert [row["originalName"] for row in admin_listed] == ["a.png", "b.png", "c.png", "d.png"]


def test_anonymous_cannot_list(anon_client):
    assert anon_client.get("/api/images").status_code == 401


def test_metadata_is_removed_from_photos(admin_client, media_root):
    # given
    photo = jpeg(40, 30, exif=exif(artist="Geheim", make="Kamera"))

    # when
    image_id = create(admin_client, photo, "foto.jpg").json()["data"]["id"]

    # then
    stored = (media_root / f"image/{image_id}-1.jpg").read_bytes()
    assert b"Geheim" not in stored and b"Kamera" not in stored
    with PilImage.open(io.BytesIO(stored)) as image:
        assert dict(image.getexif()) == {}
