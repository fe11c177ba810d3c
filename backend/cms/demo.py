"""The website builder's part of the demo business (devtools load_demo): a small but complete content
site. Every document goes through the same checks as the API (cms.services.check_content)."""

import base64

from core.pdf import FONT as FONT_FILE
from media.models import Image

from . import demo_sites, schema, services
from .models import Block, Font, Node, NodeType, Redirect


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


def _font_style(family: str) -> str:
    data = base64.b64encode(FONT_FILE.read_bytes()).decode("ascii")
    return (
        f"@font-face {{ font-family: '{family}'; font-style: normal; font-weight: 400; font-display: swap; "
        f"src: url(data:font/ttf;base64,{data}) format('truetype'); }}"
    )


def load(branches: dict) -> None:
    pictures = [{"id": pk} for pk in Image.objects.order_by("id").values_list("id", flat=True)[:4]]
    named = {name: {"id": pk} for pk, name in Image.objects.order_by("id").values_list("id", "alt")}

    def pic(name: str, index: int = 0):
        """A demo picture by its name, else one of the first ones (a library without them still loads)."""
        return named.get(name) or (pictures[index % len(pictures)] if pictures else None)

    wirtshaus = _node(
        NodeType.TAG,
        "wirtshaus",
        {
            "name": "Wirtshaus",
            "weight": 10,
            "wysiwyg": "<p>Alles rund ums <strong>Wirtshaus</strong>: Schnitzel, Gulasch und Strudel, "
            "gekocht wie bei der Großmutter.</p>",
        },
    )
    regional = _node(
        NodeType.TAG,
        "regional",
        {"name": "Regional", "weight": 5, "wysiwyg": "<p>Mehl, Milch und Fleisch von Höfen aus der Region.</p>"},
    )
    catering = _node(
        NodeType.TAG,
        "catering",
        {
            "name": "Catering",
            "weight": 3,
            "wysiwyg": "<p>Buffets und Torten für Feiern, Firmen und Feste – geliefert und aufgebaut.</p>",
        },
    )
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

    about = demo_sites.about_site(form, pic)
    stories = demo_sites.stories(pic, wirtshaus, regional, catering)
    demo_sites.home_site(form, pic, about, stories, opening)
    demo_sites.navigations(branches, about, stories)
    Redirect.objects.create(path="/about", target="/ueber-uns", is_permanent=True)
    Font.objects.create(family="DejaVu Sans Mono", variant="regular", style=_font_style("DejaVu Sans Mono"))
