"""sitemap.xml and robots.txt for search engines: the public content sites (stories included), the
public tags' pages and the public branches' menu pages, each under the shop's public address."""

from xml.sax.saxutils import escape

from django.http import HttpResponse
from django.views.decorators.http import require_safe

from cms import selectors as cms
from core.public_url import public_base_url
from organisation.models import Branch

from . import content


def sitemap_paths() -> list[tuple[str, str]]:
    """(path, last modified date) of every public page, the home page first."""
    pages = [("/", "")]
    for path, changed in cms.public_sites().order_by("path").values_list("path", "updated_at"):
        if path:
            pages.append((f"/{path}", changed.date().isoformat()))
        else:
            pages[0] = ("/", changed.date().isoformat())
    for identifier, changed in content.public_tags().order_by("identifier").values_list("identifier", "updated_at"):
        pages.append((f"/{content.TAG_PREFIX}/{identifier}", changed.date().isoformat()))
    for identifier in Branch.objects.filter(is_public=True).order_by("identifier").values_list("identifier", flat=True):
        pages.append((f"/store/{identifier}", ""))
    return pages


@require_safe
def sitemap(request):
    base = public_base_url(request)
    entries = []
    for path, changed in sitemap_paths():
        lastmod = f"<lastmod>{changed}</lastmod>" if changed else ""
        entries.append(f"  <url><loc>{escape(base + path)}</loc>{lastmod}</url>")
    body = (
        '<?xml version="1.0" encoding="UTF-8"?>\n'
        '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' + "\n".join(entries) + "\n</urlset>\n"
    )
    return HttpResponse(body, content_type="application/xml; charset=utf-8")


@require_safe
def robots(request):
    """Everything public may be crawled; the back office, the API, checkouts and order status pages not."""
    lines = [
        "User-agent: *",
        "Disallow: /backend",
        "Disallow: /api/",
        "Disallow: /status/",
        "Disallow: /store/*/checkout",
        "Allow: /",
        f"Sitemap: {public_base_url(request)}/sitemap.xml",
    ]
    return HttpResponse("\n".join(lines) + "\n", content_type="text/plain; charset=utf-8")
