import datetime

import pytest
import time_machine

from accounts.tests.factories import EmployeeFactory
from crm.models import ExternalUser

from ..models import Project, Task

# Wednesday 2026-11-25, 09:00 UTC
NOW = datetime.datetime(2026, 11, 25, 9, 0, tzinfo=datetime.UTC)


@pytest.fixture
def clock():
    with time_machine.travel(NOW, tick=False) as traveller:
        yield traveller


@pytest.fixture
def colleague(branch):
    """A second employee of Mariahilf."""
    return EmployeeFactory(email="kollegin@example.com", first_name="Klara", last_name="Kollegin", branches=[branch])


@pytest.fixture
def graz_employee(other_branch):
    return EmployeeFactory(email="grazer@example.com", first_name="Gerd", last_name="Grazer", branches=[other_branch])


@pytest.fixture
def driver(branch):
    return ExternalUser.objects.create(first_name="Fritz", last_name="Fahrer", email="fritz@example.com", branch=branch)


@pytest.fixture
def project(branch, employee_user):
    project = Project.objects.create(name="Umbau Schanigarten", branch=branch)
    project.members.add(employee_user)
    return project


@pytest.fixture
def graz_project(other_branch):
    return Project.objects.create(name="Graz Eröffnung", branch=other_branch)


@pytest.fixture
def make_task(project):
    def make(**fields):
        return Task.objects.create(**{"project": project, "title": "Tische streichen", **fields})

    return make
