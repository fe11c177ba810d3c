import pytest
from django.core.management import call_command

from devices.demo import SCREEN_SECRET
from devices.models import Device

from .conftest import agent


@pytest.fixture
def demo(db):
    call_command("load_demo")


def test_the_demo_has_a_tablet_two_printers_and_a_screen_at_mariahilf(demo):
    devices = {
        device.name: (device.branch.identifier, device.kind, device.printer_host, device.printer_port, device.is_paired)
        for device in Device.objects.exclude(kind="terminal").select_related("branch")
    }

    assert devices == {
        "Theke Mariahilf": ("wien-mariahilf", "tablet", "", 9100, False),
        "Bondrucker Mariahilf": ("wien-mariahilf", "printer", "127.0.0.1", 9100, False),
        "Küche Mariahilf": ("wien-mariahilf", "printer", "127.0.0.1", 9100, False),
        "TV Theke": ("wien-mariahilf", "screen", "", 9100, True),
    }
    assert Device.objects.get(name="Küche Mariahilf").department.name == "Küche"
    assert Device.objects.get(name="Bondrucker Mariahilf").department is None
    # the screen plays with its demo secret; the clock-in terminal is a device too
    assert agent(SCREEN_SECRET).get("/api/device-agent/me").json()["data"]["identifier"] == "tv-theke"
    assert Device.objects.get(kind="terminal").name == "Tablet beim Personaleingang"
