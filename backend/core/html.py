"""HTML from editors and visitors made safe with nh3: one named configuration per purpose, the only place that
calls nh3.

- rich_text_html: the editors' rich text (the website builder's wysiwyg fields, a task's description): the
  editor's tags only, links with http(s)/mailto/tel and rel="noopener noreferrer";
- render_markdown: markdown from editors (the legal pages) rendered by markdown-it-py (raw HTML off), then nh3's
  default tags, links with rel="noopener noreferrer";
- signature_html: an e-mail signature as the signatures page renders it (features/signatures/render.ts): a table
  around the signature's image (a PNG data address) and its mailto: and tel: links; anything else is dropped, so
  the business's sender never carries another party's links or markup.
"""

import nh3
from markdown_it import MarkdownIt

LINK_REL = "noopener noreferrer"

# --- rich text ---------------------------------------------------------------------------------------------------
RICH_TEXT_TAGS = {
    "p",
    "br",
    "strong",
    "b",
    "em",
    "i",
    "u",
    "s",
    "a",
    "ul",
    "ol",
    "li",
    "h2",
    "h3",
    "h4",
    "h5",
    "blockquote",
    "hr",
    "sub",
    "sup",
    "span",
}
RICH_TEXT_ATTRIBUTES = {"a": {"href", "target", "title"}}
RICH_TEXT_URL_SCHEMES = {"http", "https", "mailto", "tel"}


def rich_text_html(html: str) -> str:
    """Rich text with only the editor's tags; links get rel="noopener noreferrer"."""
    return nh3.clean(
        html,
        tags=RICH_TEXT_TAGS,
        attributes=RICH_TEXT_ATTRIBUTES,
        link_rel=LINK_REL,
        url_schemes=RICH_TEXT_URL_SCHEMES,
    )


# --- markdown ----------------------------------------------------------------------------------------------------
_markdown = MarkdownIt("commonmark", {"html": False, "linkify": False, "typographer": False}).enable("table")


def render_markdown(text: str) -> str:
    """Markdown rendered to HTML, cleaned with nh3's defaults (links get rel="noopener noreferrer")."""
    return nh3.clean(_markdown.render(text or ""), link_rel=LINK_REL)


# --- e-mail signatures -------------------------------------------------------------------------------------------
SIGNATURE_TAGS = {"table", "tbody", "tr", "td", "img", "a", "span", "br"}
SIGNATURE_ATTRIBUTES = {
    "table": {"cellpadding", "cellspacing", "border", "width", "style"},
    "td": {"style"},
    "img": {"src", "width", "height", "alt", "style"},
    "a": {"href"},
}
SIGNATURE_STYLES = {
    "display",
    "width",
    "height",
    "border",
    "border-collapse",
    "padding",
    "font-family",
    "font-size",
    "color",
}


def _signature_attribute(tag: str, attribute: str, value: str) -> str | None:
    if tag == "img" and attribute == "src":
        return value if value.startswith("data:image/png;base64,") else None
    if tag == "a" and attribute == "href":
        return value if value.startswith(("mailto:", "tel:")) else None
    return value


def signature_html(html: str) -> str:
    """The signature's HTML reduced to what the signatures page renders."""
    return nh3.clean(
        html,
        tags=SIGNATURE_TAGS,
        attributes=SIGNATURE_ATTRIBUTES,
        url_schemes={"data", "mailto", "tel"},
        attribute_filter=_signature_attribute,
        filter_style_properties=SIGNATURE_STYLES,
        link_rel=None,
    )
