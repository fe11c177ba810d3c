"""Characters no field may hold (NUL, lone surrogates, control characters, invisible formatting characters) are a
German 400, never a 500."""

import json

import pytest

from organisation.models import Config, Department

INVALID = {"message": "Die Anfrage enthält ungültige Zeichen.", "code": "invalid_characters"}
FIELD_INVALID = "Dieses Feld enthält ungültige Zeichen (Steuerzeichen)."
LINE_BREAK = "Bitte geben Sie diesen Text in einer Zeile ein (ohne Zeilenumbruch und Tabulator)."


def field_error(field):
    return {"message": FIELD_INVALID, "code": "invalid_characters", "field": field}


@pytest.mark.parametrize(
    ("method", "url", "who"),
    [
        ("post", "/api/orders", "anon"),
        ("post", "/api/uploads", "anon"),
        ("post", "/api/config", "admin"),
        ("post", "/api/departments", "admin"),
        ("post", "/api/users", "admin"),
        ("post", "/api/products", "admin"),
    ],
)
@pytest.mark.parametrize("body", ['{"\\ud800": 1}', '{"\\udfff": "x"}', '{"a\\u0000": 1}', '{"\\u001b@": 1}'])
def test_a_forbidden_character_in_a_top_level_key_is_a_german_400(
    anon_client, admin_client, branch, method, url, who, body
):
    # given
    client = anon_client if who == "anon" else admin_client

    # when
    response = getattr(client, method)(url, body, content_type="application/json")

    # then
    assert response.status_code == 400
    assert response.json() == {"errors": [INVALID]}


@pytest.mark.parametrize("text", ["\ud800", "a\udc00b", "\x00", "Küche\x1bp\x00\x19\xfa", "\x85", "\x7f"])
def test_a_forbidden_character_in_a_value_names_the_field(admin_client, branch, text):
    # when
    body = json.dumps({"branch": branch.id, "name": text})
    response = admin_client.post("/api/departments", body, content_type="application/json")

    # then
    assert response.status_code == 400
    assert response.json() == {"errors": [field_error("name")]}
    assert Department.objects.count() == 0


INVISIBLE = [
    *(chr(code) for code in range(0x200B, 0x2010)),
    *(chr(code) for code in range(0x202A, 0x202F)),
    *(chr(code) for code in range(0x2060, 0x2065)),
    *(chr(code) for code in range(0x2066, 0x206A)),
    "\ufeff",
    "\u061c",
]


@pytest.mark.parametrize("character", INVISIBLE, ids=[f"U+{ord(c):04X}" for c in INVISIBLE])
def test_an_invisible_formatting_character_in_a_name_is_refused_like_a_control_character(
    admin_client, branch, character
):
    # when: hidden inside, in front of or behind a name
    responses = [
        admin_client.post(
            "/api/departments", json.dumps({"branch": branch.id, "name": name}), content_type="application/json"
        )
        for name in (f"Kü{character}che", f"{character}Küche", f"Küche{character}")
    ]

    # then
    assert [response.status_code for response in responses] == [400, 400, 400]
    assert [response.json() for response in responses] == [{"errors": [field_error("name")]}] * 3
    assert Department.objects.count() == 0


def test_an_order_with_a_reversed_name_names_every_field_at_once(anon_client, branch):
    # given: a right-to-left override, a zero-width space, an isolate and a byte order mark in four fields
    body = json.dumps(
        {
            "branch": branch.id,
            "items": [{"product": 1, "amount": "1", "parts": [{"text": "Alles Gute\u2067"}]}],
            "firstName": "Paul\u202eeborP",
            "lastName": "Pro\u200bbe",
            "email": "\ufeffpaul@example.com",
        }
    )

    # when
    response = anon_client.post("/api/orders", body, content_type="application/json")

    # then
    assert response.status_code == 400
    assert response.json() == {
        "errors": [field_error(field) for field in ("email", "firstName", "items.0.parts.0.text", "lastName")]
    }


@pytest.mark.parametrize(
    "name", ["Küche 👩\u200d🍳", "Bar 🏳\ufe0f\u200d🌈", "Grill ❤\ufe0f\u200d🔥", "Küche 👩🏽\u200d🍳", "Café Straße"]
)
def test_a_zero_width_joiner_inside_an_emoji_and_other_text_pass(admin_client, branch, name):
    # when
    body = json.dumps({"branch": branch.id, "name": name})
    response = admin_client.post("/api/departments", body, content_type="application/json")

    # then
    assert response.status_code == 201, response.content
    assert Department.objects.get().name == name


def test_a_nul_in_a_key_of_theme_colors_names_the_field(admin_client):
    # given
    Config.load()
    before = list(Config.objects.values())

    # when
    body = json.dumps({"themeColors": {"primary\x00": "#000000"}, "seoTitle": "Neu\x1b[2J"})
    response = admin_client.post("/api/config", body, content_type="application/json")

    # then: every failing field at once, none stored
    assert response.status_code == 400
    assert response.json() == {"errors": [field_error("seoTitle"), field_error("themeColors")]}
    assert list(Config.objects.values()) == before


@pytest.mark.parametrize("text", ["Küche\nHinten", "Küche\tHinten", "Küche\r\nHinten"])
def test_a_single_line_field_refuses_line_breaks_and_tabs(admin_client, branch, text):
    # when
    body = json.dumps({"branch": branch.id, "name": text})
    response = admin_client.post("/api/departments", body, content_type="application/json")

    # then
    assert response.status_code == 400
    assert response.json() == {"errors": [{"message": LINE_BREAK, "code": "line_break", "field": "name"}]}
    assert Department.objects.count() == 0


def test_a_multi_line_field_keeps_line_breaks_and_tabs(admin_client, branch):
    # when
    body = json.dumps({"branch": branch.id, "name": "Küche", "description": "Erste Zeile\r\nZweite\tZeile"})
    response = admin_client.post("/api/departments", body, content_type="application/json")

    # then
    assert response.status_code == 201, response.content
    assert Department.objects.get().description == "Erste Zeile\r\nZweite\tZeile"


def test_an_order_with_printer_commands_names_every_field_at_once(anon_client, branch):
    # given: ESC p (cash drawer), ESC @ (printer reset) and a C1 control in three fields
    body = json.dumps(
        {
            "branch": branch.id,
            "items": [{"product": 1, "amount": "1", "parts": [{"text": "gut\x1bp0"}]}],
            "firstName": "Eva\x1bp\x00\x19\xfa",
            "lastName": "Kurz\x1b@",
            "comment": "Bitte läuten\n\x9b2J",
        }
    )

    # when
    response = anon_client.post("/api/orders", body, content_type="application/json")

    # then
    assert response.status_code == 400
    assert response.json() == {
        "errors": [field_error(field) for field in ("comment", "firstName", "items.0.parts.0.text", "lastName")]
    }
