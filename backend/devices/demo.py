"""The devices' part of the demo business (devtools load_demo, after the orders, before signage): at Mariahilf the
counter tablet 'Theke Mariahilf', the receipt printer 'Bondrucker Mariahilf' and the kitchen printer 'Küche
Mariahilf' (both 127.0.0.1:9100, the kitchen one prints the department Küche's tickets) and the screen 'TV Theke'
(kind screen, which signage's demo makes a TV).

The tablet and the printers are not paired: the tablet is paired at /device/ like a real one, a printer agent gets
its secret with 'Neues Geheimnis' (POST /api/devices/{id}/new-secret). The screen is paired with SCREEN_SECRET
for the bench and the tests; no browser holds it, so to watch the player open /signage/tv-theke and pair its code to
'TV Theke' with 'Mit Code koppeln' (POST /api/devices/{id}/pair: the TV and its stream stay).
"""

from django.utils import timezone

from organisation.models import Branch, Department

from .models import Device, DeviceKind, secret_hash

SCREEN_SECRET = "demo-bildschirm-tv-theke"


def load(branches: dict[str, Branch]) -> dict[str, Device]:
    mariahilf = branches["wien-mariahilf"]
    kitchen = Department.objects.get(branch=mariahilf, name="Küche")
    devices = [
        Device(branch=mariahilf, name="Theke Mariahilf", identifier="theke-mariahilf", kind=DeviceKind.TABLET),
        Device(
            branch=mariahilf,
            name="Bondrucker Mariahilf",
            identifier="bondrucker-mariahilf",
            kind=DeviceKind.PRINTER,
            printer_host="127.0.0.1",
            printer_port=9100,
        ),
        Device(
            branch=mariahilf,
            name="Küche Mariahilf",
            identifier="kueche-mariahilf",
            kind=DeviceKind.PRINTER,
            printer_host="127.0.0.1",
            printer_port=9100,
            department=kitchen,
        ),
        Device(
            branch=mariahilf,
            name="TV Theke",
            identifier="tv-theke",
            kind=DeviceKind.SCREEN,
            secret_hash=secret_hash(SCREEN_SECRET),
            paired_at=timezone.now(),
        ),
    ]
    for device in devices:
        device.save()
    return {device.identifier: device for device in devices}
