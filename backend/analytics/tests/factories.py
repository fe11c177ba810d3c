import factory
from factory.django import DjangoModelFactory

from analytics.models import QrCode, TargetKind
from organisation.tests.factories import BranchFactory


class QrCodeFactory(DjangoModelFactory):
    class Meta:
        model = QrCode

    path = factory.Sequence(lambda n: f"code-{n:03d}")
    target_kind = TargetKind.BRANCH
    branch = factory.SubFactory(BranchFactory)
