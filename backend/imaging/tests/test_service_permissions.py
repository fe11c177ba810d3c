"""Generating from a template checks the actor in the service itself (issue 24): only administrators, as the API's
StaffReadAdminWrite. A script cannot bypass that; a batch's pictures were checked when it started."""

import pytest
from django.core.exceptions import PermissionDenied

from audit.models import LogEntry
from catalogue.tests.factories import ProductFactory
from core.models import Job
from imaging import services
from imaging.models import ImageTemplate
from media.models import Image

pytestmark = pytest.mark.django_db


@pytest.fixture
def template(db):
    return ImageTemplate.objects.create(
        identifier="band",
        name="Band",
        width=200,
        height=100,
        layers=[{"id": "band", "kind": "shape", "x": 0, "y": 0, "width": 200, "height": 50, "color": "#1f3a5f"}],
    )


def _rows():
    return Image.objects.count(), Job.objects.count(), LogEntry.objects.count()


CHANGES = {
    "generate": lambda actor, template, product: services.generate(template, actor, values={"name": "Suppe"}),
    "start_batch": lambda actor, template, product: services.start_batch(template, actor, [product.pk]),
}


@pytest.mark.parametrize("actor", ["employee_user", "roleless_user", None])
@pytest.mark.parametrize("name", CHANGES)
def test_only_an_administrator_generates(request, name, actor, template):
    # given
    user = request.getfixturevalue(actor) if actor else None
    product = ProductFactory(name="Suppe")
    before = _rows()

    # when / then
    with pytest.raises(PermissionDenied):
        CHANGES[name](user, template, product)
    assert _rows() == before


def test_an_administrator_generates_one_and_a_batch(admin_user, template, django_capture_on_commit_callbacks):
    # given
    product = ProductFactory(name="Suppe")

    # when
    image = services.generate(template, admin_user, values={"name": "Suppe"})
    with django_capture_on_commit_callbacks(execute=True):
        job = services.start_batch(template, admin_user, [product.pk])

    # then
    assert (image.alt, image.width, image.height) == ("Suppe – Band", 200, 100)
    job.refresh_from_db()
    assert (job.status, job.owner_id, len(job.result["images"])) == ("done", admin_user.pk, 1)
    assert Image.objects.count() == 2
