import pytest
from rest_framework.test import APIClient

from devices.models import DeviceKind
from organisation.tests.factories import DepartmentFactory

from .factories import DeviceFactory

SECRET = "geheimnis-der-theke-0123456789abcdefghijkl"


@pytest.fixture
def tablet(branch):
    """The counter tablet of Mariahilf, paired with SECRET."""
    return DeviceFactory(
        branch=branch, name="Theke Mariahilf", identifier="theke", kind=DeviceKind.TABLET, secret=SECRET
    )


@pytest.fixture
def kitchen(branch):
    return DepartmentFactory(branch=branch, name="Küche")


@pytest.fixture
def printer(branch):
    return DeviceFactory(
        branch=branch,
        name="Bondrucker Mariahilf",
        identifier="bondrucker",
        kind=DeviceKind.PRINTER,
        printer_host="127.0.0.1",
        secret="geheimnis-des-druckers-0123456789abcdefghij",
    )


@pytest.fixture
def graz_tablet(other_branch):
    return DeviceFactory(branch=other_branch, name="Theke Graz", identifier="theke", secret="geheimnis-graz-0123456789")


def agent(secret: str = SECRET) -> APIClient:
    """A device agent: no session, its secret in the Authorization header."""
    client = APIClient()
    client.credentials(HTTP_AUTHORIZATION=f"Device {secret}")
    return client


@pytest.fixture
def agent_client(tablet):
    return agent()


def errors_of(response) -> list[dict]:
    return response.json()["errors"]
