"""The demo's QR codes (devtools load_demo): a branch poster, a table in the garden and the Schnitzel."""

from catalogue.models import Product
from organisation.models import Branch, Table

from .models import QrCode, TargetKind


def load(branches: dict[str, Branch]) -> None:
    """Three codes of Wien Mariahilf (inside the caller's transaction)."""
    branch = branches.get("wien-mariahilf")
    if branch is None:
        return
    codes = [QrCode(path="mariahilf", name="Plakat Mariahilf", target_kind=TargetKind.BRANCH, branch=branch)]
    table = Table.objects.filter(branch=branch, identifier="Garten 1").first()
    if table is not None:
        codes.append(
            QrCode(path="garten-1", name="Gartentisch 1", target_kind=TargetKind.TABLE, branch=branch, table=table)
        )
    product = Product.objects.filter(name="Wiener Schnitzel vom Kalb").first()
    if product is not None:
        codes.append(
            QrCode(
                path="schnitzel", name="Flyer Schnitzel", target_kind=TargetKind.PRODUCT, branch=branch, product=product
            )
        )
    QrCode.objects.bulk_create(codes)
