import datetime

import factory
from factory.django import DjangoModelFactory

from catalogue.models import Category, Donatee, Menu, MenuCategory, MenuProduct, Product


class CategoryFactory(DjangoModelFactory):
    class Meta:
        model = Category

    name = factory.Sequence(lambda n: f"Kategorie {n:03d}")
    position = factory.Sequence(lambda n: n)


class ProductFactory(DjangoModelFactory):
    class Meta:
        model = Product
        skip_postgeneration_save = True

    name = factory.Sequence(lambda n: f"Produkt {n:03d}")
    price = "3.50"
    unit = "piece"

    @factory.post_generation
    def tags(self, create, extracted, **kwargs):
        if create and extracted:
            self.tags.set(extracted)


class DonateeFactory(DjangoModelFactory):
    class Meta:
        model = Donatee

    name = factory.Sequence(lambda n: f"Verein {n:03d}")
    description = "Hilft, wo es nötig ist."


class MenuFactory(DjangoModelFactory):
    """A menu; pass branches=[...] and catalog=[(category, [products]), ...]."""

    class Meta:
        model = Menu
        skip_postgeneration_save = True

    name = factory.Sequence(lambda n: f"Speisekarte {n:03d}")
    available_from = datetime.datetime(2026, 1, 1, 8, 0, tzinfo=datetime.UTC)

    @factory.post_generation
    def branches(self, create, extracted, **kwargs):
        if create and extracted:
            self.branches.set(extracted)

    @factory.post_generation
    def catalog(self, create, extracted, **kwargs):
        if not create or not extracted:
            return
        for position, (category, products) in enumerate(extracted):
            entry = MenuCategory.objects.create(menu=self, category=category, position=position)
            MenuProduct.objects.bulk_create(
                MenuProduct(menu_category=entry, product=product, position=index)
                for index, product in enumerate(products)
            )
