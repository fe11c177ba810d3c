"""The demo's templates draw a real post: 'Angebot der Woche' from a demo product with its picture and price, and
'Geschichte teilen' from a demo story; their layers pass the API's own checks (a manager can save them as they are)."""

import io

import pytest
from django.contrib.auth import get_user_model
from django.core.management import call_command
from PIL import Image
from rest_framework.test import APIClient

from catalogue.models import Product
from cms.models import Font, Site
from imaging.api.serializers import ImageTemplateSerializer
from imaging.models import ImageTemplate
from media.models import Image as LibraryImage


@pytest.fixture
def demo(db):
    call_command("load_demo")


def test_the_demo_templates_generate_posts_from_a_product_and_a_story(demo):
    admin_client = APIClient()
    admin_client.force_authenticate(get_user_model().objects.get(email="admin@example.com"))
    offer = ImageTemplate.objects.get(identifier="angebot-der-woche")
    story = ImageTemplate.objects.get(identifier="geschichte-teilen")
    bold = Font.objects.get(family="DejaVu Sans", variant="700")
    assert [layer["font"] for layer in offer.layers if layer["kind"] == "text"] == [bold.pk, None, bold.pk]
    for template in (offer, story):
        checked = ImageTemplateSerializer(template, data=ImageTemplateSerializer(template).data, partial=True)
        assert checked.is_valid(), checked.errors

    product = Product.objects.exclude(images=[]).order_by("id").first()
    answer = admin_client.post(f"/api/image-templates/{offer.pk}/generate", {"product": product.pk}, format="json")
    assert answer.status_code == 201, answer.json()
    assert answer.json()["data"]["alt"] == f"{product.name} – Angebot der Woche"
    post = LibraryImage.objects.get(pk=answer.json()["data"]["id"])
    with post.file.open("rb") as file:
        drawn = Image.open(io.BytesIO(file.read())).convert("RGB")
    assert drawn.size == (1080, 1080) and drawn.getpixel((20, 1060)) == (0x1F, 0x3A, 0x5F)
    assert drawn.getpixel((540, 380)) != (0xFF, 0xF8, 0xE7)  # the product's picture, not the background

    site = Site.objects.filter(type="story").order_by("id").first()
    answer = admin_client.post(f"/api/image-templates/{story.pk}/generate", {"site": site.pk}, format="json")
    assert (answer.status_code, answer.json()["data"]["extension"]) == (201, "jpg")
    assert answer.json()["data"]["alt"] == f"{site.name} – Geschichte teilen"
