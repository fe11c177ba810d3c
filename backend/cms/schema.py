"""The content schemas of the website builder, built in Python from the spec's field-type catalogue.

storefront-and-content.md §3: field types (text, textarea, wysiwyg, markdown, number, date, image,
images, file, files, boolean, select, multiselect, group, tabs, collection, reference, color,
geolocation), link kinds, media kinds and the block catalogue; §5 editor hints; §9 constants.

Content is stored with snake_case keys (the API's parser renames camelCase keys on the way in, the
renderer back on the way out); error paths are reported in camelCase as the client sent them
('body.3.columns.1.image'). `validate()` checks a whole document at once and reports every failing
field with its path; ids of referenced rows are collected on the way and checked with one query per
kind (cms.references), image and file references are completed with their current version.
"""

import datetime
import math
import re
from copy import deepcopy
from dataclasses import dataclass, field
from decimal import Decimal
from typing import Any

from django.core.exceptions import ValidationError as DjangoValidationError
from django.core.validators import validate_email

from core.api.casing import to_camel
from core.api.text import LINE_BREAK
from core.html import rich_text_html

from .field_types import describe_field_types

MISSING = object()

# --- messages (German, each reported as '<path>: <message>') ---------------------------------------
REQUIRED = "Dieses Feld ist erforderlich."
UNKNOWN_FIELD = "Unbekanntes Feld."
TEXT = "Bitte geben Sie einen Text ein."
TOO_LONG = "Bitte geben Sie höchstens {max} Zeichen ein."
NUMBER = "Bitte geben Sie eine Zahl ein."
INTEGER = "Bitte geben Sie eine ganze Zahl ein."
TOO_SMALL = "Bitte geben Sie eine Zahl ab {min} ein."
TOO_BIG = "Bitte geben Sie eine Zahl bis {max} ein."
DATE = "Bitte geben Sie ein Datum im Format JJJJ-MM-TT ein."
TIME = "Bitte geben Sie eine Uhrzeit im Format HH:MM ein."
DATE_TIME = "Bitte geben Sie Datum und Uhrzeit im Format JJJJ-MM-TTTHH:MM ein."
IMAGE = "Bitte wählen Sie ein Bild aus der Mediathek."
FILE = "Bitte wählen Sie eine Datei."
BOOLEAN = "Bitte wählen Sie Ja oder Nein."
SELECT = "Bitte wählen Sie einen dieser Werte: {options}."
MULTISELECT = "Bitte wählen Sie eine Liste aus diesen Werten: {options}."
OBJECT = "Bitte geben Sie ein Objekt mit Feldern an."
LIST = "Bitte geben Sie eine Liste an."
TOO_MANY = "Bitte geben Sie höchstens {max} Einträge an."
REFERENCE = "Bitte wählen Sie einen Eintrag (ID)."
NOT_FOUND = "{label} {id} gibt es nicht."
WRONG_NODE = "Inhalt {id} ist kein {kind}."
COLOR = "Bitte geben Sie eine Farbe im Format #rrggbb an."
EMAIL = "Bitte geben Sie eine gültige E-Mail-Adresse ein."
URL = "Bitte geben Sie eine Adresse an, die mit http:// oder https:// beginnt."
INTERNAL_PATH = "Bitte geben Sie einen Pfad an, der mit / beginnt."
TYPE_MISSING = "Bitte geben Sie den Typ an ({options})."
TYPE_UNKNOWN = "Unbekannter Typ „{type}“. Erlaubt: {options}."
BLOCK_IN_BLOCK = "Ein wiederverwendbarer Block kann keinen anderen Block einbetten."

# --- spec §9 constants -------------------------------------------------------------------------------
SPACER_SIZES = (1, 2, 3, 4)  # default 1
GALLERY_VARIANTS = (12, 10, 8, 6, 4)  # images at 16:9
TEXTAREA_ROWS = 3
MAP_ZOOM = Decimal("0.5")
LIGHT_GREY = "#d3d3d3"  # slices colours default "light grey"
GIF_INTERVAL, SCREENSHOTS_INTERVAL, SLICES_INTERVAL = 200, 1000, 500
COLUMNS_TOP, COLUMNS_NESTED = 4, 2  # editor hint: 4 columns at top level, 2 when nested
LEAD_ARTICLE_MEDIA = 3
TEXT_LENGTH, TEXTAREA_LENGTH, RICH_LENGTH = 255, 5000, 100_000

HEX_COLOR = re.compile(r"^#(?:[0-9a-fA-F]{3}){1,2}$")
TIME_FORMAT = re.compile(r"^(?:[01][0-9]|2[0-3]):[0-5][0-9]$")
DATE_FORMAT = re.compile(r"^[0-9]{4}-[0-9]{2}-[0-9]{2}$")
ID_MAX = 2**63 - 1
NUMBER_LIMIT = 10**15  # numbers without their own bounds (no 1e999999 reaches int() or the database)

# reference targets: German label (for messages) and, for nodes, the node type they must have
TARGET_LABELS = {
    "block": "Block",
    "site": "Seite",
    "category": "Kategorie",
    "product": "Produkt",
    "scene": "Szene",
    "node": "Inhalt",
    "branch": "Filiale",
    "image": "Bild",
    "file": "Datei",
}
NODE_KIND_LABELS = {"tag": "Schlagwort", "form": "Formular", "socialAsset": "Social-Media-Inhalt"}


@dataclass(frozen=True)
class F:
    """One field of a content schema (name in snake_case, as stored)."""

    name: str
    type: str
    label: str = ""
    required: bool = False
    default: Any = MISSING
    max_length: int | None = None
    min: int | Decimal | None = None
    max: int | Decimal | None = None
    integer: bool = False
    options: tuple = ()
    fields: tuple = ()  # group / collection items / tabs: ((name, label, fields), ...)
    item: "F | None" = None  # collection of single values
    union: str | None = None  # typed object(s) of a union ("block", "link", "media", ...)
    target: str | None = None  # reference: block, site, category, product, scene, node, branch
    node_type: str | None = None  # reference to a node of this type
    max_items: int | None = None
    mode: str = "date"  # date: date, time, dateTime
    format: str | None = None  # text: email, url, path
    hint: str = ""  # editor hint (spec §5) shown as help text
    extra: dict = field(default_factory=dict, compare=False, hash=False)  # editor settings (rows, ...)


def text(name, label, **kw):
    return F(name, "text", label, **kw)


def textarea(name, label, **kw):
    kw.setdefault("extra", {"rows": TEXTAREA_ROWS})
    return F(name, "textarea", label, **kw)


def wysiwyg(name="wysiwyg", label="Text"):
    return F(name, "wysiwyg", label)


def body(name="body", label="Blöcke"):
    return F(name, "collection", label, union="block")


def links(name="links", label="Links"):
    return F(name, "collection", label, union="link")


def media(name="media", label="Medium", **kw):
    return F(name, "group", label, union="media", **kw)


def interval(default):
    return F("interval", "number", "Intervall (ms)", integer=True, min=10, max=60_000, default=default)


LABEL = text("label", "Beschriftung")
SIZE = F("size", "number", "Größe", integer=True, min=1, max=4, default=1, hint="1 bis 4")

# --- unions: a "type" key chooses the fields --------------------------------------------------------
LINKS = {
    "site": ("Seite", (LABEL, F("site", "reference", "Seite", required=True, target="site"), text("suffix", "Zusatz"))),
    "internal": ("Interner Link", (LABEL, text("to", "Pfad", required=True, format="path"))),
    "external": (
        "Externer Link",
        (
            LABEL,
            text("href", "Adresse", required=True, max_length=1000, format="url"),
            F("target", "select", "Öffnen in", options=("_self", "_blank"), default="_blank"),
        ),
    ),
    "file": ("Datei", (LABEL, F("file", "file", "Datei", required=True))),
    "email": ("E-Mail", (LABEL, text("mailto", "E-Mail-Adresse", required=True, format="email"))),
    "phone": ("Telefon", (LABEL, text("phone", "Telefonnummer", required=True))),
    "form": ("Formular", (LABEL, F("form", "reference", "Formular", required=True, target="node", node_type="form"))),
}

MEDIA = {
    "image": ("Bild", (F("image", "image", "Bild", required=True),)),
    "video": (
        "Video",
        (
            F("video", "file", "Video (mp4)", required=True),
            F("poster", "image", "Vorschaubild"),
            F("is_autoplay", "boolean", "Automatisch abspielen", default=False),
            F("is_muted", "boolean", "Stumm", default=False),
            F("is_controllable", "boolean", "Steuerelemente", default=True),
            F("is_looped", "boolean", "Wiederholen", default=False),
        ),
    ),
    "gif": ("Animation", (interval(GIF_INTERVAL), F("images", "images", "Bilder", hint="Am besten 2 Bilder."))),
    "screenshots": (
        "Bildschirmfotos",
        (
            interval(SCREENSHOTS_INTERVAL),
            F("images", "images", "Bilder"),
            F("animation_style", "select", "Animation", options=("slide", "fade"), default="slide"),
            F("background_color", "color", "Hintergrundfarbe"),
            F("border_color", "color", "Rahmenfarbe"),
        ),
    ),
    "slices": (
        "Streifen",
        (
            interval(SLICES_INTERVAL),
            F("images", "images", "Bilder"),
            F("columns", "number", "Spalten", integer=True, min=1, max=12, default=1),
            F("rows", "number", "Zeilen", integer=True, min=1, max=12, default=1),
            F("color_from", "color", "Farbe von", default=LIGHT_GREY),
            F("color_to", "color", "Farbe bis", default=LIGHT_GREY),
        ),
    ),
}

COLUMN = (
    wysiwyg(),
    F("image", "image", "Bild"),
    links(),
    body(),
)

BLOCKS = {
    "gallery": (
        "Galerie",
        (
            F("variant", "select", "Variante", options=GALLERY_VARIANTS, default=12, hint="Bilder im Format 16:9"),
            F("images", "images", "Bilder"),
        ),
    ),
    "logoScroller": (
        "Logo-Laufband",
        (F("categories", "collection", "Kategorien", fields=(LABEL, F("logos", "images", "Logos"))),),
    ),
    "claimScroller": (
        "Slogan-Laufband",
        (
            text("main_word", "Hauptwort", required=True),
            F("secondary_words", "collection", "Weitere Wörter", item=text("word", "Wort")),
        ),
    ),
    "numberFact": ("Zahl", (text("label", "Beschriftung", required=True), text("value", "Wert", required=True))),
    "columns": (
        "Spalten",
        (
            F(
                "layout",
                "group",
                "Anordnung",
                fields=(
                    F(
                        "flex_direction",
                        "select",
                        "Richtung",
                        options=("row", "row-reverse", "column", "column-reverse"),
                        default="row",
                    ),
                    F(
                        "align_items",
                        "select",
                        "Ausrichtung",
                        options=("stretch", "flex-start", "center", "flex-end"),
                        default="stretch",
                    ),
                ),
            ),
            F("columns", "collection", "Spalten", fields=COLUMN, hint="4 Spalten oben, 2 in verschachtelten Spalten"),
        ),
    ),
    "accordion": (
        "Akkordeon",
        (F("items", "collection", "Einträge", fields=(text("title", "Titel", required=True), wysiwyg("content"))),),
    ),
    "map": (
        "Karte",
        (
            F("geolocation", "geolocation", "Kartenausschnitt"),
            F(
                "markers",
                "collection",
                "Markierungen",
                fields=(
                    text("title", "Titel", required=True),
                    textarea("description", "Beschreibung"),
                    F("lat", "number", "Breitengrad", required=True, min=-90, max=90),
                    F("lng", "number", "Längengrad", required=True, min=-180, max=180),
                    F("videos", "files", "Videos", max_items=2),
                    F("images", "images", "Bilder", max_items=2),
                ),
            ),
        ),
    ),
    "mashup": (
        "Text mit Medium",
        (
            F("variant", "select", "Variante", options=("mediaLeft", "mediaRight"), default="mediaLeft"),
            wysiwyg(),
            links(),
            media(),
        ),
    ),
    "leadArticlesOverview": (
        "Leitartikel",
        (
            F(
                "stories",
                "collection",
                "Geschichten",
                fields=(
                    text("short_title", "Kurztitel", max_length=40, hint="Etwa 20 bis 40 Zeichen"),
                    text("title", "Titel", max_length=50, hint="Etwa 50 Zeichen"),
                    textarea("introduction", "Einleitung", max_length=256, hint="Höchstens 256 Zeichen"),
                    F(
                        "media",
                        "collection",
                        "Medien",
                        union="media",
                        max_items=LEAD_ARTICLE_MEDIA,
                        hint="Höchstens 3 Medien",
                    ),
                    F("reference", "reference", "Seite", target="site"),
                ),
            ),
        ),
    ),
    "storiesOverview": (
        "Geschichten",
        (
            text("title", "Titel"),
            F(
                "tags",
                "collection",
                "Schlagworte",
                item=F("tag", "reference", "Schlagwort", target="node", node_type="tag"),
            ),
        ),
    ),
    "tagsOverview": ("Schlagworte", (text("title", "Titel"),)),
    "hr": ("Trennlinie", ()),
    "spacer": ("Abstand", (SIZE,)),
    "negativeSpacer": ("Negativer Abstand", (SIZE,)),
    # a reusable Block (entity) embedded in a page
    "block": ("Wiederverwendbarer Block", (F("block", "reference", "Block", required=True, target="block"),)),
}

PERSON = (text("name", "Name", required=True), text("city", "Ort"), text("country", "Land"))
STORY_ATTRIBUTES = {
    "client": ("Auftraggeber", PERSON),
    "partner": ("Partner", PERSON),
    "customText": ("Text", (text("label", "Bezeichnung"), text("value", "Wert", required=True))),
    "customLinks": ("Links", (text("label", "Bezeichnung"), links())),
}

FIELD_BASE = (
    text("field_id", "Feld-ID"),
    text("label", "Beschriftung", required=True),
    F("is_required", "boolean", "Pflichtfeld", default=False),
)
FORM_FIELDS = {
    "text": (
        "Text",
        (*FIELD_BASE, F("subtype", "select", "Art", options=("text", "email", "textarea"), default="text")),
    ),
    "textarea": ("Mehrzeiliger Text", FIELD_BASE),
    "email": ("E-Mail", FIELD_BASE),
    "select": (
        "Auswahl",
        (*FIELD_BASE, F("options", "collection", "Optionen", fields=(text("value", "Wert", required=True),))),
    ),
    "boolean": ("Checkbox", FIELD_BASE),
}
FORM_ACTIONS = {
    "sendMail": (
        "E-Mail senden",
        (
            text("recipient", "Empfänger", required=True, format="email"),
            text("subject", "Betreff"),
            textarea("message", "Nachricht"),
        ),
    ),
    "sendSms": ("SMS senden", (text("recipient", "Empfänger", required=True), textarea("message", "Nachricht"))),
    "trackGoogleTagConversion": (
        "Google-Tag-Conversion",
        (text("conversion_id", "Conversion-ID", required=True), F("value", "number", "Wert (EUR)", min=0)),
    ),
    "newsletter": ("Newsletter", (text("opt_in_field", "Feld der Einwilligung", required=True),)),
}

ENABLED = F("is_enabled", "boolean", "Aktiv", default=True)
SUFFIX = text("suffix", "Zusatz")
CHILDREN = F("children", "collection", "Untereinträge", union="navigationItem")
NAVIGATION_ITEMS = {
    "home": ("Startseite", (LABEL, ENABLED, SUFFIX, CHILDREN)),
    "site": (
        "Seite",
        (LABEL, ENABLED, F("site", "reference", "Seite", required=True, target="site"), SUFFIX, CHILDREN),
    ),
    "branch": (
        "Filiale",
        (LABEL, ENABLED, F("branch", "reference", "Filiale", required=True, target="branch"), SUFFIX, CHILDREN),
    ),
    "link": (
        "Link",
        (
            text("label", "Beschriftung", required=True),
            ENABLED,
            text("href", "Adresse", required=True, max_length=1000, format="url"),
            CHILDREN,
        ),
    ),
    "other": ("Sonstiges", (text("label", "Beschriftung", required=True), ENABLED, CHILDREN)),
}

UNIONS = {
    "block": BLOCKS,
    "link": LINKS,
    "media": MEDIA,
    "storyAttribute": STORY_ATTRIBUTES,
    "formField": FORM_FIELDS,
    "formAction": FORM_ACTIONS,
    "navigationItem": NAVIGATION_ITEMS,
}

# --- documents ----------------------------------------------------------------------------------------
SITE_CONTENT = {
    "default": (body(),),
    "simple": (wysiwyg(),),
    "story": (
        text("short_title", "Kurztitel", max_length=40, hint="Etwa 20 bis 40 Zeichen"),
        text("title", "Titel", max_length=50, hint="Etwa 50 Zeichen"),
        textarea("introduction", "Einleitung", max_length=256, hint="Höchstens 256 Zeichen"),
        F("thumbnail_image", "image", "Vorschaubild"),
        F("title_image", "image", "Titelbild"),
        F("weight", "number", "Gewichtung", integer=True, min=-1000, max=1000, default=0),
        F(
            "tags",
            "collection",
            "Schlagworte",
            item=F("tag", "reference", "Schlagwort", target="node", node_type="tag"),
        ),
        F("story_attributes", "collection", "Angaben", union="storyAttribute"),
        body(),
    ),
}

NODE_CONTENT = {
    "tag": (
        text("name", "Name", required=True),
        F("image", "image", "Bild"),
        F("weight", "number", "Gewichtung", integer=True, min=-1000, max=1000, default=0),
        wysiwyg(),
        body(),
    ),
    "form": (
        text("name", "Name", required=True),
        F("is_in_footer", "boolean", "Im Fußbereich", default=False),
        textarea("description", "Beschreibung"),
        F("fields", "collection", "Felder", union="formField"),
        F("actions", "collection", "Aktionen", union="formAction"),
        wysiwyg("thank_you", "Dankeschön-Text"),
    ),
    "socialAsset": (text("name", "Name", required=True), textarea("description", "Beschreibung"), media()),
    "signature": (
        text("name", "Name", required=True),
        text("email", "E-Mail", format="email"),
        text("phone", "Telefon"),
    ),
    "other": (text("name", "Name"), wysiwyg(), body()),
}

BLOCK_CONTENT = (body(),)
NAVIGATION_CONTENT = F("items", "collection", "Einträge", union="navigationItem")


# --- validation -----------------------------------------------------------------------------------------
@dataclass
class Ref:
    target: str
    id: int
    path: str
    node_type: str | None = None
    holder: dict | None = None  # image/file references: completed with the current version


@dataclass
class Result:
    value: Any
    errors: list[tuple[str, str, str]]  # (path, code, message)
    refs: list[Ref]


class _Walker:
    def __init__(self, in_block: bool = False):
        self.errors: list[tuple[str, str, str]] = []
        self.refs: list[Ref] = []
        self.in_block = in_block

    def error(self, path, code, message):
        self.errors.append((path, code, message))
        return MISSING

    # a group of fields: unknown keys refused, missing ones filled with their defaults
    def fields(self, fields, value, path, columns_depth=0):
        if not isinstance(value, dict):
            return self.error(path, "content_object", OBJECT)
        result = {}
        names = {f.name for f in fields}
        for key in value:
            if key not in names and key != "type":
                self.error(_join(path, to_camel(str(key))), "content_unknown_field", UNKNOWN_FIELD)
        for spec in fields:
            child = self.value(spec, value.get(spec.name, MISSING), _join(path, to_camel(spec.name)), columns_depth)
            if child is not MISSING:
                result[spec.name] = child
        return result

    def union(self, name, value, path, columns_depth=0):
        kinds = UNIONS[name]
        if not isinstance(value, dict):
            return self.error(path, "content_object", OBJECT)
        options = ", ".join(kinds)
        kind = value.get("type")
        if kind in (None, ""):
            return self.error(_join(path, "type"), "content_type_missing", TYPE_MISSING.format(options=options))
        if not isinstance(kind, str) or kind not in kinds:
            return self.error(
                _join(path, "type"), "content_type_unknown", TYPE_UNKNOWN.format(type=kind, options=options)
            )
        if kind == "block" and name == "block" and self.in_block:
            return self.error(_join(path, "type"), "block_in_block", BLOCK_IN_BLOCK)
        if kind == "columns":
            limit = COLUMNS_TOP if columns_depth == 0 else COLUMNS_NESTED
            columns_depth += 1
            count = value.get("columns")
            if isinstance(count, list) and len(count) > limit:
                self.error(_join(path, "columns"), "content_too_many", TOO_MANY.format(max=limit))
                return MISSING
        cleaned = self.fields(kinds[kind][1], value, path, columns_depth)
        if cleaned is MISSING:
            return MISSING
        return {"type": kind, **cleaned}

    def value(self, spec: F, value, path, columns_depth=0):
        if value is MISSING or value is None:
            if spec.required:
                return self.error(path, "content_required", REQUIRED)
            return empty(spec)
        check = getattr(self, "_" + spec.type)
        return check(spec, value, path, columns_depth)

    def _string(self, spec, value, path, limit, one_line):
        if not isinstance(value, str):
            return self.error(path, "content_text", TEXT)
        value = value.strip() if one_line else value
        if one_line and re.search("[\t\n\r]", value):
            return self.error(path, "line_break", LINE_BREAK)
        limit = spec.max_length or limit
        if len(value) > limit:
            return self.error(path, "content_too_long", TOO_LONG.format(max=limit))
        if spec.required and not value.strip():
            return self.error(path, "content_required", REQUIRED)
        if value and spec.format:
            return self._format(spec.format, value, path)
        return value

    def _format(self, kind, value, path):
        if kind == "email":
            try:
                validate_email(value)
            except DjangoValidationError:
                return self.error(path, "content_email", EMAIL)
        elif kind == "url" and not re.match(r"^https?://[^\s/]+", value):
            return self.error(path, "content_url", URL)
        elif kind == "path" and not value.startswith("/"):
            return self.error(path, "content_path", INTERNAL_PATH)
        return value

    def _text(self, spec, value, path, _depth):
        return self._string(spec, value, path, TEXT_LENGTH, True)

    def _textarea(self, spec, value, path, _depth):
        return self._string(spec, value, path, TEXTAREA_LENGTH, False)

    def _markdown(self, spec, value, path, _depth):
        return self._string(spec, value, path, RICH_LENGTH, False)

    def _wysiwyg(self, spec, value, path, _depth):
        value = self._string(spec, value, path, RICH_LENGTH, False)
        return value if value is MISSING else rich_text_html(value)

    def _number(self, spec, value, path, _depth):
        if isinstance(value, float) and math.isfinite(value):
            value = Decimal(str(value))  # stored documents and Python callers; the API parser gives Decimal
        if isinstance(value, bool) or not isinstance(value, (int, Decimal)):
            return self.error(path, "content_number", NUMBER)
        low = spec.min if spec.min is not None else -NUMBER_LIMIT
        high = spec.max if spec.max is not None else NUMBER_LIMIT
        if value < low:
            return self.error(path, "content_too_small", TOO_SMALL.format(min=low))
        if value > high:
            return self.error(path, "content_too_big", TOO_BIG.format(max=high))
        if spec.integer and value != int(value):
            return self.error(path, "content_integer", INTEGER)
        return int(value) if value == int(value) else float(value)

    def _date(self, spec, value, path, _depth):
        message = {"date": DATE, "time": TIME, "dateTime": DATE_TIME}[spec.mode]
        if not isinstance(value, str):
            return self.error(path, "content_date", message)
        try:
            if spec.mode == "time":
                if not TIME_FORMAT.match(value):
                    raise ValueError(value)
            elif spec.mode == "date":
                # fromisoformat alone also takes '20261125' and the week date '2026-W48-3'
                if not DATE_FORMAT.match(value):
                    raise ValueError(value)
                datetime.date.fromisoformat(value)
            else:
                parsed = datetime.datetime.fromisoformat(value)
                if parsed.tzinfo is not None or not 2000 <= parsed.year <= 2100:
                    raise ValueError(value)
                value = parsed.strftime("%Y-%m-%dT%H:%M")
        except ValueError:
            return self.error(path, "content_date", message)
        return value

    def _reference_object(self, value, path, target, message):
        if isinstance(value, int) and not isinstance(value, bool):
            value = {"id": value}
        if not isinstance(value, dict) or not _is_id(value.get("id")):
            return self.error(path, f"content_{target}", message)
        holder = {"id": value["id"]}
        self.refs.append(Ref(target, value["id"], path, holder=holder))
        return holder

    def _image(self, spec, value, path, _depth):
        return self._reference_object(value, path, "image", IMAGE)

    def _file(self, spec, value, path, _depth):
        return self._reference_object(value, path, "file", FILE)

    def _list_of(self, spec, value, path, check):
        if not isinstance(value, list):
            return self.error(path, "content_list", LIST)
        if spec.max_items is not None and len(value) > spec.max_items:
            return self.error(path, "content_too_many", TOO_MANY.format(max=spec.max_items))
        result = [check(item, _join(path, str(index))) for index, item in enumerate(value)]
        return [item for item in result if item is not MISSING]

    def _images(self, spec, value, path, _depth):
        return self._list_of(spec, value, path, lambda item, at: self._reference_object(item, at, "image", IMAGE))

    def _files(self, spec, value, path, _depth):
        return self._list_of(spec, value, path, lambda item, at: self._reference_object(item, at, "file", FILE))

    def _boolean(self, spec, value, path, _depth):
        if not isinstance(value, bool):
            return self.error(path, "content_boolean", BOOLEAN)
        return value

    def _select(self, spec, value, path, _depth):
        if isinstance(value, bool) or value not in spec.options:
            return self.error(path, "content_select", SELECT.format(options=_options(spec)))
        return int(value) if isinstance(value, Decimal) else value

    def _multiselect(self, spec, value, path, _depth):
        message = MULTISELECT.format(options=_options(spec))
        if not isinstance(value, list) or any(isinstance(v, bool) or v not in spec.options for v in value):
            return self.error(path, "content_multiselect", message)
        return [option for option in spec.options if option in value]

    def _group(self, spec, value, path, depth):
        if spec.union:
            return self.union(spec.union, value, path, depth)
        return self.fields(spec.fields, value, path, depth)

    def _tabs(self, spec, value, path, depth):
        tabs = tuple(F(name, "group", label, fields=fields) for name, label, fields in spec.fields)
        return self.fields(tabs, value, path, depth)

    def _collection(self, spec, value, path, depth):
        if spec.union:
            return self._list_of(spec, value, path, lambda item, at: self.union(spec.union, item, at, depth))
        if spec.item is not None:
            return self._list_of(spec, value, path, lambda item, at: self.value(spec.item, item, at, depth))
        return self._list_of(spec, value, path, lambda item, at: self.fields(spec.fields, item, at, depth))

    def _reference(self, spec, value, path, _depth):
        if not _is_id(value):
            return self.error(path, "content_reference", REFERENCE)
        self.refs.append(Ref(spec.target, value, path, node_type=spec.node_type))
        return value

    def _color(self, spec, value, path, _depth):
        if not isinstance(value, str) or not HEX_COLOR.match(value):
            return self.error(path, "content_color", COLOR)
        value = value.lower()
        return "#" + "".join(c * 2 for c in value[1:]) if len(value) == 4 else value

    def _geolocation(self, spec, value, path, depth):
        return self.fields(GEOLOCATION, value, path, depth)


GEOLOCATION = (
    F("style", "select", "Kartenstil", options=("default", "light", "dark"), default="default"),
    F("zoom", "number", "Zoom", min=0, max=22, default=MAP_ZOOM),
    F(
        "center",
        "group",
        "Mittelpunkt",
        fields=(
            F("lat", "number", "Breitengrad", min=-90, max=90, default=0),
            F("lng", "number", "Längengrad", min=-180, max=180, default=0),
        ),
    ),
)


def _is_id(value) -> bool:
    return isinstance(value, int) and not isinstance(value, bool) and 1 <= value <= ID_MAX


def _join(path: str, name: str) -> str:
    return f"{path}.{name}" if path else name


def _options(spec: F) -> str:
    return ", ".join(str(option) for option in spec.options)


def empty(spec: F):
    """The value of a field nobody filled in: its default, else the type's empty value."""
    if spec.default is not MISSING:
        default = deepcopy(spec.default)
        return float(default) if isinstance(default, Decimal) else default
    if spec.type in ("images", "files", "collection", "multiselect"):
        return []
    if spec.type in ("text", "textarea", "wysiwyg", "markdown"):
        return ""
    if spec.type == "boolean":
        return False
    if spec.type == "group" and not spec.union:
        return {s.name: empty(s) for s in spec.fields}
    if spec.type == "tabs":
        return {name: {s.name: empty(s) for s in fields} for name, _label, fields in spec.fields}
    if spec.type == "geolocation":
        return {s.name: empty(s) for s in GEOLOCATION}
    return None


def walk(fields, value, in_block: bool = False) -> Result:
    """Check a document (no database access): cleaned value, all errors, the references found."""
    walker = _Walker(in_block=in_block)
    cleaned = walker.fields(fields, {} if value is None else value, "")
    return Result(cleaned, walker.errors, walker.refs)


def walk_collection(spec: F, value) -> Result:
    walker = _Walker()
    cleaned = walker.value(spec, value, "")
    return Result(cleaned, walker.errors, walker.refs)


# --- a description of all of it, for the editor (GET /api/content-schema) --------------------------------
def describe_field(spec: F) -> dict:
    data = {"name": to_camel(spec.name), "type": spec.type, "label": spec.label, "required": spec.required}
    if spec.default is not MISSING:
        data["default"] = empty(spec)
    for key in ("max_length", "min", "max", "max_items", "target", "node_type", "union", "format"):
        value = getattr(spec, key)
        if value is not None:
            data[to_camel(key)] = float(value) if isinstance(value, Decimal) else value
    if spec.integer:
        data["integer"] = True
    if spec.options:
        data["options"] = list(spec.options)
    if spec.type == "date":
        data["mode"] = spec.mode
    if spec.type == "tabs":
        data["tabs"] = [
            {"name": to_camel(n), "label": lab, "fields": [describe_field(f) for f in fs]} for n, lab, fs in spec.fields
        ]
    elif spec.fields:
        data["fields"] = [describe_field(f) for f in spec.fields]
    if spec.type == "geolocation":
        data["fields"] = [describe_field(f) for f in GEOLOCATION]
    if spec.item is not None:
        data["item"] = describe_field(spec.item)
    if spec.hint:
        data["hint"] = spec.hint
    if spec.extra:
        data.update(spec.extra)
    return data


def describe() -> dict:
    def kinds(union):
        return [
            {"type": k, "label": label, "fields": [describe_field(f) for f in fs]} for k, (label, fs) in union.items()
        ]

    return {
        "sites": {kind: [describe_field(f) for f in fs] for kind, fs in SITE_CONTENT.items()},
        "nodes": {kind: [describe_field(f) for f in fs] for kind, fs in NODE_CONTENT.items()},
        "block": [describe_field(f) for f in BLOCK_CONTENT],
        "unions": {name: kinds(union) for name, union in UNIONS.items()},
        # the editor's field types with the hints for an AI generator (spec §3: format, description, cues)
        "field_types": describe_field_types(),
    }
