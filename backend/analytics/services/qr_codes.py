"""Creating, changing and deleting QR codes, each audited."""

from audit.services import audited_create, audited_delete, audited_update
from core.permissions import require_admin, require_branches
from organisation.models import Table

from ..models import QrCode, TargetKind

# the reference each target kind needs; the others are cleared
REFERENCES = {
    TargetKind.SITE: "site_path",
    TargetKind.BRANCH: None,
    TargetKind.TABLE: "table",
    TargetKind.PRODUCT: "product",
    TargetKind.URL: "url",
}
CLEARED = {"site_path": "", "table": None, "product": None, "url": ""}


def _normalised(data: dict, kind: str) -> dict:
    data = dict(data)
    for field, empty in CLEARED.items():
        if REFERENCES[kind] != field:
            data[field] = empty
    return data


def _check_reach(actor, code: QrCode | None, data: dict) -> None:
    """Staff reaching the code's branch before and after the change and the branch of a table it is given (a code
    of no branch: administrators); an external target only administrators set or change, as the API answers."""
    branches = set() if code is None else {code.branch_id}
    if "branch" in data or "branch_id" in data:
        branch = data.get("branch", data.get("branch_id"))
        branches.add(getattr(branch, "pk", branch))
    elif code is None:
        branches.add(None)
    table = data.get("table", data.get("table_id"))
    if isinstance(table, int):
        table = Table.objects.filter(pk=table).first()
    if table is not None:
        branches.add(table.branch_id)
    require_branches(actor, branches)
    kind = data.get("target_kind", code.target_kind if code is not None else None)
    changes_target = code is None or any(
        name in data and data[name] != getattr(code, name) for name in ("target_kind", "url")
    )
    if kind == TargetKind.URL and changes_target:
        require_admin(actor)


def create_qr_code(actor, data: dict) -> QrCode:
    _check_reach(actor, None, data)
    data = _normalised(data, data["target_kind"])
    return audited_create(actor, lambda: QrCode.objects.create(**data))


def update_qr_code(actor, code: QrCode, data: dict) -> QrCode:
    _check_reach(actor, code, data)
    data = _normalised(data, data.get("target_kind", code.target_kind))

    def apply():
        for field, value in data.items():
            setattr(code, field, value)
        code.save()

    return audited_update(actor, code, apply)


def delete_qr_code(actor, code: QrCode) -> None:
    _check_reach(actor, code, {})
    audited_delete(actor, code)
