"""The demo logins loaded by `make run` (devtools load_demo); created only there, never in production."""

from core.roles import Role

from .models import User

DEMO_PASSWORD = "demo1234"
ADMIN_EMAIL = "admin@example.com"
EMPLOYEE_EMAIL = "mitarbeiter@example.com"


def is_loaded() -> bool:
    return User.objects.filter(email=ADMIN_EMAIL).exists()


def load(branches: dict) -> None:
    """An administrator, and an employee who is a member of the branches Mariahilf and Online-Shop."""
    User.objects.create_user(ADMIN_EMAIL, DEMO_PASSWORD, first_name="Anna", last_name="Admin", roles=[Role.ADMIN])
    employee = User.objects.create_user(
        EMPLOYEE_EMAIL, DEMO_PASSWORD, first_name="Max", last_name="Mitarbeiter", roles=[Role.EMPLOYEE]
    )
    employee.branches.set([branches["wien-mariahilf"], branches["online-shop"]])
