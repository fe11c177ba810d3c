"""The website builder's services check the actor themselves (issue 24): staff read, only administrators change
a row, as the API's StaffReadAdminWrite; a script calling a service cannot bypass that."""

import pytest
from django.core.exceptions import PermissionDenied

from audit.models import LogEntry
from cms import services
from cms.models import Revision, Site

pytestmark = pytest.mark.django_db


def _rows():
    return (
        list(Site.objects.order_by("pk").values("pk", "path", "name", "title", "draft", "draft_saved_by")),
        Revision.objects.count(),
        LogEntry.objects.count(),
    )


def _rename(site):
    def apply():
        site.name = "Neu"
        site.save()

    return apply


CHANGES = {
    "create": lambda actor, site: services.create(
        actor, lambda: Site.objects.create(path="neu", name="Neu", content={"body": []})
    ),
    "update": lambda actor, site: services.update(actor, site, _rename(site)),
    "save_draft": lambda actor, site: services.save_draft(actor, site, {"name": "Entwurf"}),
    "delete": lambda actor, site: services.delete(actor, site),
}


@pytest.mark.parametrize("actor", ["employee_user", "roleless_user", None])
@pytest.mark.parametrize("name", CHANGES)
def test_only_an_administrator_changes_the_website(request, name, actor):
    # given
    user = request.getfixturevalue(actor) if actor else None
    site = Site.objects.create(path="ueber-uns", name="Über uns", content={"body": []})
    before = _rows()

    # when / then
    with pytest.raises(PermissionDenied):
        CHANGES[name](user, site)
    assert _rows() == before


def test_an_administrator_saves_with_a_revision_and_an_audit_entry(admin_user):
    # given
    site = services.create(admin_user, lambda: Site.objects.create(path="ueber-uns", name="Über uns"))

    # when
    services.save_draft(admin_user, site, {"name": "Entwurf"})
    services.update(admin_user, site, _rename(site))

    # then
    site.refresh_from_db()
    assert (site.name, site.draft, site.draft_saved_by) == ("Neu", {"name": "Entwurf"}, admin_user)
    assert Revision.objects.filter(entity="site", entity_id=site.pk, user=admin_user).count() == 2
    assert LogEntry.objects.filter(entity="site", user=admin_user).count() == 2

    # when
    services.delete(admin_user, site)

    # then
    assert not Site.objects.exists()
