"""The media reads scoped by branch reach (core.reach), for callers with and without a user."""

from django.contrib.auth.models import AnonymousUser

from media.models import Upload
from media.selectors import images_for, uploads_for

from .factories import UploadFactory


def test_uploads_and_images_are_scoped_by_core_s_reach(admin_user, employee_user, branch, other_branch):
    own = UploadFactory(branch_id=branch.id)
    UploadFactory(branch_id=other_branch.id)
    UploadFactory()
    by_id = Upload.objects.order_by("id")
    assert list(uploads_for(admin_user).order_by("id")) == list(by_id)
    assert list(uploads_for(employee_user)) == [own]
    assert list(uploads_for(AnonymousUser())) == []
    assert list(uploads_for(None)) == []
    assert images_for(AnonymousUser()).count() == 0
    assert images_for(None).count() == 0
