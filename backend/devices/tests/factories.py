import factory
from django.utils import timezone

from devices.models import Device, DeviceKind, secret_hash
from organisation.tests.factories import BranchFactory


class DeviceFactory(factory.django.DjangoModelFactory):
    """A device; with `secret="…"` it is paired with that secret (stored as its sha256)."""

    class Meta:
        model = Device
        skip_postgeneration_save = True

    branch = factory.SubFactory(BranchFactory)
    name = factory.Sequence(lambda n: f"Gerät {n}")
    identifier = factory.Sequence(lambda n: f"geraet-{n}")
    kind = DeviceKind.TABLET

    @classmethod
    def _create(cls, model_class, *args, secret=None, **kwargs):
        if secret is not None:
            kwargs["secret_hash"] = secret_hash(secret)
            kwargs.setdefault("paired_at", timezone.now())
        device = super()._create(model_class, *args, **kwargs)
        device.secret = secret
        return device
