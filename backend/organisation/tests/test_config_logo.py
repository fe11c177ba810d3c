"""The config's logo: a media library image shown in the storefront header and used for the app icons."""

import json

import pytest

from media import references
from media.models import Image
from organisation.models import Config
from organisation.tests.factories import ConfigFactory


def post(client, data):
    return client.post("/api/config", json.dumps(data), content_type="application/json")


def library_image(**fields) -> Image:
    values = {"extension": "png", "mime_type": "image/png", "original_name": "logo.png", "size": 1}
    return Image.objects.create(**(values | fields))


def test_admin_sets_the_logo_and_the_public_config_sends_it(admin_client, anon_client):
    # given: the form still holds version 1 of an image replaced since (version 3, now a WebP)
    ConfigFactory(shop_name="Kornfeld")
    image = library_image(version=3, extension="webp", mime_type="image/webp")

    # when
    response = post(admin_client, {"logo": {"id": image.id, "version": 1, "extension": "png"}})

    # then: the library's current file is stored and sent
    assert response.status_code == 200
    current = {"id": image.id, "version": 3, "extension": "webp"}
    assert response.json()["data"]["logo"] == current
    assert Config.objects.get(pk=1).logo == current
    assert anon_client.get("/api/config").json()["data"]["logo"] == current


def test_admin_removes_the_logo(admin_client):
    # given
    image = library_image()
    ConfigFactory(logo={"id": image.id, "version": 1, "extension": "png"})

    # when
    response = post(admin_client, {"logo": None})

    # then
    assert response.status_code == 200
    assert response.json()["data"]["logo"] is None
    assert Config.objects.get(pk=1).logo is None


def test_a_config_without_logo_sends_null(anon_client):
    ConfigFactory()

    assert anon_client.get("/api/config").json()["data"]["logo"] is None


@pytest.mark.parametrize(
    ("logo", "error"),
    [
        (
            {"id": 999, "version": 1, "extension": "png"},
            {"field": "logo", "message": "Bild 999 gibt es nicht.", "code": "does_not_exist"},
        ),
        (
            {"version": 1, "extension": "png"},
            {"field": "logo.id", "message": "Dieses Feld ist erforderlich.", "code": "required"},
        ),
        (
            "logo.png",
            {"field": "logo", "message": "Ungültige Daten. Dictionary erwartet, aber str erhalten.", "code": "invalid"},
        ),
        (
            {"id": 1, "extension": "../x"},
            {
                "field": "logo.extension",
                "message": "Dieser Wert passt nicht zu dem erforderlichen Muster.",
                "code": "invalid",
            },
        ),
        (
            {"id": 1, "extension": "png", "url": "/image/1-1.png"},
            {"field": "logo.url", "message": "Unbekanntes Feld.", "code": "unknown_field"},
        ),
    ],
)
def test_an_invalid_logo_is_refused_and_nothing_saved(admin_client, logo, error):
    # given
    ConfigFactory(shop_name="Kornfeld")
    before = Config.objects.values().get(pk=1)

    # when
    response = post(admin_client, {"shopName": "Neu", "logo": logo})

    # then
    assert response.status_code == 400
    assert response.json() == {"errors": [error]}
    assert Config.objects.values().get(pk=1) == before


def test_an_image_used_as_the_logo_cannot_be_deleted(admin_client):
    # given
    image = library_image()
    ConfigFactory(shop_name="Kornfeld", logo={"id": image.id, "version": 1, "extension": "png"})

    # when
    response = admin_client.delete(f"/api/images/{image.id}")

    # then
    assert response.status_code == 409
    assert response.json()["errors"] == [
        {
            "message": "Das Bild wird noch verwendet (Konfiguration „Kornfeld“) und kann daher nicht gelöscht werden.",
            "code": "image_in_use",
        }
    ]
    assert Image.objects.filter(pk=image.id).exists()


def test_replacing_the_logo_image_moves_the_config_to_the_new_version(db):
    # given
    image = library_image()
    ConfigFactory(logo={"id": image.id, "version": 1, "extension": "png"})

    # when: the library replaces the file (a new version, now a JPEG)
    image.version, image.extension = 2, "jpg"
    image.save()
    references.follow_replacement(image)

    # then
    assert Config.objects.get(pk=1).logo == {"id": image.id, "version": 2, "extension": "jpg"}
