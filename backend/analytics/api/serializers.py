from django.conf import settings
from rest_framework import serializers

from catalogue.models import Product
from core.api.fields import IdRelatedField
from core.api.serializers import StrictModelSerializer
from core.public_url import public_base_url
from organisation.api.fields import ReachableBranchField
from organisation.selectors import tables_for

from ..models import QrCode, TargetKind
from ..services.qr_codes import REFERENCES
from ..targets import code_url, external_host, host_allowed, target_url

BRANCH_REQUIRED = "Bitte wählen Sie eine Filiale."
TABLE_REQUIRED = "Bitte wählen Sie einen Tisch."
TABLE_OTHER_BRANCH = "Der Tisch gehört nicht zur gewählten Filiale."
PRODUCT_REQUIRED = "Bitte wählen Sie ein Produkt."
URL_REQUIRED = "Bitte geben Sie eine Adresse an."
URL_SCHEME = "Bitte geben Sie eine Adresse an, die mit http:// oder https:// beginnt."
EXTERNAL_ADMINS_ONLY = "Externe Adressen als Ziel dürfen nur Administratoren festlegen."
URL_AMBIGUOUS = "Die Adresse darf weder Zugangsdaten (…@) noch umgekehrte Schrägstriche oder Leerzeichen enthalten."
NO_HOSTS_ALLOWED = "Externe Adressen sind nicht freigegeben: Die Konfiguration erlaubt keinen Host."
HOST_NOT_ALLOWED = "Der Host „{host}“ ist nicht freigegeben. Erlaubt: {allowed}."
SITE_PATH_INVALID = "Bitte geben Sie eine Seite dieses Shops an, die mit / beginnt (z. B. /site/impressum)."
NOT_FOR_KIND = "Dieses Feld passt nicht zum Ziel „{kind}“."
RESERVED_PREFIXES = ("//", "/q/", "/api/", "/backend", "/board/", "/static/", "/media/")


class ReachableTableField(IdRelatedField):
    """A table of a branch the calling user reaches; others are reported as unknown."""

    def get_queryset(self):
        request = self.context.get("request")
        if request is None:
            return tables_for(None).none()
        return tables_for(request.user).select_related("branch")


class ProductField(IdRelatedField):
    def get_queryset(self):
        return Product.objects.all()


class QrCodeSerializer(StrictModelSerializer):
    """A QR code: /q/<path> on this shop redirects to its target and logs the scan.

    targetKind decides which reference is needed: branch (branch), table (table, of the branch),
    product (product and branch, the store it opens in), url (url) or site (sitePath, a page of this shop,
    '/' by default). References that do not belong to the kind are refused. Employees must name one of
    their branches; codes without a branch are the administrators'.
    """

    branch = ReachableBranchField(required=False, allow_null=True)
    table = ReachableTableField(required=False, allow_null=True)
    product = ProductField(required=False, allow_null=True)
    scans_count = serializers.IntegerField(read_only=True, help_text="Anzahl der erfassten Scans")
    code_url = serializers.SerializerMethodField(help_text="Adresse, die der gedruckte Code öffnet (/q/<Pfad>)")
    target_url = serializers.SerializerMethodField(help_text="Adresse, auf die ein Scan weiterleitet")

    class Meta:
        model = QrCode
        fields = [
            "id",
            "path",
            "name",
            "target_kind",
            "branch",
            "table",
            "product",
            "site_path",
            "url",
            "scans_count",
            "code_url",
            "target_url",
            "created_at",
        ]
        read_only_fields = ["created_at"]

    def _base_url(self) -> str:
        return public_base_url(self.context.get("request"))

    def get_code_url(self, code) -> str:
        return code_url(code, self._base_url())

    def get_target_url(self, code) -> str:
        return target_url(code, self._base_url())

    def to_internal_value(self, data):
        if isinstance(data, dict) and isinstance(data.get("path"), str):
            data = {**data, "path": data["path"].strip().lower()}
        return super().to_internal_value(data)

    def validate(self, attrs):
        def current(name):
            if name in attrs:
                return attrs[name]
            return getattr(self.instance, name) if self.instance is not None else None

        kind = current("target_kind")
        branch = current("branch")
        errors: dict[str, str] = {}
        label = TargetKind(kind).label if kind else ""
        for field in ("site_path", "table", "product", "url"):
            if field in attrs and attrs[field] not in (None, "") and REFERENCES.get(kind) != field:
                errors[field] = NOT_FOR_KIND.format(kind=label)
        request = self.context.get("request")
        needs_branch = kind in (TargetKind.BRANCH, TargetKind.TABLE, TargetKind.PRODUCT)
        if branch is None and (needs_branch or (request is not None and not request.user.is_admin)):
            errors["branch"] = BRANCH_REQUIRED
        if kind == TargetKind.TABLE:
            table = current("table")
            if table is None:
                errors.setdefault("table", TABLE_REQUIRED)
            elif branch is not None and table.branch_id != branch.pk:
                errors.setdefault("table", TABLE_OTHER_BRANCH)
        if kind == TargetKind.PRODUCT and current("product") is None:
            errors.setdefault("product", PRODUCT_REQUIRED)
        if kind == TargetKind.URL:
            self._check_external(errors, current("url") or "", attrs, request)
        if kind == TargetKind.SITE:
            site_path = (current("site_path") or "").strip() or "/"
            if (
                not site_path.startswith("/")
                or site_path.startswith(RESERVED_PREFIXES)
                or any(character.isspace() for character in site_path)
            ):
                errors.setdefault("site_path", SITE_PATH_INVALID)
            attrs["site_path"] = site_path
        if errors:
            raise serializers.ValidationError(errors)
        return attrs

    def _check_external(self, errors: dict, url: str, attrs: dict, request) -> None:
        """An external target: set or changed by administrators only, to a host of QR_ALLOWED_HOSTS."""
        instance = self.instance
        changes_target = instance is None or any(
            name in attrs and attrs[name] != getattr(instance, name) for name in ("target_kind", "url")
        )
        if changes_target and not (request is not None and request.user.is_admin):
            errors.setdefault("url", EXTERNAL_ADMINS_ONLY)
            return
        if not url:
            errors.setdefault("url", URL_REQUIRED)
            return
        if not url.lower().startswith(("http://", "https://")):
            errors.setdefault("url", URL_SCHEME)
            return
        host = external_host(url)
        if host is None:
            errors.setdefault("url", URL_AMBIGUOUS)
        elif not settings.QR_ALLOWED_HOSTS:
            errors.setdefault("url", NO_HOSTS_ALLOWED)
        elif not host_allowed(host):
            errors.setdefault("url", HOST_NOT_ALLOWED.format(host=host, allowed=", ".join(settings.QR_ALLOWED_HOSTS)))
