"""The demo business's content site (cms.demo): home page, 'Über uns', three stories, navigations.
Reads like a small family bakery and restaurant; every document passes the API's checks."""

from . import schema, services
from .models import Navigation, Site, SiteType


def _site(path, name, kind, content, public=True, **fields):
    site = Site.objects.create(path=path, name=name, type=kind, is_public=public, **fields)
    cleaned, errors = services.check_content(schema.SITE_CONTENT[kind], content)
    if errors:
        raise ValueError(f"Demo-Inhalt ungültig: {errors}")
    site.content = cleaned
    site.save(update_fields=["content"])
    services.record_revision(None, site)
    return site


def _checked_items(items):
    cleaned, errors = services.check_collection(schema.NAVIGATION_CONTENT, items)
    if errors:
        raise ValueError(f"Demo-Navigation ungültig: {errors}")
    return cleaned


def home_site(form, pic, about, stories, opening):
    _site(
        "",
        "Startseite",
        SiteType.DEFAULT,
        {
            "body": [
                {
                    "type": "claimScroller",
                    "main_word": "Kornfeld",
                    "secondary_words": ["backt", "kocht", "liefert", "feiert mit"],
                },
                {
                    "type": "mashup",
                    "variant": "mediaRight",
                    "wysiwyg": "<h2>Brot vom Morgen, Küche bis zum Abend</h2><p>In unseren Bäckereien duftet es ab "
                    "6 Uhr nach Kornspitz und Bauernbrot, in den Wirtshäusern kommen mittags Gulasch und Schnitzel "
                    "auf den Tisch. Bestellen Sie online zum Abholen oder lassen Sie sich beliefern.</p>",
                    "media": {"type": "image", "image": pic("Bauernbrot")},
                    "links": [
                        {"type": "site", "label": "Über uns", "site": about.pk},
                        {"type": "form", "label": "Anfrage senden", "form": form.pk},
                    ],
                },
                {
                    "type": "columns",
                    "columns": [
                        {"body": [{"type": "numberFact", "label": "Jahre Familienbetrieb", "value": "126"}]},
                        {"body": [{"type": "numberFact", "label": "Standorte in Österreich", "value": "5"}]},
                        {"body": [{"type": "numberFact", "label": "Brote am Tag", "value": "1.800"}]},
                    ],
                },
                {"type": "gallery", "variant": 4, "images": [pic(n, i) for i, n in enumerate(GALLERY)]},
                {"type": "storiesOverview", "title": "Aus unserer Küche"},
                {"type": "tagsOverview", "title": "Themen"},
                {"type": "block", "block": opening.pk},
            ]
        },
        title="Willkommen bei Kornfeld",
        description="Bäckerei und Wirtshaus in Wien, Linz, Graz und Salzburg: frisches Brot, ehrliche Küche, "
        "Catering für Ihre Feier.",
    )


GALLERY = ("Kornspitz", "Sachertorte", "Kaiserschmarrn", "Wiener Schnitzel vom Kalb")


def about_site(form, pic):
    return _site(
        "ueber-uns",
        "Über uns",
        SiteType.DEFAULT,
        {
            "body": [
                {
                    "type": "mashup",
                    "variant": "mediaLeft",
                    "wysiwyg": "<h2>Seit 1898</h2><p>Was als kleine Backstube in Mariahilf begann, ist heute ein "
                    "Familienbetrieb in vierter Generation: drei Bäckereien, zwei Wirtshäuser und ein Online-Shop. "
                    "Der Sauerteig ist noch immer der vom Urgroßvater.</p>",
                    "media": {"type": "image", "image": pic("Ladenansicht Kornfeld Wirtshaus Mariahilf", 1)},
                    "links": [
                        {"type": "form", "label": "Kontakt aufnehmen", "form": form.pk},
                        {"type": "phone", "label": "+43 1 5220088", "phone": "+43 1 5220088"},
                    ],
                },
                {"type": "spacer", "size": 1},
                {
                    "type": "columns",
                    "columns": [
                        {
                            "wysiwyg": "<h3>Regional</h3><p>Mehl aus dem Weinviertel, Milch aus dem Mühlviertel, "
                            "Fleisch aus der Steiermark.</p>"
                        },
                        {"wysiwyg": "<h3>Handwerk</h3><p>Teige ruhen bei uns über Nacht. Das schmeckt man.</p>"},
                        {
                            "wysiwyg": "<h3>Frisch</h3><p>Gekocht wird jeden Tag neu, was übrig bleibt, geht an die "
                            "Tafel.</p>"
                        },
                    ],
                },
                {
                    "type": "accordion",
                    "items": [
                        {
                            "title": "Gibt es vegetarische Gerichte?",
                            "content": "<p>Ja, jeden Tag mehrere, zum Beispiel Käsespätzle und Gemüsestrudel.</p>",
                        },
                        {
                            "title": "Kann ich einen Tisch reservieren?",
                            "content": "<p>Gerne telefonisch oder über das Kontaktformular.</p>",
                        },
                        {
                            "title": "Liefern Sie auch?",
                            "content": "<p>In Wien liefern wir ab 25 € Bestellwert, "
                            "im 7. Bezirk ohne Liefergebühr.</p>",
                        },
                    ],
                },
                {
                    "type": "map",
                    "markers": [
                        {
                            "title": "Wirtshaus Mariahilf",
                            "description": "Mariahilfer Straße 88, 1070 Wien",
                            "lat": 48.1986,
                            "lng": 16.3497,
                        },
                        {
                            "title": "Bäckerei Linz",
                            "description": "Landstraße 12, 4020 Linz",
                            "lat": 48.3036,
                            "lng": 14.2906,
                        },
                        {
                            "title": "Wirtshaus Graz-Lend",
                            "description": "Lendplatz 5, 8020 Graz",
                            "lat": 47.0749,
                            "lng": 15.4319,
                        },
                        {
                            "title": "Bäckerei Salzburg",
                            "description": "Getreidegasse 20, 5020 Salzburg",
                            "lat": 47.8001,
                            "lng": 13.0437,
                        },
                    ],
                },
                {"type": "hr"},
            ]
        },
        title="Über uns",
        description="Familienbetrieb seit 1898: wer wir sind, was wir backen und kochen, wo Sie uns finden.",
    )


def stories(pic, wirtshaus, regional, catering):
    made = []
    for path, name, intro, image, tags, weight, attributes in (
        (
            "geschichten/hausgemachter-strudel",
            "Hausgemachter Strudel",
            "Jeden Morgen ziehen wir den Strudelteig von Hand – so dünn, dass man die Zeitung durchlesen kann.",
            "Apfelstrudel",
            [wirtshaus.pk, regional.pk],
            5,
            [
                {"type": "client", "name": "Wirtshaus Mariahilf", "city": "Wien", "country": "AT"},
                {"type": "partner", "name": "Obsthof Leitner", "city": "Kilb", "country": "AT"},
                {"type": "customText", "label": "Zeit", "value": "3 Stunden vom Teig zum Teller"},
            ],
        ),
        (
            "geschichten/vom-hof-auf-den-teller",
            "Vom Hof auf den Teller",
            "Unser Rindsgulasch kocht mit Fleisch von drei Höfen aus der Steiermark – wir kennen jeden Bauern.",
            "Rindsgulasch",
            [regional.pk, wirtshaus.pk],
            0,
            [
                {"type": "client", "name": "Wirtshaus Graz-Lend", "city": "Graz", "country": "AT"},
                {"type": "partner", "name": "Biohof Kogler", "city": "Gleisdorf", "country": "AT"},
            ],
        ),
        (
            "geschichten/hochzeitsbuffet",
            "Ein Buffet für 120 Gäste",
            "Torten, Brötchen und warme Küche für eine Hochzeit im Salzkammergut – aufgebaut in einer Stunde.",
            "Catering-Buffet",
            [catering.pk, regional.pk],
            3,
            [
                {"type": "client", "name": "Familie Huber", "city": "Gmunden", "country": "AT"},
                {
                    "type": "customLinks",
                    "label": "Mehr dazu",
                    "links": [{"type": "internal", "label": "Catering anfragen", "to": "/tags/catering"}],
                },
            ],
        ),
    ):
        made.append(
            _site(
                path,
                name,
                SiteType.STORY,
                {
                    "short_title": name,
                    "title": name,
                    "introduction": intro,
                    "thumbnail_image": pic(image),
                    "title_image": pic(image),
                    "weight": weight,
                    "tags": tags,
                    "story_attributes": attributes,
                    "body": [
                        {
                            "type": "mashup",
                            "wysiwyg": f"<h2>So entsteht es</h2><p>{intro}</p><p>Fragen Sie beim nächsten Besuch "
                            "nach – unser Team erzählt gerne mehr.</p>",
                        },
                        {"type": "gallery", "variant": 8, "images": [pic(image), pic("Brot", 1)]},
                    ],
                },
                description=intro,
            )
        )
    return made


def navigations(branches, about, stories):
    Navigation.objects.create(
        identifier="main",
        items=_checked_items(
            [
                {"type": "home", "label": "Start"},
                {
                    "type": "site",
                    "label": "Über uns",
                    "site": about.pk,
                    "children": [{"type": "site", "label": story.name, "site": story.pk} for story in stories[:2]],
                },
                {"type": "branch", "label": "Online bestellen", "branch": branches["wien-mariahilf"].pk},
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
