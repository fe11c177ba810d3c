"""Shared fixtures: the people of the back office and API clients logged in as them.

Factories live beside each app's tests (<app>/tests/factories.py); this module wires them up.
"""

import datetime
import os

import pytest
import time_machine
from django.conf import settings as django_settings
from hypothesis import settings as hypothesis_settings
from rest_framework.test import APIClient

from accounts.tests.factories import AdminFactory, EmployeeFactory, UserFactory
from core.tests.clock import PINNED_NOW
from organisation.tests.factories import BranchFactory, DivisionFactory

REAL_PASSWORD_HASHERS = list(django_settings.PASSWORD_HASHERS)

# CI runs the property tests with fixed examples (a red CI must be reproducible); locally they explore.
hypothesis_settings.register_profile("ci", derandomize=True, database=None)
hypothesis_settings.load_profile("ci" if os.environ.get("CI") else "default")
LOGIN_BACKEND = "accounts.backends.EmailBackend"


@pytest.fixture(autouse=True)
def _pinned_clock(request):
    """Every test runs on a pinned clock: it starts at PINNED_NOW (core/tests/clock.py) before any other
    function-scoped fixture creates objects, and ticks on from there, so durations and timeouts still pass and
    the machine's date never matters. Tests that need another instant travel there themselves
    (time_machine.travel nests) or pin django.utils.timezone.now with their app's `clock` fixture.
    `@pytest.mark.real_clock` opts a test out (pyproject.toml says when)."""
    if request.node.get_closest_marker("real_clock"):
        yield None
        return
    # as a UTC instant: a zoneinfo destination would also make time-machine set TZ for the process
    with time_machine.travel(PINNED_NOW.astimezone(datetime.UTC), tick=True) as traveller:
        yield traveller


@pytest.fixture(autouse=True)
def _empty_cache():
    """Each test starts with an empty cache (cached bodies such as /api/init must not leak)."""
    from django.core.cache import cache

    cache.clear()
    yield
    cache.clear()


@pytest.fixture(autouse=True)
def _devices_cache_in_memory(settings):
    """The devices' poll stamps (devices/stamps.py) and the status page's ETags (ordering/services/status_poll.py)
    live in this process's memory during a test, empty at its start: the file caches of the embedded default are
    shared by every process of the machine (and so by parallel tests)."""
    from django.core.cache import caches

    settings.CACHES = {
        **settings.CACHES,
        "devices": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache", "LOCATION": "devices-tests"},
        "polls": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache", "LOCATION": "polls-tests"},
    }
    for alias in ("devices", "polls"):
        caches[alias].clear()
    yield
    for alias in ("devices", "polls"):
        caches[alias].clear()


@pytest.fixture(autouse=True)
def _media_in_a_temporary_folder(settings, tmp_path):
    """Files a test stores (uploads, images, the demo's pictures) go to its own folder, never to var/media."""
    settings.MEDIA_ROOT = tmp_path / "media"


@pytest.fixture(autouse=True)
def _effects_and_jobs_in_the_committing_thread(settings):
    """The outbox's effects (core.tasks) and background jobs (core.jobs) run in the thread that commits, so a test
    sees their result at once."""
    settings.OUTBOX_IN_THREADS = False
    settings.JOBS_IN_THREAD = False


@pytest.fixture(autouse=True)
def _fast_password_hashing(settings):
    """Argon2 is slow by design; tests that check hashing restore REAL_PASSWORD_HASHERS."""
    settings.PASSWORD_HASHERS = ["django.contrib.auth.hashers.MD5PasswordHasher"]


@pytest.fixture
def division(db):
    return DivisionFactory(name="Wirtshaus", identifier="wirtshaus")


@pytest.fixture
def branch(division):
    """The branch the employee works in."""
    return BranchFactory(division=division, name="Mariahilf", identifier="mariahilf")


@pytest.fixture
def other_branch(division):
    """A branch the employee does not reach."""
    return BranchFactory(division=division, name="Graz", identifier="graz")


@pytest.fixture
def admin_user(db):
    return AdminFactory(email="admin@example.com")


@pytest.fixture
def employee_user(branch, other_branch):
    return EmployeeFactory(email="mitarbeiter@example.com", branches=[branch])


@pytest.fixture
def roleless_user(db):
    return UserFactory(email="ohnerolle@example.com", roles=[])


def _client(user=None, enforce_csrf_checks=False) -> APIClient:
    client = APIClient(enforce_csrf_checks=enforce_csrf_checks)
    if user is not None:
        client.force_login(user, backend=LOGIN_BACKEND)
    return client


@pytest.fixture
def make_client(db):
    return _client


@pytest.fixture
def anon_client(db):
    return _client()


@pytest.fixture
def admin_client(admin_user):
    return _client(admin_user)


@pytest.fixture
def employee_client(employee_user):
    return _client(employee_user)


@pytest.fixture
def roleless_client(roleless_user):
    return _client(roleless_user)


@pytest.fixture
def csrf_admin_client(admin_user):
    """Logged in as admin, with Django's CSRF checks enforced like in a browser."""
    return _client(admin_user, enforce_csrf_checks=True)


def pytest_configure(config):
    # whitenoise warns about the not yet collected static directory on every request
    config.addinivalue_line("filterwarnings", "ignore:No directory at:UserWarning")
