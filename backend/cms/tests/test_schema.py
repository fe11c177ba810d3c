"""The content schemas: every field type and every block kind, valid and invalid, with exact German
messages and paths (no database: references are only collected here, checked in test_sites_api)."""

from decimal import Decimal

import pytest

from cms import schema
from cms.schema import F

BODY = schema.SITE_CONTENT["default"]


def walk(fields, value):
    return schema.walk(fields, value)


def errors(fields, value):
    return [(path, message) for path, _code, message in walk(fields, value).errors]


def body_errors(*blocks):
    return errors(BODY, {"body": list(blocks)})


def body_value(*blocks):
    result = walk(BODY, {"body": list(blocks)})
    assert result.errors == []
    return result.value["body"]


# --- field types ---------------------------------------------------------------------------------------
@pytest.mark.parametrize(
    ("spec", "value", "expected"),
    [
        (F("v", "text"), "  Hallo  ", "Hallo"),
        (F("v", "textarea"), "Zeile 1\nZeile 2", "Zeile 1\nZeile 2"),
        (F("v", "markdown"), "# Titel\n\n*kursiv*", "# Titel\n\n*kursiv*"),
        (F("v", "wysiwyg"), "<p>Hallo <strong>Welt</strong></p>", "<p>Hallo <strong>Welt</strong></p>"),
        (F("v", "number"), 3, 3),
        (F("v", "number"), Decimal("0.5"), 0.5),
        (F("v", "number", integer=True), Decimal("4.0"), 4),
        (F("v", "date"), "2026-11-25", "2026-11-25"),
        (F("v", "date", mode="time"), "08:30", "08:30"),
        (F("v", "date", mode="dateTime"), "2026-11-25T08:30:00", "2026-11-25T08:30"),
        (F("v", "image"), {"id": 5, "version": 1, "extension": "png"}, {"id": 5}),
        (F("v", "image"), 5, {"id": 5}),
        (F("v", "images"), [{"id": 5}, 6], [{"id": 5}, {"id": 6}]),
        (F("v", "file"), {"id": 7}, {"id": 7}),
        (F("v", "files"), [7], [{"id": 7}]),
        (F("v", "boolean"), True, True),
        (F("v", "select", options=("a", "b")), "b", "b"),
        (F("v", "multiselect", options=("a", "b", "c")), ["c", "a"], ["a", "c"]),
        (F("v", "group", fields=(F("x", "text"),)), {"x": "1"}, {"x": "1"}),
        (
            F("v", "tabs", fields=(("general", "Allgemein", (F("x", "text"),)), ("seo", "SEO", (F("y", "text"),)))),
            {"general": {"x": "1"}},
            {"general": {"x": "1"}, "seo": {"y": ""}},
        ),
        (F("v", "collection", fields=(F("x", "number"),)), [{"x": 1}, {}], [{"x": 1}, {"x": None}]),
        (F("v", "collection", item=F("w", "text")), ["a", "b"], ["a", "b"]),
        (F("v", "reference", target="site"), 12, 12),
        (F("v", "color"), "#ABC", "#aabbcc"),
        (F("v", "color"), "#112233", "#112233"),
        (
            F("v", "geolocation"),
            {"zoom": 3, "center": {"lat": Decimal("48.2"), "lng": Decimal("16.37")}},
            {"style": "default", "zoom": 3, "center": {"lat": 48.2, "lng": 16.37}},
        ),
    ],
)
def test_every_field_type_accepts_its_values(spec, value, expected):
    result = walk((spec,), {"v": value})
    assert result.errors == []
    assert result.value == {"v": expected}


@pytest.mark.parametrize(
    ("spec", "value", "message"),
    [
        (F("v", "text"), 5, "Bitte geben Sie einen Text ein."),
        (F("v", "text"), "a\nb", "Bitte geben Sie diesen Text in einer Zeile ein (ohne Zeilenumbruch und Tabulator)."),
        (F("v", "text"), "x" * 256, "Bitte geben Sie höchstens 255 Zeichen ein."),
        (F("v", "text", max_length=40), "x" * 41, "Bitte geben Sie höchstens 40 Zeichen ein."),
        (F("v", "text", required=True), "   ", "Dieses Feld ist erforderlich."),
        (F("v", "text", format="email"), "kein-at", "Bitte geben Sie eine gültige E-Mail-Adresse ein."),
        (
            F("v", "text", format="url"),
            "ftp://x",
            "Bitte geben Sie eine Adresse an, die mit http:// oder https:// beginnt.",
        ),
        (F("v", "text", format="path"), "ueber-uns", "Bitte geben Sie einen Pfad an, der mit / beginnt."),
        (F("v", "textarea"), ["x"], "Bitte geben Sie einen Text ein."),
        (F("v", "textarea"), "x" * 5001, "Bitte geben Sie höchstens 5000 Zeichen ein."),
        (F("v", "markdown"), 1, "Bitte geben Sie einen Text ein."),
        (F("v", "wysiwyg"), {"html": "x"}, "Bitte geben Sie einen Text ein."),
        (F("v", "number"), "3", "Bitte geben Sie eine Zahl ein."),
        (F("v", "number"), True, "Bitte geben Sie eine Zahl ein."),
        (F("v", "number", integer=True), Decimal("1.5"), "Bitte geben Sie eine ganze Zahl ein."),
        (F("v", "number", min=1, max=4), 0, "Bitte geben Sie eine Zahl ab 1 ein."),
        (F("v", "number", min=1, max=4), 5, "Bitte geben Sie eine Zahl bis 4 ein."),
        (F("v", "date"), "25.11.2026", "Bitte geben Sie ein Datum im Format JJJJ-MM-TT ein."),
        (F("v", "date"), "2026-02-30", "Bitte geben Sie ein Datum im Format JJJJ-MM-TT ein."),
        (F("v", "date", mode="time"), "24:00", "Bitte geben Sie eine Uhrzeit im Format HH:MM ein."),
        (F("v", "date", mode="dateTime"), "2026-11-25", None),
        (
            F("v", "date", mode="dateTime"),
            "morgen",
            "Bitte geben Sie Datum und Uhrzeit im Format JJJJ-MM-TTTHH:MM ein.",
        ),
        (F("v", "image"), "bild.png", "Bitte wählen Sie ein Bild aus der Mediathek."),
        (F("v", "image"), {"id": 0}, "Bitte wählen Sie ein Bild aus der Mediathek."),
        (F("v", "images"), {"id": 1}, "Bitte geben Sie eine Liste an."),
        (F("v", "file"), {"id": "7"}, "Bitte wählen Sie eine Datei."),
        (F("v", "files", max_items=2), [1, 2, 3], "Bitte geben Sie höchstens 2 Einträge an."),
        (F("v", "boolean"), "ja", "Bitte wählen Sie Ja oder Nein."),
        (F("v", "select", options=("a", "b")), "c", "Bitte wählen Sie einen dieser Werte: a, b."),
        (F("v", "multiselect", options=("a", "b")), ["a", "x"], "Bitte wählen Sie eine Liste aus diesen Werten: a, b."),
        (F("v", "group", fields=(F("x", "text"),)), [], "Bitte geben Sie ein Objekt mit Feldern an."),
        (F("v", "collection", fields=(F("x", "text"),)), {}, "Bitte geben Sie eine Liste an."),
        (F("v", "reference", target="site"), "12", "Bitte wählen Sie einen Eintrag (ID)."),
        (F("v", "reference", target="site"), True, "Bitte wählen Sie einen Eintrag (ID)."),
        (F("v", "color"), "rot", "Bitte geben Sie eine Farbe im Format #rrggbb an."),
        (F("v", "color"), "#12345", "Bitte geben Sie eine Farbe im Format #rrggbb an."),
        (F("v", "geolocation"), "48,16", "Bitte geben Sie ein Objekt mit Feldern an."),
    ],
)
def test_every_field_type_refuses_wrong_values_with_a_german_message_on_its_path(spec, value, message):
    found = errors((spec,), {"v": value})
    if message is None:  # a date without time for a dateTime field is accepted as midnight
        assert found == []
        return
    assert found == [("v", message)]


def test_geolocation_checks_its_parts():
    assert errors((F("v", "geolocation"),), {"v": {"zoom": 23, "center": {"lat": 91, "lng": 0}, "style": "x"}}) == [
        ("v.style", "Bitte wählen Sie einen dieser Werte: default, light, dark."),
        ("v.zoom", "Bitte geben Sie eine Zahl bis 22 ein."),
        ("v.center.lat", "Bitte geben Sie eine Zahl bis 90 ein."),
    ]


def test_missing_fields_get_their_defaults_and_unknown_fields_are_refused():
    fields = (F("a", "text", required=True), F("b", "number", default=2), F("is_on", "boolean"))
    assert errors(fields, {"x_y": 1}) == [("xY", "Unbekanntes Feld."), ("a", "Dieses Feld ist erforderlich.")]
    assert walk(fields, {"a": "x"}).value == {"a": "x", "b": 2, "is_on": False}


def test_wysiwyg_html_is_sanitised():
    (value,) = walk(
        (F("v", "wysiwyg"),),
        {
            "v": '<p onclick="steal()">Hallo<script>alert(1)</script> <a href="javascript:x()">a</a> '
            '<a href="https://example.com" target="_blank">b</a><img src="x.png"><iframe src="x"></iframe></p>'
        },
    ).value.values()
    assert value == (
        '<p>Hallo <a rel="noopener noreferrer">a</a> '
        '<a href="https://example.com" target="_blank" rel="noopener noreferrer">b</a></p>'
    )


def test_all_errors_are_reported_at_once_with_camel_case_paths():
    assert errors(
        schema.SITE_CONTENT["story"],
        {
            "short_title": "x" * 41,
            "title": "y" * 51,
            "introduction": "z" * 257,
            "weight": "schwer",
            "thumbnail_image": "x",
            "tags": ["a"],
            "story_attributes": [{"type": "client"}, {"type": "boss"}],
        },
    ) == [
        ("shortTitle", "Bitte geben Sie höchstens 40 Zeichen ein."),
        ("title", "Bitte geben Sie höchstens 50 Zeichen ein."),
        ("introduction", "Bitte geben Sie höchstens 256 Zeichen ein."),
        ("thumbnailImage", "Bitte wählen Sie ein Bild aus der Mediathek."),
        ("weight", "Bitte geben Sie eine Zahl ein."),
        ("tags.0", "Bitte wählen Sie einen Eintrag (ID)."),
        ("storyAttributes.0.name", "Dieses Feld ist erforderlich."),
        ("storyAttributes.1.type", "Unbekannter Typ „boss“. Erlaubt: client, partner, customText, customLinks."),
    ]


# --- the block catalogue ----------------------------------------------------------------------------------
def test_the_catalogue_has_every_block_of_the_spec():
    assert list(schema.BLOCKS) == [
        "gallery",
        "logoScroller",
        "claimScroller",
        "numberFact",
        "columns",
        "accordion",
        "map",
        "mashup",
        "leadArticlesOverview",
        "storiesOverview",
        "tagsOverview",
        "hr",
        "spacer",
        "negativeSpacer",
        "block",
    ]


@pytest.mark.parametrize(
    ("block", "expected"),
    [
        ({"type": "gallery"}, {"type": "gallery", "variant": 12, "images": []}),
        ({"type": "gallery", "variant": 6, "images": [3]}, {"type": "gallery", "variant": 6, "images": [{"id": 3}]}),
        (
            {"type": "logoScroller", "categories": [{"label": "Partner", "logos": [1, 2]}]},
            {"type": "logoScroller", "categories": [{"label": "Partner", "logos": [{"id": 1}, {"id": 2}]}]},
        ),
        (
            {"type": "claimScroller", "main_word": "Brot", "secondary_words": ["frisch", "warm"]},
            {"type": "claimScroller", "main_word": "Brot", "secondary_words": ["frisch", "warm"]},
        ),
        (
            {"type": "numberFact", "label": "Jahre", "value": "125"},
            {"type": "numberFact", "label": "Jahre", "value": "125"},
        ),
        (
            {"type": "columns", "columns": [{"wysiwyg": "<p>a</p>"}]},
            {
                "type": "columns",
                "layout": {"flex_direction": "row", "align_items": "stretch"},
                "columns": [{"wysiwyg": "<p>a</p>", "image": None, "links": [], "body": []}],
            },
        ),
        (
            {"type": "accordion", "items": [{"title": "Frage", "content": "<p>Antwort</p>"}]},
            {"type": "accordion", "items": [{"title": "Frage", "content": "<p>Antwort</p>"}]},
        ),
        (
            {"type": "map", "markers": [{"title": "Wien", "lat": Decimal("48.2"), "lng": 16}]},
            {
                "type": "map",
                "geolocation": {"style": "default", "zoom": 0.5, "center": {"lat": 0, "lng": 0}},
                "markers": [{"title": "Wien", "description": "", "lat": 48.2, "lng": 16, "videos": [], "images": []}],
            },
        ),
        (
            {"type": "mashup", "media": {"type": "video", "video": 4}},
            {
                "type": "mashup",
                "variant": "mediaLeft",
                "wysiwyg": "",
                "links": [],
                "media": {
                    "type": "video",
                    "video": {"id": 4},
                    "poster": None,
                    "is_autoplay": False,
                    "is_muted": False,
                    "is_controllable": True,
                    "is_looped": False,
                },
            },
        ),
        (
            {"type": "leadArticlesOverview", "stories": [{"title": "Neu", "reference": 2}]},
            {
                "type": "leadArticlesOverview",
                "stories": [{"short_title": "", "title": "Neu", "introduction": "", "media": [], "reference": 2}],
            },
        ),
        ({"type": "storiesOverview", "tags": [5]}, {"type": "storiesOverview", "title": "", "tags": [5]}),
        ({"type": "tagsOverview"}, {"type": "tagsOverview", "title": ""}),
        ({"type": "hr"}, {"type": "hr"}),
        ({"type": "spacer"}, {"type": "spacer", "size": 1}),
        ({"type": "negativeSpacer", "size": 4}, {"type": "negativeSpacer", "size": 4}),
        ({"type": "block", "block": 9}, {"type": "block", "block": 9}),
    ],
)
def test_every_block_kind_with_its_defaults(block, expected):
    assert body_value(block) == [expected]


@pytest.mark.parametrize(
    ("block", "expected"),
    [
        (
            {"type": "gallery", "variant": 7},
            [("body.0.variant", "Bitte wählen Sie einen dieser Werte: 12, 10, 8, 6, 4.")],
        ),
        (
            {"type": "logoScroller", "categories": [{"logos": ["x"]}]},
            [("body.0.categories.0.logos.0", "Bitte wählen Sie ein Bild aus der Mediathek.")],
        ),
        (
            {"type": "claimScroller", "secondary_words": [1]},
            [
                ("body.0.mainWord", "Dieses Feld ist erforderlich."),
                ("body.0.secondaryWords.0", "Bitte geben Sie einen Text ein."),
            ],
        ),
        ({"type": "numberFact", "label": "Jahre"}, [("body.0.value", "Dieses Feld ist erforderlich.")]),
        (
            {"type": "columns", "layout": {"flex_direction": "diagonal"}, "columns": [{"image": "x"}]},
            [
                (
                    "body.0.layout.flexDirection",
                    "Bitte wählen Sie einen dieser Werte: row, row-reverse, column, column-reverse.",
                ),
                ("body.0.columns.0.image", "Bitte wählen Sie ein Bild aus der Mediathek."),
            ],
        ),
        ({"type": "columns", "columns": [{}] * 5}, [("body.0.columns", "Bitte geben Sie höchstens 4 Einträge an.")]),
        (
            {"type": "accordion", "items": [{"content": "<p>x</p>"}]},
            [("body.0.items.0.title", "Dieses Feld ist erforderlich.")],
        ),
        (
            {"type": "map", "markers": [{"title": "x", "lat": 100, "lng": -181, "images": [1, 2, 3]}]},
            [
                ("body.0.markers.0.lat", "Bitte geben Sie eine Zahl bis 90 ein."),
                ("body.0.markers.0.lng", "Bitte geben Sie eine Zahl ab -180 ein."),
                ("body.0.markers.0.images", "Bitte geben Sie höchstens 2 Einträge an."),
            ],
        ),
        (
            {"type": "mashup", "variant": "oben", "media": {"type": "gif", "interval": 5}},
            [
                ("body.0.variant", "Bitte wählen Sie einen dieser Werte: mediaLeft, mediaRight."),
                ("body.0.media.interval", "Bitte geben Sie eine Zahl ab 10 ein."),
            ],
        ),
        (
            {
                "type": "leadArticlesOverview",
                "stories": [{"short_title": "x" * 41, "media": [{"type": "image", "image": 1}] * 4}],
            },
            [
                ("body.0.stories.0.shortTitle", "Bitte geben Sie höchstens 40 Zeichen ein."),
                ("body.0.stories.0.media", "Bitte geben Sie höchstens 3 Einträge an."),
            ],
        ),
        (
            {"type": "storiesOverview", "tags": ["wirtshaus"]},
            [("body.0.tags.0", "Bitte wählen Sie einen Eintrag (ID).")],
        ),
        ({"type": "tagsOverview", "title": ["x"]}, [("body.0.title", "Bitte geben Sie einen Text ein.")]),
        ({"type": "hr", "color": "#000"}, [("body.0.color", "Unbekanntes Feld.")]),
        ({"type": "spacer", "size": 5}, [("body.0.size", "Bitte geben Sie eine Zahl bis 4 ein.")]),
        ({"type": "negativeSpacer", "size": 0}, [("body.0.size", "Bitte geben Sie eine Zahl ab 1 ein.")]),
        ({"type": "block"}, [("body.0.block", "Dieses Feld ist erforderlich.")]),
    ],
)
def test_every_block_kind_refuses_wrong_content(block, expected):
    assert body_errors(block) == expected


def test_blocks_without_or_with_an_unknown_type():
    assert body_errors({}, {"type": "slider"}, "hr") == [
        (
            "body.0.type",
            "Bitte geben Sie den Typ an (gallery, logoScroller, claimScroller, numberFact, columns, "
            "accordion, map, mashup, leadArticlesOverview, storiesOverview, tagsOverview, hr, spacer, negativeSpacer, block).",
        ),
        (
            "body.1.type",
            "Unbekannter Typ „slider“. Erlaubt: gallery, logoScroller, claimScroller, numberFact, columns, "
            "accordion, map, mashup, leadArticlesOverview, storiesOverview, tagsOverview, hr, spacer, negativeSpacer, block.",
        ),
        ("body.2", "Bitte geben Sie ein Objekt mit Feldern an."),
    ]


def test_nested_columns_take_at_most_two_and_report_deep_paths():
    nested = {"type": "columns", "columns": [{}, {}, {}]}
    deep = {"type": "columns", "columns": [{"body": [{"type": "gallery", "images": ["x"]}]}]}
    assert body_errors({"type": "spacer"}, {"type": "columns", "columns": [{}, {"body": [nested, deep]}]}) == [
        ("body.1.columns.1.body.0.columns", "Bitte geben Sie höchstens 2 Einträge an."),
        ("body.1.columns.1.body.1.columns.0.body.0.images.0", "Bitte wählen Sie ein Bild aus der Mediathek."),
    ]


def test_link_kinds():
    links = [
        {"type": "site", "label": "Über uns", "site": 3, "suffix": "#team"},
        {"type": "internal", "label": "Filiale", "to": "/store/linz"},
        {"type": "external", "label": "Instagram", "href": "https://instagram.com/x"},
        {"type": "file", "label": "Speisekarte", "file": 8},
        {"type": "email", "label": "Schreiben", "mailto": "office@example.com"},
        {"type": "phone", "label": "Anrufen", "phone": "+43 1 234"},
        {"type": "form", "label": "Kontakt", "form": 4},
    ]
    value = body_value({"type": "mashup", "links": links})[0]["links"]
    assert [link["type"] for link in value] == ["site", "internal", "external", "file", "email", "phone", "form"]
    assert value[2]["target"] == "_blank"
    assert value[3]["file"] == {"id": 8}
    assert body_errors(
        {
            "type": "mashup",
            "links": [
                {"type": "site"},
                {"type": "internal", "to": "store"},
                {"type": "external", "href": "x", "target": "_top"},
                {"type": "email", "mailto": "x"},
                {"type": "ftp"},
            ],
        }
    ) == [
        ("body.0.links.0.site", "Dieses Feld ist erforderlich."),
        ("body.0.links.1.to", "Bitte geben Sie einen Pfad an, der mit / beginnt."),
        ("body.0.links.2.href", "Bitte geben Sie eine Adresse an, die mit http:// oder https:// beginnt."),
        ("body.0.links.2.target", "Bitte wählen Sie einen dieser Werte: _self, _blank."),
        ("body.0.links.3.mailto", "Bitte geben Sie eine gültige E-Mail-Adresse ein."),
        ("body.0.links.4.type", "Unbekannter Typ „ftp“. Erlaubt: site, internal, external, file, email, phone, form."),
    ]


def test_media_kinds_with_the_spec_defaults():
    def media(value):
        return body_value({"type": "mashup", "media": value})[0]["media"]

    assert media({"type": "image", "image": 1}) == {"type": "image", "image": {"id": 1}}
    assert media({"type": "gif"}) == {"type": "gif", "interval": 200, "images": []}
    assert media({"type": "screenshots"}) == {
        "type": "screenshots",
        "interval": 1000,
        "images": [],
        "animation_style": "slide",
        "background_color": None,
        "border_color": None,
    }
    assert media({"type": "slices"}) == {
        "type": "slices",
        "interval": 500,
        "images": [],
        "columns": 1,
        "rows": 1,
        "color_from": "#d3d3d3",
        "color_to": "#d3d3d3",
    }
    assert body_errors({"type": "mashup", "media": {"type": "video"}}) == [
        ("body.0.media.video", "Dieses Feld ist erforderlich.")
    ]


def test_a_reusable_block_cannot_embed_another():
    result = schema.walk(schema.BLOCK_CONTENT, {"body": [{"type": "hr"}, {"type": "block", "block": 1}]}, in_block=True)
    assert [(p, m) for p, _c, m in result.errors] == [
        ("body.1.type", "Ein wiederverwendbarer Block kann keinen anderen Block einbetten.")
    ]


def test_node_types():
    assert errors(
        schema.NODE_CONTENT["form"],
        {
            "fields": [{"type": "select", "label": "Anrede", "options": [{}]}],
            "actions": [{"type": "sendMail", "recipient": "x"}],
        },
    ) == [
        ("name", "Dieses Feld ist erforderlich."),
        ("fields.0.options.0.value", "Dieses Feld ist erforderlich."),
        ("actions.0.recipient", "Bitte geben Sie eine gültige E-Mail-Adresse ein."),
    ]
    assert walk(schema.NODE_CONTENT["signature"], {"name": "Team"}).value == {"name": "Team", "email": "", "phone": ""}
    assert errors(
        schema.NODE_CONTENT["socialAsset"], {"name": "x", "media": {"type": "slices", "color_to": "grau"}}
    ) == [("media.colorTo", "Bitte geben Sie eine Farbe im Format #rrggbb an.")]


def test_navigation_items_nest():
    result = schema.walk_collection(
        schema.NAVIGATION_CONTENT,
        [
            {"type": "home"},
            {
                "type": "site",
                "site": 1,
                "children": [{"type": "link", "label": "Shop", "href": "https://x.at"}, {"type": "branch"}],
            },
        ],
    )
    assert [(p, m) for p, _c, m in result.errors] == [("1.children.1.branch", "Dieses Feld ist erforderlich.")]
    result = schema.walk_collection(schema.NAVIGATION_CONTENT, [{"type": "home", "label": "Start"}])
    assert result.value == [{"type": "home", "label": "Start", "is_enabled": True, "suffix": "", "children": []}]


def test_the_description_for_the_editor_carries_defaults_and_hints():
    described = schema.describe()
    spacer = next(kind for kind in described["unions"]["block"] if kind["type"] == "spacer")
    assert spacer == {
        "type": "spacer",
        "label": "Abstand",
        "fields": [
            {
                "name": "size",
                "type": "number",
                "label": "Größe",
                "required": False,
                "default": 1,
                "min": 1,
                "max": 4,
                "integer": True,
                "hint": "1 bis 4",
            }
        ],
    }
    story = {field["name"]: field for field in described["sites"]["story"]}
    assert (story["shortTitle"]["hint"], story["introduction"]["rows"]) == ("Etwa 20 bis 40 Zeichen", 3)
