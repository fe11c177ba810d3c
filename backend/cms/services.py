"""Saving the website builder's rows: content checked against its schema, a revision on every save,
deletes refused while something uses the row, redirects refused when they loop or chain. Staff read, only
administrators change a row (as the API's StaffReadAdminWrite)."""

from django.db import transaction
from django.utils import timezone

from audit.services import audited_create, audited_delete, audited_update, snapshot
from core.permissions import require_admin
from rules.slug import path_slug

from . import references, registry, schema, selectors, usage
from .models import Draft, Redirect, Revision

SITE_IN_USE = "Die Seite wird noch verwendet ({users}) und kann daher nicht gelöscht werden."
BLOCK_IN_USE = "Der Block wird noch verwendet ({users}) und kann daher nicht gelöscht werden."
NODE_IN_USE = "Der Inhalt wird noch verwendet ({users}) und kann daher nicht gelöscht werden."
IN_USE = {"site": SITE_IN_USE, "block": BLOCK_IN_USE, "node": NODE_IN_USE}
# the fields a draft and a restore carry, per entity
EDITABLE = {
    "site": ("path", "name", "title", "description", "type", "is_public", "content"),
    "node": ("type", "identifier", "is_public", "content"),
    "block": ("name", "identifier", "content"),
    "navigation": ("identifier", "items"),
    "redirect": ("path", "target", "is_permanent"),
    "font": ("family", "variant", "style"),
}

# first path segments the server answers without the storefront (never a redirect source)
APP_SEGMENTS = frozenset(
    {
        "api",
        "backend",
        "static",
        "media",
        "image",
        "upload",
        "q",
        "board",
        "terminal",
        "sandbox",
        "fonts",
        "favicon.ico",
        "manifest.webmanifest",
        "sw.js",
        "sitemap.xml",
        "robots.txt",
    }
)
# ... and the storefront's own routes besides: never a page path
RESERVED_SEGMENTS = APP_SEGMENTS | {"store", "status", "tags", "signatures", "social-assets"}

REDIRECT_PATH = "Bitte geben Sie einen Pfad an, der mit / beginnt (ohne Leerzeichen, ? und #)."
REDIRECT_WILDCARD = "Ein * ist nur am Ende des Pfades erlaubt."
REDIRECT_RESERVED = "Dieser Pfad gehört zur Anwendung und kann nicht weitergeleitet werden."
REDIRECT_TARGET = "Bitte geben Sie als Ziel einen Pfad (/…) oder eine Adresse mit http:// oder https:// an."
REDIRECT_TARGET_WILDCARD = "Ein * im Ziel ist nur am Ende und nur bei einem Pfad mit * erlaubt."
REDIRECT_SELF = "Die Weiterleitung führt auf sich selbst zurück."
REDIRECT_CHAIN_TARGET = "Das Ziel wird selbst weitergeleitet ({path}). Bitte direkt das endgültige Ziel angeben."
REDIRECT_CHAIN_SOURCE = (
    "Die Weiterleitung {path} führt auf diesen Pfad. Bitte keine Ketten von Weiterleitungen anlegen."
)
PATH_RESERVED = "Dieser Pfad ist für die Anwendung reserviert."
# the storefront's own routes (frontend/storefront/src/app/routes.tsx): a redirect from them hides them for every
# visitor, so it needs an explicit confirmation; what each is, for the message
SHOP_ROUTES = {
    "store": "Online-Shop und Bestellvorgang der Filialen",
    "status": "Bestellstatus",
    "site": "Impressum, AGB und Datenschutz",
    "tags": "Schlagwort-Seiten",
    "signatures": "E-Mail-Signaturen",
    "social-assets": "Social-Media-Inhalte",
}
SHOP_HOME = "Startseite"
SHOP_EVERYTHING = "die ganze Website"
SHOP_PAGE = "Seite „{name}“"
REDIRECT_SHOP_ROUTE = (
    "Der Pfad {path} gehört zum Shop ({route}): die Weiterleitung würde ihn für alle Besucher ersetzen. "
    "Bitte bestätigen Sie, dass Sie das wollen."
)
REDIRECT_TARGET_MISSING = "Das Ziel {target} gibt es nicht: Besucher landen dort auf der Seite „404 Not Found“."


class InUse(Exception):
    def __init__(self, message: str):
        self.message = message
        super().__init__(message)


# --- content ------------------------------------------------------------------------------------------
def check_content(fields, value, in_block: bool = False):
    """(cleaned content, errors) of a document: all errors at once, references checked in the database."""
    result = schema.walk(fields, value, in_block=in_block)
    errors = result.errors
    if not errors:
        errors = references.check(result.refs)
    return result.value, errors


def check_blocks(value):
    """(cleaned content, errors) of a list of blocks stored as a reusable block stores it ({body: [...]}): for
    the areas that show the website builder's blocks elsewhere (signage's scenes); a reusable block may be
    embedded, errors are reported as check_content reports them."""
    return check_content(schema.BLOCK_CONTENT, value)


def check_page_block(block, index: int = 0):
    """(cleaned block, errors) of one block of a page's body, checked as saving the page checks it; error paths
    are relative to the block ('stories.0.title'). For areas that propose content (contentai)."""
    cleaned, errors = check_content(schema.SITE_CONTENT["default"], {"body": [block]})
    prefix = "body.0"
    relative = [
        (path[len(prefix) + 1 :] if path.startswith(prefix + ".") else "", code, message)
        for path, code, message in errors
    ]
    body = cleaned.get("body") if isinstance(cleaned, dict) else None
    return (body[0] if body else None), relative


def check_page_fields(site_type: str, value):
    """(cleaned fields, errors) of a page's fields besides its blocks (a story's titles, a simple page's text)."""
    fields = tuple(spec for spec in schema.SITE_CONTENT.get(site_type, ()) if spec.name != "body")
    return check_content(fields, value)


def page_schema(site_type: str) -> dict:
    """What a page of this type holds, described as GET /api/content-schema describes it: its fields besides the
    blocks, the block kinds and the field types with their AI hints."""
    described = schema.describe()
    return {
        "fields": [field for field in described["sites"].get(site_type, []) if field["name"] != "body"],
        "has_blocks": any(spec.name == "body" for spec in schema.SITE_CONTENT.get(site_type, ())),
        "blocks": described["unions"]["block"],
        "field_types": described["field_types"],
    }


def check_collection(spec, value):
    result = schema.walk_collection(spec, value)
    errors = result.errors or references.check(result.refs)
    return result.value, errors


# --- revisions ------------------------------------------------------------------------------------------
def entity_of(instance) -> str:
    return instance._meta.model_name


NOT_REVISED = ("created_at", "updated_at", "draft", "draft_saved_at", "draft_saved_by")
NO_DRAFT = {"draft": None, "draft_saved_at": None, "draft_saved_by": None}


def has_draft(instance) -> bool:
    return isinstance(instance, Draft)


def save_clears_draft(instance, saved_fields) -> bool:
    """Whether saving `saved_fields` makes the row's draft obsolete: when the save touches a field the draft
    changed (the editor saving its work) or the draft changes nothing. A save of other fields (an API client
    switching `is_public`) keeps another person's unsaved draft."""
    draft = getattr(instance, "draft", None)
    if not has_draft(instance) or not isinstance(draft, dict):
        return has_draft(instance)
    changed = {key for key, value in draft.items() if value != getattr(instance, key, None)}
    return not changed or bool(changed & set(saved_fields))


def record_revision(actor, instance) -> Revision | None:
    """Keep the saved state; a save that changed nothing adds no revision (drafts are never revised). Only records
    the author: create and update check the actor first, the demo loader records with none."""
    data = {key: value for key, value in snapshot(instance).items() if key not in NOT_REVISED}
    entity = entity_of(instance)
    latest = Revision.objects.filter(entity=entity, entity_id=instance.pk).order_by("-created_at", "-id").first()
    if latest is not None and latest.data == data:
        return None
    user = actor if getattr(actor, "is_authenticated", False) else None
    return Revision.objects.create(
        entity=entity, entity_id=instance.pk, user=user, user_label=user.email if user else "", data=data
    )


def create(actor, build):
    require_admin(actor)
    with transaction.atomic():
        instance = audited_create(actor, build)
        record_revision(actor, instance)
    return instance


def update(actor, instance, apply):
    """Save (a site, node or block loses its draft: the saved state is the new reference)."""
    require_admin(actor)
    with transaction.atomic():
        audited_update(actor, instance, apply)
        record_revision(actor, instance)
    return instance


def save_draft(actor, instance, values: dict) -> None:
    """Keep the whole editable body (already validated like a save) as the draft: no revision, no audit."""
    require_admin(actor)
    user = actor if getattr(actor, "is_authenticated", False) else None
    instance.draft = values
    instance.draft_saved_at = timezone.now()
    instance.draft_saved_by = user
    instance.save(update_fields=["draft", "draft_saved_at", "draft_saved_by"])


def discard_draft(instance) -> None:
    for key, value in NO_DRAFT.items():
        setattr(instance, key, value)
    instance.save(update_fields=list(NO_DRAFT))


def delete(actor, instance) -> None:
    """Refused (InUse) while another page, content, block or navigation refers to the row."""
    require_admin(actor)
    entity = entity_of(instance)
    if entity in IN_USE:
        users = usage.users_of(entity, instance.pk)
        if users:
            raise InUse(IN_USE[entity].format(users=", ".join(users[:5]) + (" …" if len(users) > 5 else "")))
    audited_delete(actor, instance)


# --- paths and redirects ------------------------------------------------------------------------------------
def site_path(value: str) -> tuple[str, str | None]:
    """(path slug, error): the empty path is the home page."""
    path = path_slug(value)[:200].rstrip("-./")
    if path.split("/", 1)[0] in RESERVED_SEGMENTS:
        return path, PATH_RESERVED
    return path, None


def clean_redirect_path(value: str) -> tuple[str, str | None]:
    path = (value or "").strip()
    if not path.startswith("/") or any(c in path for c in " ?#\\") or "//" in path:
        return path, REDIRECT_PATH
    if "*" in path[:-1]:
        return path, REDIRECT_WILDCARD
    path = path if path.endswith("*") else selectors.normalize_path(path)
    if path.lstrip("/").split("/", 1)[0].rstrip("*") in APP_SEGMENTS:
        return path, REDIRECT_RESERVED
    return path, None


def clean_redirect_target(value: str, wildcard: bool) -> tuple[str, str | None]:
    target = (value or "").strip()
    internal = target.startswith("/") and not target.startswith("//")
    if not internal and not (target.startswith(("http://", "https://")) and len(target.split("//", 1)[1]) > 0):
        return target, REDIRECT_TARGET
    if any(c.isspace() for c in target):
        return target, REDIRECT_TARGET
    if "*" in target and (not wildcard or not internal or "*" in target[:-1]):
        return target, REDIRECT_TARGET_WILDCARD
    return target, None


def redirect_takes_over(path: str) -> str | None:
    """What of the shop a redirect from `path` would hide (German, for the message), None when nothing:
    the home page, a storefront route or a page of the website builder (a wildcard: anything below it)."""
    from .models import Site

    wildcard = path.endswith("*")
    base = path[:-1] if wildcard else path
    parts = [part for part in base.strip("/").split("/") if part]
    if not parts:
        return SHOP_EVERYTHING if wildcard else SHOP_HOME
    if wildcard and len(parts) == 1 and not base.endswith("/"):
        # '/st*' is a prefix of the text, not of a segment: it also matches '/store/…' and '/status/…'
        routes = [label for segment, label in SHOP_ROUTES.items() if segment.startswith(parts[0])]
    else:
        routes = [SHOP_ROUTES[parts[0]]] if parts[0] in SHOP_ROUTES else []
    if routes:
        return ", ".join(routes)
    sites = (
        Site.objects.filter(path__startswith=base.lstrip("/"))
        if wildcard
        else Site.objects.filter(path="/".join(parts))
    )
    site = sites.order_by("path").first()
    return SHOP_PAGE.format(name=site.name) if site is not None else None


def redirect_warnings(target: str) -> list[str]:
    """German warnings a redirect may be saved with: its internal target leads to no page."""
    if not target.startswith("/") or target.endswith("*"):
        return []
    path = target.split("#", 1)[0].split("?", 1)[0] or "/"
    if path.lstrip("/").split("/", 1)[0] in APP_SEGMENTS:
        return []
    # the storefront's route table with its 404s, registered by web (cms.registry)
    if registry.path_missing(path):
        return [REDIRECT_TARGET_MISSING.format(target=target)]
    return []


def redirect_conflicts(path: str, target: str, exclude_id: int | None) -> list[tuple[str, str]]:
    """(field, message) when the redirect would loop or chain with itself or the stored redirects."""
    if not target.startswith("/"):
        return []
    probe = target[:-1] if target.endswith("*") else selectors.normalize_path(target)
    own = {path: (target, True)}
    if selectors.match(own, probe) is not None or (
        target.endswith("*") and path.endswith("*") and probe.startswith(path[:-1])
    ):
        return [("target", REDIRECT_SELF)]
    others = Redirect.objects.exclude(pk=exclude_id) if exclude_id else Redirect.objects.all()
    table = {p: (t, perm) for p, t, perm in others.values_list("path", "target", "is_permanent")}
    errors = []
    found = selectors.match(table, probe)
    if found is None and target.endswith("*"):
        # a wildcard target: any stored source below it would continue the chain
        found = next(((p, t, perm) for p, (t, perm) in table.items() if p.rstrip("*").startswith(probe)), None)
    if found is not None:
        errors.append(("target", REDIRECT_CHAIN_TARGET.format(path=found[0])))
    for other_path, (other_target, _permanent) in sorted(table.items()):
        if not other_target.startswith("/"):
            continue
        other_probe = other_target[:-1] if other_target.endswith("*") else selectors.normalize_path(other_target)
        if selectors.match({path: ("", True)}, other_probe) is not None:
            errors.append(("path", REDIRECT_CHAIN_SOURCE.format(path=other_path)))
            break
    return errors
