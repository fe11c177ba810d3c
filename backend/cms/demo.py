"""The website builder's part of the demo business (devtools load_demo): a small but complete content
site. Every document goes through the same checks as the API (cms.services.check_content)."""

import base64

from core.pdf import FONT as FONT_FILE
from media.models import Image

from . import schema, services
from .models import Block, Font, Navigation, Node, NodeType, Redirect, Site, SiteType


def _checked(fields, content, in_block=False):
    cleaned, errors = services.check_content(fields, content, in_block=in_block)
    if errors:
        raise ValueError(f"Demo-Inhalt ungültig: {errors}")
    return cleaned


def _node(kind, identifier, content, public=True):
    node = Node.objects.create(type=kind, identifier=identifier, is_public=public, content={})
    node.content = _checked(schema.NODE_CONTENT[kind], content)
    node.save(update_fields=["content"])
    services.record_revision(None, node)
    return node


def _site(path, name, kind, content, public=True, **fields):
    site = Site.objects.create(path=path, name=name, type=kind, is_public=public, **fields)
    site.content = _checked(schema.SITE_CONTENT[kind], content)
    site.save(update_fields=["content"])
    services.record_revision(None, site)
    return site


def _font_style(family: str) -> str:
    data = base64.b64encode(FONT_FILE.read_bytes()).decode("ascii")
    return (
        f"@font-face {{ font-family: '{family}'; font-style: normal; font-weight: 400; font-display: swap; "
        f"src: url(data:font/ttf;base64,{data}) format('truetype'); }}"
    )


def load(branches: dict) -> None:
    pictures = [{"id": pk} for pk in Image.objects.order_by("id").values_list("id", flat=True)[:4]]
    wirtshaus = _node(
        NodeType.TAG,
        "wirtshaus",
        {"name": "Wirtshaus", "weight": 10, "wysiwyg": "<p>Alles rund ums <strong>Wirtshaus</strong>.</p>"},
    )
    regional = _node(NodeType.TAG, "regional", {"name": "Regional", "weight": 5, "wysiwyg": "<p>Aus der Region.</p>"})
    form = _node(
        NodeType.FORM,
        "kontakt",
        {
            "name": "Kontakt",
            "is_in_footer": True,
            "description": "Schreiben Sie uns, wir melden uns am nächsten Werktag.",
            "fields": [
                {"type": "text", "field_id": "name", "label": "Name", "is_required": True},
                {"type": "email", "field_id": "email", "label": "E-Mail", "is_required": True},
                {"type": "textarea", "field_id": "message", "label": "Nachricht", "is_required": True},
                {
                    "type": "boolean",
                    "field_id": "privacy",
                    "label": "Ich stimme der Datenschutzerklärung zu.",
                    "is_required": True,
                },
            ],
            "actions": [{"type": "sendMail", "recipient": "office@example.com", "subject": "Kontaktanfrage"}],
            "thank_you": "<p>Vielen Dank für Ihre Nachricht!</p>",
        },
    )
    _node(
        NodeType.SIGNATURE,
        "signatur-office",
        {"name": "Wirtshaus Team", "email": "office@example.com", "phone": "+43 1 2345678"},
    )
    _node(
        NodeType.SOCIAL_ASSET,
        "herbst-aktion",
        {
            "name": "Herbst-Aktion",
            "description": "Beitragsbild für den Herbst.",
            "media": {"type": "image", "image": pictures[0]} if pictures else {"type": "gif", "images": []},
        },
    )
    opening = Block.objects.create(name="Öffnungszeiten-Hinweis", identifier="oeffnungszeiten-hinweis")
    opening.content = _checked(
        schema.BLOCK_CONTENT,
        {"body": [{"type": "numberFact", "label": "Tage in der Woche geöffnet", "value": "7"}]},
        in_block=True,
    )
    opening.save(update_fields=["content"])
    services.record_revision(None, opening)

    _site(
        "",
        "Startseite",
        SiteType.DEFAULT,
        {
            "body": [
                {
                    "type": "claimScroller",
                    "main_word": "Wirtshaus",
                    "secondary_words": ["regional", "saisonal", "gemütlich"],
                },
                {"type": "gallery", "variant": 8, "images": pictures},
                {"type": "block", "block": opening.pk},
            ]
        },
        title="Willkommen im Wirtshaus",
    )
    about = _site(
        "ueber-uns",
        "Über uns",
        SiteType.DEFAULT,
        {
            "body": [
                {
                    "type": "mashup",
                    "variant": "mediaLeft",
                    "wysiwyg": "<h2>Seit 1898</h2><p>Ein Familienbetrieb in vierter Generation.</p>",
                    "media": {"type": "image", "image": pictures[1]}
                    if len(pictures) > 1
                    else {"type": "gif", "images": []},
                    "links": [{"type": "form", "label": "Kontakt aufnehmen", "form": form.pk}],
                },
                {"type": "spacer", "size": 2},
                {
                    "type": "columns",
                    "columns": [
                        {"wysiwyg": "<p>Frische Zutaten aus der Region.</p>"},
                        {"wysiwyg": "<p>Gekocht wird jeden Tag neu.</p>"},
                    ],
                },
                {
                    "type": "accordion",
                    "items": [
                        {"title": "Gibt es vegetarische Gerichte?", "content": "<p>Ja, jeden Tag mehrere.</p>"},
                        {"title": "Kann ich einen Tisch reservieren?", "content": "<p>Gerne telefonisch.</p>"},
                    ],
                },
                {"type": "map", "markers": [{"title": "Wirtshaus Mariahilf", "lat": 48.1986, "lng": 16.3497}]},
                {"type": "hr"},
            ]
        },
        title="Über uns",
        description="Wer wir sind und was wir kochen.",
    )
    for path, name, tags, weight in (
        ("geschichten/hausgemachter-strudel", "Hausgemachter Strudel", [wirtshaus.pk, regional.pk], 5),
        ("geschichten/vom-hof-auf-den-teller", "Vom Hof auf den Teller", [regional.pk], 0),
    ):
        _site(
            path,
            name,
            SiteType.STORY,
            {
                "short_title": name,
                "title": name,
                "introduction": "Eine Geschichte aus unserer Küche.",
                "thumbnail_image": pictures[0] if pictures else None,
                "weight": weight,
                "tags": tags,
                "story_attributes": [
                    {"type": "client", "name": "Wirtshaus Mariahilf", "city": "Wien", "country": "AT"}
                ],
                "body": [{"type": "mashup", "wysiwyg": f"<p>{name}: wie es gemacht wird.</p>"}],
            },
        )
    Navigation.objects.create(
        identifier="main",
        items=_checked_items(
            [
                {"type": "home", "label": "Start"},
                {
                    "type": "site",
                    "label": "Über uns",
                    "site": about.pk,
                    "children": [
                        {"type": "branch", "label": "Mariahilf", "branch": branches["wien-mariahilf"].pk},
                    ],
                },
            ]
        ),
    )
    Navigation.objects.create(
        identifier="footer",
        items=_checked_items(
            [
                {"type": "site", "label": "Über uns", "site": about.pk},
                {"type": "link", "label": "Instagram", "href": "https://instagram.com/wirtshaus"},
            ]
        ),
    )
    Redirect.objects.create(path="/about", target="/ueber-uns", is_permanent=True)
    Font.objects.create(family="DejaVu Sans Mono", variant="regular", style=_font_style("DejaVu Sans Mono"))


def _checked_items(items):
    cleaned, errors = services.check_collection(schema.NAVIGATION_CONTENT, items)
    if errors:
        raise ValueError(f"Demo-Navigation ungültig: {errors}")
    return cleaned
