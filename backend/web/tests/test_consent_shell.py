"""A first visit's HTML paints the consent dialog's first view (web/consent_shell.py) and carries the first view's
stylesheets inline (preload.inline_styles): the largest paint of a phone comes with the HTML."""

import json
import re
from urllib.parse import quote

import pytest
from django.test import Client

from consent.selectors import current

from .test_preload_consent import INDEX, MANIFEST

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
# what the storefront build writes from the dialog's messages (frontend vite.config.ts)
TEXTS = {
    "title": "Datenschutzeinstellungen",
    "heading": "Datenschutz\u00adeinstellungen",
    "intro": "Wir verwenden Cookies und ähnliche Techniken. Notwendige Dienste brauchen wir, damit Bestellungen "
    "funktionieren. Mit Ihrer Einwilligung nutzen wir außerdem Dienste für Statistik und Marketing, um den Shop zu "
    "verbessern und unsere Werbung zu messen. Ihre Auswahl können Sie jederzeit unter „Datenschutzeinstellungen“ am "
    "Seitenende ändern.",
    "minimize": "Minimieren",
    "acceptAll": "Alle akzeptieren",
    "requiredOnly": "Nur notwendige",
    "changeSettings": "Einstellungen ändern",
    "intentLabels": {
        "required": "Notwendig",
        "functional": "Funktional",
        "analytics": "Statistik",
        "marketing": "Marketing",
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
    (dist / ".vite" / "consent-texts.json").write_text(json.dumps(TEXTS))
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
        '<header class="_h_d3 _h_c3"><h2 class="_t_d4 _t_c4">Datenschutz\u00adeinstellungen</h2>'
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


@pytest.mark.parametrize("built_file", ["css-modules.json", "consent-texts.json"])
def test_a_storefront_built_without_the_class_names_or_texts_paints_no_dialog(built, shop, built_file):
    # given
    (built / "storefront" / "dist" / ".vite" / built_file).unlink()

    # when
    html = body(Client().get("/store/linz"))

    # then: the app's dialog alone, as before
    assert "server-consent" not in html


def test_the_painted_texts_are_the_built_dialogs_escaped(built, shop):
    # given: a build whose dialog texts changed (say, another wording), one with markup in it
    texts = {
        **TEXTS,
        "acceptAll": "Alles <b>erlauben</b>",
        "intentLabels": {**TEXTS["intentLabels"], "required": "Nötig"},
    }
    (built / "storefront" / "dist" / ".vite" / "consent-texts.json").write_text(json.dumps(texts))

    # when
    dialog = body(Client().get("/store/linz"))

    # then: the page says what the built dialog says, as text
    assert (
        '<button type="button" aria-disabled="true" class="_pr_c9">Alles &lt;b&gt;erlauben&lt;/b&gt;</button>' in dialog
    )
    assert "<dt>Nötig</dt><dd>Bestellwerk</dd>" in dialog
