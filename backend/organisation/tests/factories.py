import factory
from factory.django import DjangoModelFactory

from organisation.models import Branch, Config, DeliveryArea, Department, Division, Table, Tag
from rules.tests.helpers import rule


class ConfigFactory(DjangoModelFactory):
    class Meta:
        model = Config
        django_get_or_create = ("id",)

    id = 1
    shop_name = "Testshop"


class DivisionFactory(DjangoModelFactory):
    class Meta:
        model = Division

    name = factory.Sequence(lambda n: f"Organisation {n:03d}")
    identifier = factory.Sequence(lambda n: f"organisation-{n:03d}")
    description = ""


class BranchFactory(DjangoModelFactory):
    class Meta:
        model = Branch

    division = factory.SubFactory(DivisionFactory)
    name = factory.Sequence(lambda n: f"Filiale {n:03d}")
    identifier = factory.Sequence(lambda n: f"filiale-{n:03d}")
    city = "Wien"
    zip_code = "1010"
    opening_hours = factory.LazyFunction(lambda: [rule("daily", "08:00", "18:00")])


class DeliveryAreaFactory(DjangoModelFactory):
    class Meta:
        model = DeliveryArea

    branch = factory.SubFactory(BranchFactory)
    area = factory.Sequence(lambda n: f"Liefergebiet {n}")
    price = "2.90"
    tax = "20.00"
    position = factory.Sequence(lambda n: n)


class DepartmentFactory(DjangoModelFactory):
    class Meta:
        model = Department

    branch = factory.SubFactory(BranchFactory)
    name = factory.Sequence(lambda n: f"Abteilung {n:03d}")


class TableFactory(DjangoModelFactory):
    class Meta:
        model = Table

    branch = factory.SubFactory(BranchFactory)
    identifier = factory.Sequence(lambda n: f"T{n:03d}")


class TagFactory(DjangoModelFactory):
    class Meta:
        model = Tag

    name = factory.Sequence(lambda n: f"Tag {n:03d}")
