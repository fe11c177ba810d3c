import factory
from factory.django import DjangoModelFactory

from accounts.models import User
from core.roles import Role

PASSWORD = "richtig-geheim"


class UserFactory(DjangoModelFactory):
    """A user with the test password; pass roles/branches as needed (no roles by default)."""

    class Meta:
        model = User
        skip_postgeneration_save = True

    email = factory.Sequence(lambda n: f"person{n:03d}@example.com")
    first_name = "Erika"
    last_name = factory.Sequence(lambda n: f"Muster{n:03d}")
    roles = factory.LazyFunction(list)
    password = factory.django.Password(PASSWORD)

    @factory.post_generation
    def branches(self, create, extracted, **kwargs):
        if create and extracted:
            self.branches.set(extracted)


class AdminFactory(UserFactory):
    roles = factory.LazyFunction(lambda: [Role.ADMIN.value])
    first_name = "Anna"
    last_name = "Admin"


class EmployeeFactory(UserFactory):
    roles = factory.LazyFunction(lambda: [Role.EMPLOYEE.value])
    first_name = "Max"
    last_name = "Mitarbeiter"
