from core.api.fields import IdRelatedField

from ..models import Branch
from ..selectors import branches_for


class ReachableBranchField(IdRelatedField):
    """A branch id the calling user reaches; others are reported as unknown."""

    def get_queryset(self):
        request = self.context.get("request")
        if request is None:
            return Branch.objects.none()
        return branches_for(request.user)
