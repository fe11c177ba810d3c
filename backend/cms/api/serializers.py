"""Shapes of sites, nodes, blocks, navigations, redirects, fonts and revisions.

`content` (and a navigation's `items`) is checked against cms.schema: every failing field at once,
each error on the field path 'content.body.3.columns.1.image' with the message naming the path
inside the content ('body.3.columns.1.image: Bild 99 gibt es nicht.').
"""

import re

from django.core.serializers.json import DjangoJSONEncoder
from drf_spectacular.utils import extend_schema_field
from rest_framework import serializers
from rest_framework.exceptions import ErrorDetail

from core.api.serializers import ModelSerializer, StrictModelSerializer, UTCDateTimeField
from organisation.models import Branch
from rules.slug import tag_slug as _tag_slug

from .. import schema, services
from ..models import Block, Font, Navigation, Node, NodeType, Redirect, Revision, Site, SiteType

PATH_TAKEN = "Dieser Pfad wird schon von der Seite „{site}“ verwendet."
IDENTIFIER_TAKEN = "Diese Kennung wird schon verwendet."
IDENTIFIER_REQUIRED = "Bitte geben Sie eine Kennung an (Buchstaben, Ziffern und Bindestriche)."
REDIRECT_TAKEN = "Für diesen Pfad gibt es schon eine Weiterleitung."
FONT_FAMILY = "Bitte geben Sie den Namen der Schriftfamilie an (Buchstaben, Ziffern und Leerzeichen)."
FONT_VARIANT = "Bitte geben Sie die Variante an, z. B. regular, italic, 700 oder 700italic."
FONT_TAKEN = "Diese Schriftart gibt es schon."
FONT_STYLE = "Das Stylesheet darf kein </ enthalten."
FAMILY = re.compile(r"^[A-Za-z0-9][A-Za-z0-9 ]{0,99}$")
VARIANT = re.compile(r"^(?:regular|italic|[1-9]00(?:italic)?)$")


CONTENT_INVALID = "Der Inhalt enthält einen Wert, der nicht gespeichert werden kann."
ITEMS_INVALID = "Die Einträge enthalten einen Wert, der nicht gespeichert werden kann."


class DocumentField(serializers.JSONField):
    """A document as the API's parser decoded it: numbers with a fraction arrive as Decimal (never float).
    DRF's JSONField re-encodes the value with the plain json encoder to check it, which refuses Decimal,
    so every stored fraction (a map marker's 48.1986) came back as 'Wert muss gültiges JSON sein.'. The
    schema (cms.schema) checks the shape; its number check takes Decimal."""

    default_error_messages = {"invalid": CONTENT_INVALID}

    def __init__(self, **kwargs):
        kwargs.setdefault("encoder", DjangoJSONEncoder)
        super().__init__(**kwargs)


@extend_schema_field(
    {"type": "object", "additionalProperties": True, "description": "Inhalt nach Schema (GET /api/content-schema)"}
)
class ContentField(DocumentField):
    pass


@extend_schema_field(
    {
        "type": "object",
        "additionalProperties": True,
        "description": "Inhalt nach Schema (GET /api/content-schema); jeder Bildverweis {id, version, extension} "
        "trägt zusätzlich alt, den aktuellen Alternativtext des Bildes in der Mediathek (leer: dekoratives Bild)",
    }
)
class PublicContentField(serializers.JSONField):
    pass


@extend_schema_field({"type": "array", "items": {"type": "object", "additionalProperties": True}})
class ItemsField(DocumentField):
    default_error_messages = {"invalid": ITEMS_INVALID}


def tag_slug(value, length: int = 200) -> str:
    """The tag slug, cut to the column's length (umlauts grow: ä becomes ae)."""
    return _tag_slug(value)[:length].rstrip("-")


def content_errors(errors, field: str = "content") -> serializers.ValidationError:
    detail: dict = {}
    for path, code, message in errors:
        key = path or "non_field_errors"
        text = f"{path}: {message}" if path else message
        detail.setdefault(key, []).append(ErrorDetail(text, code=code))
    return serializers.ValidationError({field: detail})


def _known_keys(fields, content) -> dict:
    """A stored document trimmed to the fields of a (new) type, when the type changes without content."""
    names = {spec.name for spec in fields}
    return {key: value for key, value in (content or {}).items() if key in names}


class _ContentMixin:
    def _check(self, fields, attrs, in_block=False):
        if "content" in attrs:
            content = attrs["content"]
        elif self.instance is not None:
            content = _known_keys(fields, self.instance.content)
        else:
            content = {}
        cleaned, errors = services.check_content(fields, content, in_block=in_block)
        if errors:
            raise content_errors(errors)
        attrs["content"] = cleaned
        return attrs


DRAFT_FIELDS = ["draft", "draft_saved_at", "draft_saved_by"]


@extend_schema_field(
    {
        "type": "object",
        "nullable": True,
        "additionalProperties": True,
        "description": "Entwurf: die bearbeitbaren Felder wie beim Speichern, null wenn keiner",
    }
)
class DraftField(serializers.JSONField):
    pass


class _DraftFields(serializers.Serializer):
    """The draft (read only here; written by PUT …/draft), when and by whom it was saved."""

    draft = DraftField(read_only=True)
    draft_saved_at = UTCDateTimeField(read_only=True, allow_null=True)
    draft_saved_by = serializers.SerializerMethodField(help_text="E-Mail-Adresse; null wenn kein Entwurf")

    def get_draft_saved_by(self, instance) -> str | None:
        user = instance.draft_saved_by
        return user.email if user is not None else None


class SiteSerializer(_DraftFields, _ContentMixin, StrictModelSerializer):
    """A page: `path` is a path slug (the empty path is the home page); content by type (see
    GET /api/content-schema: default {body}, simple {wysiwyg}, story {shortTitle, title, ...})."""

    path = serializers.CharField(
        max_length=200, required=False, allow_blank=True, help_text="Pfad-Slug; leer: Startseite"
    )
    content = ContentField(required=False)

    class Meta:
        model = Site
        fields = [
            "id",
            "path",
            "name",
            "title",
            "description",
            "type",
            "is_public",
            "content",
            *DRAFT_FIELDS,
            "created_at",
            "updated_at",
        ]
        read_only_fields = ["created_at", "updated_at"]

    def validate_path(self, value):
        path, error = services.site_path(value)
        if error:
            raise serializers.ValidationError(error, code="path_reserved")
        other = Site.objects.filter(path=path).exclude(pk=getattr(self.instance, "pk", None)).first()
        if other is not None:
            raise serializers.ValidationError(PATH_TAKEN.format(site=other), code="unique")
        return path

    def validate(self, attrs):
        if self.instance is None and "path" not in attrs and "name" in attrs:
            try:
                attrs["path"] = self.validate_path(attrs["name"])
            except serializers.ValidationError as error:
                raise serializers.ValidationError({"path": error.detail}) from None
        kind = attrs.get("type") or getattr(self.instance, "type", SiteType.DEFAULT)
        return self._check(schema.SITE_CONTENT[kind], attrs)


class NodeSerializer(_DraftFields, _ContentMixin, StrictModelSerializer):
    """A content node (tag, form, socialAsset, signature, other); a tag without identifier gets the
    tag slug of its name."""

    content = ContentField(required=False)
    identifier = serializers.CharField(max_length=200, required=False, allow_blank=True)

    class Meta:
        model = Node
        fields = ["id", "type", "identifier", "is_public", "content", *DRAFT_FIELDS, "created_at", "updated_at"]
        read_only_fields = ["created_at", "updated_at"]

    def validate_identifier(self, value):
        return tag_slug(value)

    def validate(self, attrs):
        kind = attrs.get("type") or getattr(self.instance, "type", None)
        if kind is None:
            raise serializers.ValidationError({"type": [ErrorDetail("Dieses Feld ist erforderlich.", code="required")]})
        attrs = self._check(schema.NODE_CONTENT[kind], attrs)
        identifier = attrs.get("identifier", getattr(self.instance, "identifier", ""))
        if not identifier and kind == NodeType.TAG:
            identifier = attrs["identifier"] = tag_slug(attrs["content"].get("name"))
        if (
            identifier
            and Node.objects.filter(identifier=identifier).exclude(pk=getattr(self.instance, "pk", None)).exists()
        ):
            raise serializers.ValidationError({"identifier": [ErrorDetail(IDENTIFIER_TAKEN, code="unique")]})
        return attrs


class BlockSerializer(_DraftFields, _ContentMixin, StrictModelSerializer):
    """A reusable list of blocks ({body: [...]}); pages embed it with {type: "block", block: id}."""

    content = ContentField(required=False)
    identifier = serializers.CharField(max_length=200, required=False, allow_blank=True)

    class Meta:
        model = Block
        fields = ["id", "name", "identifier", "content", *DRAFT_FIELDS, "created_at", "updated_at"]
        read_only_fields = ["created_at", "updated_at"]

    def validate_identifier(self, value):
        identifier = tag_slug(value)
        if (
            identifier
            and Block.objects.filter(identifier=identifier).exclude(pk=getattr(self.instance, "pk", None)).exists()
        ):
            raise serializers.ValidationError(IDENTIFIER_TAKEN, code="unique")
        return identifier

    def validate(self, attrs):
        return self._check(schema.BLOCK_CONTENT, attrs, in_block=True)


class NavigationSerializer(StrictModelSerializer):
    """A navigation (identifier main, footer, ...) with nested items of type home, site, branch, link, other."""

    identifier = serializers.CharField(max_length=100)
    items = ItemsField(required=False)

    class Meta:
        model = Navigation
        fields = ["id", "identifier", "items", "created_at", "updated_at"]
        read_only_fields = ["created_at", "updated_at"]

    def validate_identifier(self, value):
        identifier = tag_slug(value, 100)
        if not identifier:
            raise serializers.ValidationError(IDENTIFIER_REQUIRED, code="invalid")
        if Navigation.objects.filter(identifier=identifier).exclude(pk=getattr(self.instance, "pk", None)).exists():
            raise serializers.ValidationError(IDENTIFIER_TAKEN, code="unique")
        return identifier

    def validate_items(self, value):
        cleaned, errors = services.check_collection(schema.NAVIGATION_CONTENT, value)
        if errors:
            raise serializers.ValidationError(content_errors(errors, "items").detail["items"])
        return cleaned

    def validate(self, attrs):
        if self.instance is None and "items" not in attrs:
            attrs["items"] = []
        return attrs


class RedirectSerializer(StrictModelSerializer):
    """`path` → `target`: an exact path or one ending in * (the rest may be carried over by a target
    ending in *); 301 when permanent, else 302 (the default: browsers keep a 301 after it is deleted).
    Loops and chains are refused; a path of the shop's own routes (home page, /store/…, /status/…, a page of
    the website builder …) only with `confirmed`; `warnings` tells when the target leads to no page."""

    path = serializers.CharField(max_length=500, help_text="/alte-seite oder /aktionen/*")
    target = serializers.CharField(max_length=1000, help_text="/neue-seite, /neu/* oder https://…")
    is_permanent = serializers.BooleanField(required=False, default=False, help_text="301 statt 302")
    confirmed = serializers.BooleanField(
        write_only=True,
        required=False,
        default=False,
        help_text="Bestätigt eine Weiterleitung von einem Pfad des Shops (sonst abgelehnt, code redirect_shop_route)",
    )
    warnings = serializers.SerializerMethodField(help_text="Hinweise, z. B. ein Ziel, das es nicht gibt")

    class Meta:
        model = Redirect
        fields = ["id", "path", "target", "is_permanent", "confirmed", "warnings", "created_at", "updated_at"]
        read_only_fields = ["created_at", "updated_at"]

    def get_warnings(self, redirect) -> list[str]:
        return services.redirect_warnings(redirect.target)

    def validate_path(self, value):
        path, error = services.clean_redirect_path(value)
        if error:
            raise serializers.ValidationError(error, code="invalid")
        if Redirect.objects.filter(path=path).exclude(pk=getattr(self.instance, "pk", None)).exists():
            raise serializers.ValidationError(REDIRECT_TAKEN, code="unique")
        return path

    def validate(self, attrs):
        confirmed = attrs.pop("confirmed", False)
        path = attrs.get("path", getattr(self.instance, "path", ""))
        target, error = services.clean_redirect_target(
            attrs.get("target", getattr(self.instance, "target", "")), path.endswith("*")
        )
        if error:
            raise serializers.ValidationError({"target": [ErrorDetail(error, code="invalid")]})
        attrs["target"] = target
        conflicts = services.redirect_conflicts(path, target, getattr(self.instance, "pk", None))
        if conflicts:
            detail: dict = {}
            for name, message in conflicts:
                detail.setdefault(name, []).append(ErrorDetail(message, code="redirect_loop"))
            raise serializers.ValidationError(detail)
        route = services.redirect_takes_over(path)
        if route is not None and not confirmed:
            message = services.REDIRECT_SHOP_ROUTE.format(path=path, route=route)
            raise serializers.ValidationError({"confirmed": [ErrorDetail(message, code="redirect_shop_route")]})
        return attrs


class FontSerializer(StrictModelSerializer):
    """A font that pages, the theme and signatures may use; `style` is the @font-face stylesheet with
    the font embedded (served at /fonts/google/{family}/style-{variant}.embed.css)."""

    style = serializers.CharField(required=False, allow_blank=True, max_length=5_000_000, style={"multiline": True})
    url = serializers.SerializerMethodField()

    class Meta:
        model = Font
        fields = ["id", "family", "variant", "style", "url", "created_at", "updated_at"]
        read_only_fields = ["created_at", "updated_at"]
        validators: list = []

    def get_url(self, font) -> str:
        return f"/fonts/google/{font.family.replace(' ', '+')}/style-{font.variant}.embed.css"

    def validate_family(self, value):
        if not FAMILY.match(value.strip()):
            raise serializers.ValidationError(FONT_FAMILY, code="invalid")
        return value.strip()

    def validate_variant(self, value):
        if not VARIANT.match(value):
            raise serializers.ValidationError(FONT_VARIANT, code="invalid")
        return value

    def validate_style(self, value):
        if "</" in value:
            raise serializers.ValidationError(FONT_STYLE, code="invalid")
        return value

    def validate(self, attrs):
        family = attrs.get("family", getattr(self.instance, "family", ""))
        variant = attrs.get("variant", getattr(self.instance, "variant", "regular"))
        if Font.objects.filter(family=family, variant=variant).exclude(pk=getattr(self.instance, "pk", None)).exists():
            raise serializers.ValidationError({"variant": [ErrorDetail(FONT_TAKEN, code="unique")]})
        return attrs


class RevisionSerializer(ModelSerializer):
    """One saved state: who (user id and e-mail address), when, and the whole row as it was saved."""

    data = serializers.JSONField(read_only=True)

    class Meta:
        model = Revision
        fields = ["id", "entity", "entity_id", "user", "user_label", "created_at", "data"]
        read_only_fields = fields


class PublicSiteSerializer(ModelSerializer):
    """`isPreview`: true when a staff member looks at the draft or an unpublished page (?preview=1)."""

    content = PublicContentField(read_only=True)
    is_preview = serializers.SerializerMethodField()

    class Meta:
        model = Site
        fields = [
            "id",
            "path",
            "name",
            "title",
            "description",
            "type",
            "content",
            "is_public",
            "is_preview",
            "created_at",
        ]
        read_only_fields = fields

    def get_is_preview(self, site) -> bool:
        return bool(getattr(site, "is_preview", False))


# a public form's actions the visitor's browser needs (the ad tag's conversion); mail and SMS recipients and
# the newsletter set-up stay on the server
PUBLIC_FORM_ACTIONS = {"trackGoogleTagConversion"}


class PublicNodeSerializer(ModelSerializer):
    content = PublicContentField(read_only=True)

    class Meta:
        model = Node
        fields = ["id", "type", "identifier", "content"]
        read_only_fields = fields

    def to_representation(self, instance):
        data = super().to_representation(instance)
        content = data.get("content")
        if instance.type == NodeType.FORM and isinstance(content, dict) and "actions" in content:
            actions = [
                a for a in content["actions"] or [] if isinstance(a, dict) and a.get("type") in PUBLIC_FORM_ACTIONS
            ]
            data["content"] = {**content, "actions": actions}
        return data


class PublicBlockSerializer(ModelSerializer):
    content = PublicContentField(read_only=True)

    class Meta:
        model = Block
        fields = ["id", "name", "identifier", "content"]
        read_only_fields = fields


def enabled_items(items, hrefs=None) -> list:
    """Only enabled items, their children likewise (a disabled parent hides its children); with
    `hrefs` (a function of an item) each item carries the address it goes to."""
    return [
        {
            **item,
            **({"href": hrefs(item)} if hrefs else {}),
            "children": enabled_items(item.get("children") or [], hrefs),
        }
        for item in items or []
        if isinstance(item, dict) and item.get("is_enabled", True)
    ]


def item_href(site_paths: dict, branch_identifiers: dict):
    """The spec's navigation targets: home '/', site '/{path}{suffix}', branch '/store/{identifier}{suffix}',
    link its own address; an item whose site is not public (or 'other') goes nowhere (empty)."""

    def href(item) -> str:
        kind, suffix = item.get("type"), item.get("suffix") or ""
        if kind == "home":
            return "/" + suffix.lstrip("/") if suffix else "/"
        if kind == "site" and item.get("site") in site_paths:
            return f"/{site_paths[item['site']]}{suffix}"
        if kind == "branch" and item.get("branch") in branch_identifiers:
            return f"/store/{branch_identifiers[item['branch']]}{suffix}"
        if kind == "link":
            return item.get("href") or ""
        return ""

    return href


class PublicNavigationSerializer(ModelSerializer):
    items = serializers.SerializerMethodField()

    class Meta:
        model = Navigation
        fields = ["id", "identifier", "items"]
        read_only_fields = fields

    @extend_schema_field({"type": "array", "items": {"type": "object", "additionalProperties": True}})
    def get_items(self, navigation):
        targets = self.context.get("targets")
        if targets is None:
            targets = self.context["targets"] = item_href(
                dict(Site.objects.filter(is_public=True).values_list("id", "path")),
                dict(Branch.objects.filter(is_public=True).values_list("id", "identifier")),
            )
        return enabled_items(navigation.items, targets)


class ContentSchemaSerializer(serializers.Serializer):
    sites = serializers.DictField(child=serializers.JSONField())
    nodes = serializers.DictField(child=serializers.JSONField())
    block = serializers.JSONField()
    unions = serializers.DictField(child=serializers.JSONField())
    field_types = serializers.DictField(
        child=serializers.JSONField(),
        help_text="Feldtypen mit Hinweisen für einen KI-Generator (ai: format, description, cues)",
    )
