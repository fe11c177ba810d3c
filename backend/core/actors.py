"""Who acts when no person is signed in: a paired device (the counter tablet) acting for its own branch.

A service takes the actor as it takes `request.user`; the audit log names a device by its label
('Gerät: Theke Mariahilf', audit.services.record_change) and an area's permission check decides what a device may
do (ordering: state changes of the orders of the device's branch, ordering.services.permissions). A device is no
user: `is_authenticated` is False, so every check that asks for a signed-in person refuses it.
"""

from dataclasses import dataclass
from typing import ClassVar

DEVICE_LABEL = "Gerät: {name}"


@dataclass(frozen=True)
class DeviceActor:
    device_id: int
    branch_id: int
    name: str

    is_authenticated: ClassVar[bool] = False

    @property
    def label(self) -> str:
        """What the audit log shows as the one who acted."""
        return DEVICE_LABEL.format(name=self.name)
