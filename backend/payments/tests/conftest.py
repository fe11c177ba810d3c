"""A shop that offers Mollie and Datatrans, served by pytest's live_server with the payment sandbox mounted:
the real client libraries (mollie-api-python, httpx) talk to the sandbox over HTTP."""

import pytest

from ordering.tests.conftest import clock, config, sms_outbox  # noqa: F401
from ordering.tests.create_setup import build_shop
from paysandbox.webhooks import wait_for_webhooks


@pytest.fixture
def base_url(live_server, settings):
    settings.PUBLIC_BASE_URL = live_server.url
    settings.ORDER_LIMIT_PER_CONTACT = 0
    yield live_server.url
    wait_for_webhooks()


@pytest.fixture
def paying_shop(base_url, branch, config, clock):  # noqa: F811
    for method in ("mollie", "datatrans"):
        setattr(config, f"enable_{method}", True)
        setattr(config, f"enable_plugin_{method}", True)
        setattr(branch, f"is_{method}_enabled", True)
    config.save()
    branch.save()
    return build_shop(branch)
