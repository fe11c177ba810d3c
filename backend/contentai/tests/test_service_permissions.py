"""Starting an AI job checks the actor in the service itself (issue 24): only administrators, as the API's
StaffReadAdminWrite, and before anything else (switched off, limits). A script cannot bypass that."""

import pytest
from django.core.exceptions import PermissionDenied

from cms.models import Site
from contentai import services
from contentai.models import AiRequest
from core.models import Job

pytestmark = pytest.mark.django_db

STARTS = {
    "start_site_draft": lambda actor, site: services.start_site_draft(actor, site, "Sommerkarte, kurz."),
    "start_image": lambda actor, site: services.start_image(actor, "Marillenknödel", "Marillenknödel", "1024x1024"),
}


@pytest.fixture
def site(db):
    return Site.objects.create(path="sommer", name="Sommerkarte")


@pytest.mark.parametrize("switched_on", [True, False])
@pytest.mark.parametrize("actor", ["employee_user", "roleless_user", None])
@pytest.mark.parametrize("name", STARTS)
def test_only_an_administrator_starts_an_ai_job(request, name, actor, switched_on, site, fake_provider, settings):
    # given
    user = request.getfixturevalue(actor) if actor else None
    if not switched_on:
        settings.AI_BASE_URL = ""

    # when / then
    with pytest.raises(PermissionDenied):
        STARTS[name](user, site)
    assert (AiRequest.objects.count(), Job.objects.count(), fake_provider.received) == (0, 0, [])


@pytest.mark.parametrize("name", STARTS)
def test_an_administrator_starts_one(name, admin_user, site, fake_provider):
    # when
    job = STARTS[name](admin_user, site)

    # then: logged and started; the provider is asked after the commit
    row = AiRequest.objects.get()
    assert (row.user, row.job_id, job.owner_id) == (admin_user, job.pk, admin_user.pk)
    assert fake_provider.received == []
