"""A first visit's HTML paints the consent dialog's first view (web/consent_shell.py) and carries the first view's
stylesheets inline (preload.inline_styles): the largest paint of a phone comes with the HTML."""

import json
import re
from pathlib import Path
from urllib.parse import quote

import pytest
from django.test import Client

from consent.selectors import current
from web import consent_shell

from .test_preload_consent import INDEX, MANIFEST

MESSAGES = Path(__file__).resolve().parents[3] / "frontend/storefront/src/features/consent/messages.ts"
CLASSES = {
    "Dialog.module.css": {"backdrop": "_b_d1", "panel": "_p_d2", "head": "_h_d3", "title": "_t_d4", "body": "_y_d5"},
    "ConsentDialog.module.css": {
        "backdrop": "_b_c1",
        "panel": "_p_c2",
        "head": "_h_c3",
        "title": "_t_c4",
        "intro": "_i_c5",
        "overview": "_o_c6",
        "overviewRow": "_r_c7",
        "actions": "_a_c8",
        "primary": "_pr_c9",
        "secondary": "_s_c10",
        "wide": "_w_c11",
    },
}
CSS = ".intro{font-size:1rem}"


@pytest.fixture
def built(frontend):
    dist = frontend / "storefront" / "dist"
    (dist / "index.html").write_text(INDEX, encoding="utf-8")
    (dist / ".vite").mkdir()
    (dist / ".vite" / "manifest.json").write_text(json.dumps(MANIFEST))
    (dist / ".vite" / "css-modules.json").write_text(json.dumps(CLASSES))
    (dist / "assets").mkdir()
    (dist / "assets" / "ConsentDialog-GGGG7777.css").write_text(CSS, encoding="utf-8")
    return frontend


def body(response) -> str:
    html = response.content.decode()
    return html[html.index("<body>") + 6 : html.index("</body>")]


def test_a_first_visit_gets_the_dialog_painted_beside_the_app_root(built, shop):
    # when
    html = body(Client().get("/store/linz"))

    # then: the full view with the built class names and the services of the configuration by intent
    dialog = html[html.index('<div id="server-consent"') :]
    assert html.index('<div id="root">') < html.index('<div id="server-consent"')
    assert dialog.startswith(
        '<div id="server-consent" class="_b_d1 _b_c1"><div class="_p_d2 _p_c2" role="dialog" aria-modal="true" '
        'aria-label="Datenschutzeinstellungen" aria-describedby="server-consent-intro" tabindex="-1" data-view="full">'
        '<header class="_h_d3 _h_c3"><h2 class="_t_d4 _t_c4">Datenschutz&shy;einstellungen</h2>'
        '<button type="button" aria-disabled="true" class="_s_c10">Minimieren</button></header>'
        '<div class="_y_d5"><p id="server-consent-intro" class="_i_c5">Wir verwenden Cookies'
    )
    rows = re.findall(r"<dt>(.*?)</dt><dd>(.*?)</dd>", dialog)
    assert rows == [
        ("Notwendig", "Bestellwerk"),
        ("Statistik", "Bestellwerk Statistik, Google Tag"),
        ("Marketing", "Google Tag, Meta Pixel"),
    ]
    buttons = re.findall(r'<button type="button" aria-disabled="true" class="([^"]*)">(.*?)</button>', dialog)
    assert buttons == [
        ("_s_c10", "Minimieren"),
        ("_pr_c9", "Alle akzeptieren"),
        ("_pr_c9", "Nur notwendige"),
        ("_s_c10 _w_c11", "Einstellungen ändern"),
    ]


def test_the_dialogs_stylesheet_comes_inline_and_its_link_stays_disabled(built, shop):
    # when
    html = Client().get("/store/linz").content.decode()

    # then: the rules with the HTML; the link only tells the app's chunk loader the sheet is there (not fetched)
    assert (
        '<style>.intro{font-size:1rem}</style><link rel="stylesheet" '
        'href="/static/storefront/assets/ConsentDialog-GGGG7777.css" disabled>'
    ) in html
    assert '<link rel="stylesheet" href="/static/storefront/assets/ConsentDialog-GGGG7777.css">' not in html


def test_a_current_decision_gets_no_painted_dialog(built, shop):
    # given
    client = Client()
    client.cookies["bw_consent"] = quote(json.dumps({"id": "a", "version": current().version}))

    # when
    html = body(client.get("/store/linz"))

    # then
    assert "server-consent" not in html


def test_a_storefront_built_without_the_class_names_paints_no_dialog(built, shop):
    # given
    (built / "storefront" / "dist" / ".vite" / "css-modules.json").unlink()

    # when
    html = body(Client().get("/store/linz"))

    # then: the app's dialog alone, as before
    assert "server-consent" not in html


def test_the_painted_texts_are_the_dialogs(frontend):
    # given: the app dialog's texts
    source = MESSAGES.read_text(encoding="utf-8")

    def text(key: str) -> str:
        match = re.search(rf"\n  {key}:\s*((?:'[^']*'(?:\s*\+\s*)?)+)", source)
        assert match, key
        return "".join(re.findall(r"'([^']*)'", match.group(1)))

    # then
    assert consent_shell.TITLE == text("title")
    assert consent_shell.HEADING.replace("&shy;", "\\u00AD") == text("heading")
    assert consent_shell.INTRO == text("intro")
    assert consent_shell.MINIMIZE == text("minimize")
    assert consent_shell.ACCEPT_ALL == text("acceptAll")
    assert consent_shell.REQUIRED_ONLY == text("requiredOnly")
    assert consent_shell.CHANGE_SETTINGS == text("changeSettings")
    labels = dict(re.findall(r"\n    (\w+): '([^']*)',", source[source.index("intentLabels") :]))
    assert consent_shell.INTENTS == labels
