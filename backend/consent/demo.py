"""consent's part of the demo business (devtools load_demo): the default configuration as the first version."""

from django.utils import timezone

from .configuration import DEFAULT_CONFIGURATION, version_of
from .models import ConsentVersion


def load() -> None:
    ConsentVersion.objects.create(
        version=version_of(DEFAULT_CONFIGURATION),
        configuration=DEFAULT_CONFIGURATION,
        created_at=timezone.now(),
        created_by="",
    )
