"""Title, description, canonical URL, Open Graph and Twitter tags per storefront route."""

import re
from dataclasses import dataclass

from django.utils.html import escape, strip_tags

from cms.models import NodeType
from cms.selectors import public_nodes
from organisation.models import Branch, Config
from organisation.selectors import legal_page

from . import content

IDENTIFIER = re.compile(r"[-a-zA-Z0-9_]{1,80}")


@dataclass
class PageMeta:
    title: str
    description: str
    path: str
    status: int = 200
    robots: str = "index, follow"
    # the page's heading and lead text, painted by the server until the app renders (landing pages)
    heading: str = ""
    lead: str = ""


def shop_title(config: Config) -> str:
    """Title fallback of the spec: seoTitle, then title, then shopName."""
    return config.seo_title or config.title or config.shop_name or "Bestellwerk"


def shop_description(config: Config) -> str:
    return config.seo_description or config.description


def _branch(identifier: str) -> Branch | None:
    if not IDENTIFIER.fullmatch(identifier):
        return None
    return Branch.objects.filter(identifier=identifier).only("name", "description").first()


def resolve(path: str, config: Config, preview: bool = False) -> PageMeta:
    """Meta for a storefront path ('/store/x/checkout' ...), else a content site page or tag page
    (`preview`: staff asked for ?vorschau=1, unpublished sites count too); unknown paths answer 404."""
    base = shop_title(config)
    description = shop_description(config)
    parts = [part for part in path.strip("/").split("/") if part]
    if not parts:
        lead = strip_tags(config.description).strip()
        return PageMeta(base, description, "/", heading=config.title or config.shop_name, lead=lead)
    if parts[0] == "store" and len(parts) >= 2:
        branch = _branch(parts[1])
        if branch is not None:
            branch_title = f"{branch.name} - {base}"
            branch_description = strip_tags(branch.description).strip() or description
            if len(parts) == 2:
                lead = strip_tags(branch.description).strip()
                return PageMeta(branch_title, branch_description, path, heading=branch.name, lead=lead)
            if parts[2:] in (["checkout"], ["checkout", "error"]):
                return PageMeta(f"Bestellvorgang - {branch_title}", branch_description, path, robots="noindex")
    if parts[0] == "site" and len(parts) == 2:
        page = legal_page(config, parts[1])
        if page is not None:
            return PageMeta(f"{page.title} - {base}", description, path)
    if parts[0] == "status" and len(parts) == 3:
        return PageMeta(f"Bestellstatus - {base}", description, path, robots="noindex")
    found = _content_page(parts, path, base, description, preview)
    if found is not None:
        return found
    return PageMeta(f"404 Not Found - {base}", description, path, status=404, robots="noindex")


def _content_page(parts: list[str], path: str, base: str, fallback: str, preview: bool) -> PageMeta | None:
    """Signatures, social assets, tag pages and sites (spec storefront §2 'Route table (content site)')."""
    if parts == ["signatures"]:
        return PageMeta(f"E-Mail-Signaturen - {base}", fallback, path, robots="noindex")
    if parts == ["social-assets"]:
        return PageMeta(f"Social-Media-Inhalte - {base}", fallback, path)
    if parts[0] == "social-assets" and len(parts) == 2:
        node = None
        if parts[1].isdigit() and len(parts[1]) <= 18:
            node = public_nodes().filter(type=NodeType.SOCIAL_ASSET, pk=int(parts[1])).first()
        if node is None:
            return None
        name = str(node.content.get("name") or "")
        text = str(node.content.get("description") or "") or fallback
        return PageMeta(f"{name} - {base}", text, path)
    if len(parts) == 2 and parts[0] == content.TAG_PREFIX:
        tag = content.find_tag(parts[1])
        if tag is None:
            return None
        name = content.tag_name(tag)
        text = content.plain_text((tag.content or {}).get("wysiwyg", ""))
        return PageMeta(f"Alles zum Thema {name} - {base}", text or fallback, path, heading=name, lead=text)
    site = content.find_site("/".join(parts), preview)
    if site is None:
        return None
    title = content.site_title(site)
    robots = "index, follow" if site.is_public else "noindex"
    text = content.site_description(site)
    return PageMeta(f"{title} - {base}", text or fallback, path, robots=robots, heading=title, lead=text)


# the header's logo box in CSS pixels (11rem × 2.75rem): the image is fitted inside it, so it never shifts
LOGO_WIDTH, LOGO_HEIGHT = 176, 44
EXTENSION = re.compile(r"^[a-z0-9]{1,10}$")


def logo_file(config: Config) -> str | None:
    """'{id}-{version}.{extension}' of the config's logo, or None without one."""
    ref = config.logo
    if not isinstance(ref, dict) or not isinstance(ref.get("id"), int) or not isinstance(ref.get("version"), int):
        return None
    extension = ref.get("extension")
    return (
        f"{ref['id']}-{ref['version']}.{extension}"
        if isinstance(extension, str) and EXTENSION.match(extension)
        else None
    )


def header_brand(config: Config) -> str:
    """The header's logo image (alt: the shop name), else the shop name, as the storefront's header shows it."""
    name = escape(config.shop_name or shop_title(config))
    file = logo_file(config)
    if file is None:
        return name
    return (
        f'<img src="/image/tiny/{file}" srcset="/image/tiny/{file} 256w, /image/small/{file} 640w" '
        f'sizes="{LOGO_WIDTH}px" width="{LOGO_WIDTH}" height="{LOGO_HEIGHT}" alt="{name}">'
    )


def render_shell(meta: PageMeta, config: Config) -> str:
    """The first paint of a landing page: header bar, heading and lead text. The app replaces it when it
    renders; until then a phone on a slow network shows the page's content instead of a blank screen."""
    if not meta.heading:
        return ""
    lead = f"<p>{escape(meta.lead)}</p>" if meta.lead else ""
    return (
        f'<div class="shell-bar"><span>{header_brand(config)}</span></div>'
        f'<div class="shell-main"><h1>{escape(meta.heading)}</h1>{lead}</div>'
    )


def render_head(meta: PageMeta, config: Config, base_url: str) -> str:
    url = base_url + meta.path
    og_title = config.og_title or meta.title
    og_description = config.og_description or meta.description
    twitter_title = config.twitter_title or meta.title
    twitter_description = config.twitter_description or meta.description
    tags = [
        f"<title>{escape(meta.title)}</title>",
        f'<meta name="description" content="{escape(meta.description)}">',
        f'<meta name="robots" content="{meta.robots}">',
        f'<link rel="canonical" href="{escape(url)}">',
        '<meta property="og:type" content="website">',
        f'<meta property="og:site_name" content="{escape(config.shop_name or shop_title(config))}">',
        f'<meta property="og:title" content="{escape(og_title)}">',
        f'<meta property="og:description" content="{escape(og_description)}">',
        f'<meta property="og:url" content="{escape(config.og_url or url)}">',
        '<meta property="og:locale" content="de_AT">',
        '<meta name="twitter:card" content="summary_large_image">',
        f'<meta name="twitter:title" content="{escape(twitter_title)}">',
        f'<meta name="twitter:description" content="{escape(twitter_description)}">',
    ]
    if config.og_image:
        tags.append(f'<meta property="og:image" content="{escape(config.og_image)}">')
    if config.twitter_image or config.og_image:
        tags.append(f'<meta name="twitter:image" content="{escape(config.twitter_image or config.og_image)}">')
    if config.twitter_url:
        tags.append(f'<meta name="twitter:url" content="{escape(config.twitter_url)}">')
    return "\n    ".join(tags)
