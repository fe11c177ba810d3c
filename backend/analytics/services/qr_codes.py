"""Creating, changing and deleting QR codes, each audited."""

from audit.services import audited_create, audited_delete, audited_update

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


def create_qr_code(actor, data: dict) -> QrCode:
    data = _normalised(data, data["target_kind"])
    return audited_create(actor, lambda: QrCode.objects.create(**data))


def update_qr_code(actor, code: QrCode, data: dict) -> QrCode:
    data = _normalised(data, data.get("target_kind", code.target_kind))

    def apply():
        for field, value in data.items():
            setattr(code, field, value)
        code.save()

    return audited_update(actor, code, apply)


def delete_qr_code(actor, code: QrCode) -> None:
    audited_delete(actor, code)
