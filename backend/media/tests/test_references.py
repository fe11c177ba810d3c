"""Image references registered by the areas (AppConfig.ready): who shows an image, and following a new version."""

import pytest

from catalogue.tests.factories import CategoryFactory, ProductFactory
from media import references, registry
from media.models import Image
from media.services.library import ImageInUse, delete_image
from organisation.tests.factories import BranchFactory, TagFactory

pytestmark = pytest.mark.django_db


def ref(image_id, version=1):
    return {"id": image_id, "version": version, "extension": "png"}


def test_every_area_registers_its_image_fields():
    assert registry.image_fields == [
        ("organisation.Tag", "image", False),
        ("organisation.Branch", "images", True),
        ("organisation.Branch", "logo", False),
        ("organisation.Config", "logo", False),
        ("catalogue.Category", "image", False),
        ("catalogue.Product", "images", True),
    ]


def test_every_registered_field_is_found_and_follows_a_new_version():
    # given: image 7 shown by a tag, a branch (header image and logo), a category and a product
    other = ref(70)
    tag = TagFactory(name="Vegan", image=ref(7))
    branch = BranchFactory(name="Mariahilf", images=[other, ref(7)], logo=ref(7))
    category = CategoryFactory(name="Pizza", image=ref(7))
    product = ProductFactory(name="Margherita", images=[ref(7)])

    # when
    users = references.users_of(7)
    references.follow_replacement(Image(id=7, version=2, extension="png"))

    # then
    assert users == [
        "Tag „Vegan“",
        "Filiale „Mariahilf“",
        "Filiale „Mariahilf“",
        "Kategorie „Pizza“",
        "Produkt „Margherita“",
    ]
    for row in (tag, branch, category, product):
        row.refresh_from_db()
    assert (tag.image, branch.images, branch.logo) == (ref(7, 2), [other, ref(7, 2)], ref(7, 2))
    assert (category.image, product.images) == (ref(7, 2), [ref(7, 2)])
    assert references.users_of(70) == ["Filiale „Mariahilf“"]


def test_an_image_a_tag_shows_cannot_be_deleted(admin_user):
    # given
    image = Image.objects.create(extension="png", mime_type="image/png", original_name="a.png", size=1)
    TagFactory(name="Vegan", image=ref(image.id))

    # when
    with pytest.raises(ImageInUse) as refused:
        delete_image(image, actor=admin_user)

    # then
    assert refused.value.message == "Das Bild wird noch verwendet (Tag „Vegan“) und kann daher nicht gelöscht werden."
    assert Image.objects.filter(id=image.id).exists()
