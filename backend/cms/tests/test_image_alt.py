"""Public content answers carry each image's alt text from the media library, read in one query."""

import pytest
from django.db import connection
from django.test.utils import CaptureQueriesContext

from cms.models import Block, Node, Site
from media.models import Image

from .conftest import send

pytestmark = pytest.mark.django_db


def library(alt: str, extension: str = "png") -> Image:
    return Image.objects.create(extension=extension, mime_type=f"image/{extension}", size=1, alt=alt)


def ref(image: Image, **more) -> dict:
    return {"id": image.id, "version": 1, "extension": image.extension, **more}


def create(client, url, body) -> dict:
    response = send(client, "post", url, body)
    assert response.status_code == 201, response.json()
    return response.json()["data"]


def body_with(images: list[Image]) -> list[dict]:
    first, *rest = images
    return [
        {"type": "gallery", "images": [image.id for image in images]},
        {"type": "columns", "columns": [{"image": {"id": first.id}}]},
        {"type": "mashup", "media": {"type": "image", "image": first.id}},
        {"type": "logoScroller", "categories": [{"label": "Partner", "logos": [image.id for image in rest]}]},
    ]


def public_sites(client) -> tuple[list[dict], int]:
    with CaptureQueriesContext(connection) as queries:
        response = client.get("/api/public/sites")
    assert response.status_code == 200
    return response.json()["data"], len(queries.captured_queries)


def test_every_image_of_a_public_page_carries_its_library_alt(admin_client, anon_client):
    # given
    terrace, bread, plain = library("Terrasse im Sommer"), library("Frisches Brot", "webp"), library("")
    create(
        admin_client,
        "/api/sites",
        {
            "name": "Über uns",
            "type": "default",
            "isPublic": True,
            "content": {"body": body_with([terrace, bread, plain])},
        },
    )

    # when
    [site], _count = public_sites(anon_client)

    # then: '' where the library has none (a decorative image)
    body = site["content"]["body"]
    assert body[0]["images"] == [
        ref(terrace, alt="Terrasse im Sommer"),
        ref(bread, alt="Frisches Brot"),
        ref(plain, alt=""),
    ]
    assert body[1]["columns"][0]["image"] == ref(terrace, alt="Terrasse im Sommer")
    assert body[2]["media"]["image"] == ref(terrace, alt="Terrasse im Sommer")
    assert body[3]["categories"][0]["logos"] == [ref(bread, alt="Frisches Brot"), ref(plain, alt="")]
    # the stored content keeps bare references; an alt edited in the library shows at once
    assert "alt" not in Site.objects.get().content["body"][0]["images"][0]
    Image.objects.filter(pk=terrace.pk).update(alt="Die Terrasse")
    [site], _count = public_sites(anon_client)
    assert site["content"]["body"][1]["columns"][0]["image"]["alt"] == "Die Terrasse"


def test_the_alt_texts_are_read_in_one_query_whatever_the_number_of_images(admin_client, anon_client):
    # given: one page with two images
    images = [library(f"Bild {number}") for number in range(12)]
    content = {"body": body_with(images[:2])}
    create(admin_client, "/api/sites", {"name": "Eins", "type": "default", "isPublic": True, "content": content})
    _sites, few = public_sites(anon_client)

    # when: three more pages with twelve images each, a story with title and thumbnail among them
    for name in ("Zwei", "Drei"):
        content = {"body": body_with(images)}
        create(admin_client, "/api/sites", {"name": name, "type": "default", "isPublic": True, "content": content})
    story = {"title": "Strudel", "titleImage": images[3].id, "thumbnailImage": images[4].id, "body": body_with(images)}
    create(admin_client, "/api/sites", {"name": "Strudel", "type": "story", "isPublic": True, "content": story})
    sites, many = public_sites(anon_client)

    # then: the sites and one read of the library
    assert many == few == 2
    strudel = next(site for site in sites if site["name"] == "Strudel")["content"]
    assert (strudel["titleImage"]["alt"], strudel["thumbnailImage"]["alt"]) == ("Bild 3", "Bild 4")


def test_nodes_and_blocks_carry_the_alt_texts_in_one_query(admin_client, anon_client):
    # given
    cake, logo = library("Torte"), library("Logo der Bäckerei")
    tag = create(
        admin_client, "/api/nodes", {"type": "tag", "isPublic": True, "content": {"name": "Süß", "image": cake.id}}
    )
    create(admin_client, "/api/blocks", {"name": "Partner", "content": {"body": body_with([cake, logo])}})

    # when
    with CaptureQueriesContext(connection) as node_queries:
        nodes = anon_client.get("/api/public/nodes?type=tag").json()["data"]
    node = anon_client.get(f"/api/public/nodes/{tag['id']}").json()["data"]
    with CaptureQueriesContext(connection) as block_queries:
        blocks = anon_client.get("/api/public/blocks").json()["data"]

    # then
    assert nodes[0]["content"]["image"] == node["content"]["image"] == ref(cake, alt="Torte")
    assert blocks[0]["content"]["body"][3]["categories"][0]["logos"] == [ref(logo, alt="Logo der Bäckerei")]
    assert (len(node_queries.captured_queries), len(block_queries.captured_queries)) == (2, 2)
    assert "alt" not in Node.objects.get().content["image"]
    assert "alt" not in Block.objects.get().content["body"][0]["images"][0]


def test_the_staff_preview_of_a_draft_carries_the_alt_texts(admin_client):
    # given: a published page whose draft shows a new image
    old, new = library("Alt"), library("Neues Titelbild")
    site = create(
        admin_client,
        "/api/sites",
        {"name": "Über uns", "type": "default", "isPublic": True, "content": {"body": body_with([old])}},
    )
    draft = {"content": {"body": [{"type": "gallery", "images": [new.id]}]}}
    assert send(admin_client, "put", f"/api/sites/{site['id']}/draft", draft).status_code == 200

    # when
    preview = admin_client.get("/api/public/sites/lookup", {"path": "ueber-uns", "preview": "1"}).json()["data"]
    public = admin_client.get("/api/public/sites/lookup", {"path": "ueber-uns"}).json()["data"]

    # then
    assert preview["isPreview"] is True
    assert preview["content"]["body"][0]["images"] == [ref(new, alt="Neues Titelbild")]
    assert public["content"]["body"][0]["images"] == [ref(old, alt="Alt")]


def test_an_answer_without_images_reads_no_alt_texts(admin_client, anon_client):
    create(admin_client, "/api/sites", {"name": "Leer", "type": "default", "isPublic": True, "content": {"body": []}})

    _sites, count = public_sites(anon_client)

    assert count == 1
