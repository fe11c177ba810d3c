"""The content schema at its edges: numbers without bounds, dates with zones and seconds, ids at the limit,
select values as the parser gives them, the empty value of each field type and the editor's description."""

import math
from decimal import Decimal

import pytest

from cms import schema
from cms.schema import F


def check(spec, value):
    result = schema.walk((spec,), {"v": value})
    return result.value.get("v", "–"), [(path, code, message) for path, code, message in result.errors]


NUMBER = "Bitte geben Sie eine Zahl ein."
DATE_TIME = "Bitte geben Sie Datum und Uhrzeit im Format JJJJ-MM-TTTHH:MM ein."
ID = 2**63 - 1


@pytest.mark.parametrize(
    ("value", "expected"),
    [
        (10**15, (10**15, [])),
        (-(10**15), (-(10**15), [])),
        (0.25, (0.25, [])),
        (Decimal("-2.50"), (-2.5, [])),
        (
            10**15 + 1,
            ("–", [("v", "content_too_big", "Bitte geben Sie eine Zahl bis 1000000000000000 ein.")]),
        ),
        (
            Decimal("-1E+16"),
            ("–", [("v", "content_too_small", "Bitte geben Sie eine Zahl ab -1000000000000000 ein.")]),
        ),
        (
            Decimal("1E+999999"),
            ("–", [("v", "content_too_big", "Bitte geben Sie eine Zahl bis 1000000000000000 ein.")]),
        ),
        (math.inf, ("–", [("v", "content_number", NUMBER)])),
        (math.nan, ("–", [("v", "content_number", NUMBER)])),
        (None, (None, [])),
    ],
)
def test_a_number_without_bounds_stays_within_a_quadrillion(value, expected):
    assert check(F("v", "number"), value) == expected


@pytest.mark.parametrize(
    ("mode", "value", "expected"),
    [
        ("dateTime", "2026-11-25T08:30:59", "2026-11-25T08:30"),
        ("dateTime", "2026-11-25 08:30", "2026-11-25T08:30"),
        ("dateTime", "2026-11-25T08:30+01:00", None),
        ("dateTime", "1999-12-31T23:59", None),
        ("dateTime", "2101-01-01T00:00", None),
        ("dateTime", 20261125, None),
        ("date", "20261125", None),
        ("date", "2026-W48-3", None),
        ("date", "2028-02-29", "2028-02-29"),
        ("time", "8:30", None),
        ("time", "23:59", "23:59"),
        ("time", "08:30:00", None),
    ],
)
def test_dates_and_times_in_their_one_format(mode, value, expected):
    messages = {
        "date": "Bitte geben Sie ein Datum im Format JJJJ-MM-TT ein.",
        "time": "Bitte geben Sie eine Uhrzeit im Format HH:MM ein.",
        "dateTime": DATE_TIME,
    }
    found = check(F("v", "date", mode=mode), value)

    assert found == ((expected, []) if expected else ("–", [("v", "content_date", messages[mode])]))


@pytest.mark.parametrize(
    ("spec", "value", "code", "message"),
    [
        (F("v", "reference", target="site"), ID + 1, "content_reference", "Bitte wählen Sie einen Eintrag (ID)."),
        (F("v", "reference", target="site"), 0, "content_reference", "Bitte wählen Sie einen Eintrag (ID)."),
        (F("v", "image"), {"id": ID + 1}, "content_image", "Bitte wählen Sie ein Bild aus der Mediathek."),
        (F("v", "image"), True, "content_image", "Bitte wählen Sie ein Bild aus der Mediathek."),
        (F("v", "file"), [], "content_file", "Bitte wählen Sie eine Datei."),
        (F("v", "text"), "Spalte 1\tSpalte 2", "line_break", None),
        (F("v", "select", options=(1, 2)), True, "content_select", "Bitte wählen Sie einen dieser Werte: 1, 2."),
        (F("v", "multiselect", options=("a", "b")), "a", "content_multiselect", None),
        (F("v", "multiselect", options=(0, 1)), [False], "content_multiselect", None),
        (F("v", "collection", item=F("w", "text"), max_items=2), ["a"] * 3, "content_too_many", None),
    ],
)
def test_values_just_outside_what_a_field_takes(spec, value, code, message):
    stored, errors = check(spec, value)

    assert (stored, [(path, found) for path, found, _ in errors]) == ("–", [("v", code)])
    if message is not None:
        assert errors[0][2] == message


def test_the_largest_id_is_taken_and_select_numbers_arrive_as_the_parser_gives_them():
    assert check(F("v", "reference", target="site"), ID) == (ID, [])
    assert check(F("v", "image"), {"id": ID, "version": 3}) == ({"id": ID}, [])
    gallery = {"type": "gallery", "variant": Decimal("8")}
    assert schema.walk(schema.BLOCK_CONTENT, {"body": [gallery]}).value["body"][0]["variant"] == 8
    assert check(F("v", "multiselect", options=(1, 2, 3)), [3, 1, 3]) == ([1, 3], [])
    assert check(F("v", "color"), "#ABCDEF") == ("#abcdef", [])
    assert check(F("v", "textarea"), "  eingerückt\n") == ("  eingerückt\n", [])


def test_a_union_type_that_is_no_word():
    assert schema.walk(schema.BLOCK_CONTENT, {"body": [{"type": 5}, {"type": ""}]}).errors == [
        (
            "body.0.type",
            "content_type_unknown",
            "Unbekannter Typ „5“. Erlaubt: gallery, logoScroller, claimScroller, numberFact, columns, accordion, map, "
            "mashup, leadArticlesOverview, storiesOverview, tagsOverview, hr, spacer, negativeSpacer, block.",
        ),
        (
            "body.1.type",
            "content_type_missing",
            "Bitte geben Sie den Typ an (gallery, logoScroller, claimScroller, numberFact, columns, accordion, map, "
            "mashup, leadArticlesOverview, storiesOverview, tagsOverview, hr, spacer, negativeSpacer, block).",
        ),
    ]


@pytest.mark.parametrize(
    ("spec", "expected"),
    [
        (F("v", "images"), []),
        (F("v", "multiselect", options=("a",)), []),
        (F("v", "markdown"), ""),
        (F("v", "boolean"), False),
        (F("v", "number"), None),
        (F("v", "reference", target="site"), None),
        (F("v", "color"), None),
        (F("v", "number", default=schema.MAP_ZOOM), 0.5),
        (F("v", "group", fields=(F("x", "text"), F("y", "boolean", default=True))), {"x": "", "y": True}),
        (F("v", "group", union="media"), None),
        (F("v", "tabs", fields=(("a", "A", (F("x", "files"),)),)), {"a": {"x": []}}),
        (F("v", "geolocation"), {"style": "default", "zoom": 0.5, "center": {"lat": 0, "lng": 0}}),
    ],
)
def test_the_empty_value_of_each_field_type(spec, expected):
    assert schema.empty(spec) == expected
    assert schema.walk((spec,), None).value == {"v": expected}


def test_a_default_is_a_copy_never_the_catalogues_own():
    spec = F("v", "collection", default=[])
    first = schema.empty(spec)
    first.append("x")

    assert schema.empty(spec) == []


def test_the_editor_sees_tabs_single_value_collections_modes_and_formats():
    tabs = F("seo", "tabs", "SEO", fields=(("meta", "Meta", (F("title", "text", "Titel", max_length=60),)),))
    words = F("words", "collection", "Wörter", item=F("word", "text", "Wort"), max_items=5)

    assert schema.describe_field(tabs) == {
        "name": "seo",
        "type": "tabs",
        "label": "SEO",
        "required": False,
        "tabs": [
            {
                "name": "meta",
                "label": "Meta",
                "fields": [{"name": "title", "type": "text", "label": "Titel", "required": False, "maxLength": 60}],
            }
        ],
    }
    assert schema.describe_field(words) == {
        "name": "words",
        "type": "collection",
        "label": "Wörter",
        "required": False,
        "maxItems": 5,
        "item": {"name": "word", "type": "text", "label": "Wort", "required": False},
    }
    assert schema.describe_field(F("at", "date", "Uhrzeit", mode="time"))["mode"] == "time"
    link = {kind["type"]: kind for kind in schema.describe()["unions"]["link"]}
    assert link["email"]["fields"][1] == {
        "name": "mailto",
        "type": "text",
        "label": "E-Mail-Adresse",
        "required": True,
        "format": "email",
    }
    assert link["form"]["fields"][1]["nodeType"] == "form"
    geolocation = schema.describe_field(F("g", "geolocation", "Karte"))
    assert [field["name"] for field in geolocation["fields"]] == ["style", "zoom", "center"]
    assert geolocation["fields"][1]["default"] == 0.5
