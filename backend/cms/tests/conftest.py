import base64
import json

import pytest

from media.services.library import create_image
from media.tests.factories import png


def send(client, method, url, data=None):
    return getattr(client, method)(url, json.dumps(data) if data is not None else "", content_type="application/json")


def errors(response) -> list[tuple[str | None, str]]:
    return [(error.get("field"), error["message"]) for error in response.json()["errors"]]


@pytest.fixture
def image(admin_user):
    """A library image (id, version 1, png)."""
    data = "data:image/png;base64," + base64.b64encode(png()).decode("ascii")
    return create_image(data, "bild.png", alt="Bild", actor=admin_user)
