"""Reading the website builder's rows, and resolving redirects for the web layer."""

from django.core.cache import cache
from django.db.models import Count, Max

from .models import Block, Font, Navigation, Node, Redirect, Revision, Site

REDIRECTS_CACHE_KEY = "cms:redirects:v1"
# what a draft may change in a preview
PREVIEWED = ("path", "name", "title", "description", "type", "is_public", "content")


def sites():
    return Site.objects.select_related("draft_saved_by")


def public_sites():
    return Site.objects.filter(is_public=True)


def nodes():
    return Node.objects.select_related("draft_saved_by")


def preview_site(path: str):
    """The page at `path` for a staff preview, public or not, with its draft applied (None: no such page).

    A draft that moves the page to another path is found under its new path as well."""
    site = Site.objects.filter(path=path).first()
    if site is None:
        site = Site.objects.filter(draft__path=path).first()
    if site is None:
        return None
    for key, value in (site.draft or {}).items():
        if key in PREVIEWED:
            setattr(site, key, value)
    site.is_preview = True
    return site


def public_nodes():
    return Node.objects.filter(is_public=True)


def blocks():
    return Block.objects.select_related("draft_saved_by")


def navigations():
    return Navigation.objects.all()


def redirects():
    return Redirect.objects.all()


def fonts():
    return Font.objects.all()


def revisions_of(entity: str, entity_id: int):
    return Revision.objects.filter(entity=entity, entity_id=entity_id).select_related("user")


def _redirect_table() -> dict[str, tuple[str, bool]]:
    # keyed by a stamp of the table (count, latest change): without Redis every web process has its own cache,
    # which a change made through another process could not clear; one small query keeps them all current
    stamp = Redirect.objects.order_by().aggregate(count=Count("id"), changed=Max("updated_at"))
    key = f"{REDIRECTS_CACHE_KEY}:{stamp['count']}:{stamp['changed'].isoformat() if stamp['changed'] else ''}"
    table = cache.get(key)
    if table is None:
        table = {
            path: (target, permanent)
            for path, target, permanent in Redirect.objects.values_list("path", "target", "is_permanent")
        }
        cache.set(key, table, 3600)
    return table


def match(table: dict[str, tuple[str, bool]], path: str) -> tuple[str, str, bool] | None:
    """(source, target, permanent) of the redirect for `path`: an exact source first, else the
    wildcard source with the longest prefix; a wildcard target carries the rest of the path over."""
    path = normalize_path(path)
    if path in table:
        target, permanent = table[path]
        return path, target, permanent
    best = None
    for source, (target, permanent) in table.items():
        if source.endswith("*") and path.startswith(source[:-1]) and (best is None or len(source) > len(best[0])):
            best = (source, target, permanent)
    if best is None:
        return None
    source, target, permanent = best
    if target.endswith("*"):
        target = target[:-1] + path[len(source) - 1 :]
        # '/alt//evil.example' must not become the protocol-relative '//evil.example': one leading slash
        if target.startswith(("/", "\\")):
            target = "/" + target.lstrip("/\\")
    return source, target, permanent


def resolve_redirect(path: str) -> tuple[str, bool] | None:
    """(target, permanent) when a redirect applies to the request path, else None (cached table)."""
    found = match(_redirect_table(), path)
    return None if found is None else (found[1], found[2])


def normalize_path(path: str) -> str:
    """'/alt/' and '/alt' are one address; the root stays '/'."""
    if path != "/" and path.endswith("/"):
        path = path.rstrip("/") or "/"
    return path
