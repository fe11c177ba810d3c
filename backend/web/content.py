"""The content site's part of the server-rendered head: site pages and tag pages looked up by path,
their titles and descriptions by the spec's rules."""

import re

from django.utils.html import strip_tags

from cms import selectors
from cms.models import NodeType, SiteType

TAG_PREFIX = "tags"


def plain_text(html: str) -> str:
    return re.sub(r"\s+", " ", strip_tags(html or "")).strip()


def find_site(path: str, preview: bool = False):
    """The public site at `path` (no leading slash; '' the home page); with `preview` (staff asked for
    ?vorschau=1) an unpublished one too."""
    sites = selectors.sites() if preview else selectors.public_sites()
    return sites.filter(path=path.strip("/")).first()


def site_title(site) -> str:
    """'{site title or name}'; a story's own title comes from its content (title, shortTitle, name)."""
    content = site.content or {}
    if site.type == SiteType.STORY:
        return site.title or content.get("title") or content.get("short_title") or site.name
    return site.title or site.name


def site_description(site) -> str:
    content = site.content or {}
    return site.description or (content.get("introduction") if site.type == SiteType.STORY else "") or ""


def public_tags():
    return selectors.public_nodes().filter(type=NodeType.TAG)


def find_tag(slug: str):
    """A tag's identifier is the tag slug of its name (rules.slug.tag_slug), the slug of its page."""
    return public_tags().filter(identifier=slug).first()


def tag_name(tag) -> str:
    return (tag.content or {}).get("name", "")
