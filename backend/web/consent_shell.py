"""The consent dialog's first view painted by the server into a first visit's HTML.

A first visit opens the consent dialog over the page, and it is the largest thing a phone shows. Painted by the
app it came after the app's whole JavaScript had run (Lighthouse: LCP 2.4 s of a 0.7 s first paint). The server
paints the same full view with the HTML, with the class names of the dialog's built CSS modules (Vite writes them to
dist/.vite/css-modules.json) and its stylesheet inlined with the page; the app's dialog takes its place when it
mounts (ConsentDialog removes `#server-consent`). The texts are the dialog's (frontend features/consent/messages.ts;
web/tests/test_consent_shell.py compares them). Until the app runs the buttons do nothing, so they say so
(aria-disabled, which also makes a test's click wait for the app's buttons); nothing is decided here.
"""

import json
from functools import lru_cache
from pathlib import Path

from django.conf import settings
from django.utils.html import escape

ELEMENT_ID = "server-consent"
TITLE = "Datenschutzeinstellungen"
HEADING = "Datenschutz&shy;einstellungen"
INTRO = (
    "Wir verwenden Cookies und ähnliche Techniken. Notwendige Dienste brauchen wir, damit Bestellungen funktionieren. "
    "Mit Ihrer Einwilligung nutzen wir außerdem Dienste für Statistik und Marketing, um den Shop zu verbessern und "
    "unsere Werbung zu messen. Ihre Auswahl können Sie jederzeit unter „Datenschutzeinstellungen“ am Seitenende ändern."
)
MINIMIZE = "Minimieren"
ACCEPT_ALL = "Alle akzeptieren"
REQUIRED_ONLY = "Nur notwendige"
CHANGE_SETTINGS = "Einstellungen ändern"
INTENTS = {"required": "Notwendig", "functional": "Funktional", "analytics": "Statistik", "marketing": "Marketing"}


@lru_cache(maxsize=4)
def _classes(path: str, mtime: float) -> dict:
    return json.loads(Path(path).read_text(encoding="utf-8"))


def module_classes() -> dict | None:
    """The built class names of the dialog's two CSS modules, or None while the storefront is not built with them."""
    path = settings.FRONTEND_DIR / "storefront" / "dist" / ".vite" / "css-modules.json"
    if not path.is_file():
        return None
    classes = _classes(str(path), path.stat().st_mtime)
    if not {"ConsentDialog.module.css", "Dialog.module.css"} <= classes.keys():
        return None
    return classes


def render(configuration: dict) -> str:
    """The full view of the dialog for the consent configuration as /api/public/consent answers it ('' unbuilt)."""
    classes = module_classes()
    if classes is None:
        return ""
    dialog, own = classes["Dialog.module.css"], classes["ConsentDialog.module.css"]

    def both(name: str) -> str:
        return escape(f"{dialog.get(name, '')} {own.get(name, '')}".strip())

    def mine(*names: str) -> str:
        return escape(" ".join(own.get(name, "") for name in names))

    rows = []
    for intent, label in INTENTS.items():
        names = [
            service["name"] for service in configuration.get("services", []) if intent in service.get("intents", [])
        ]
        if names:
            rows.append(f'<div class="{mine("overviewRow")}"><dt>{label}</dt><dd>{escape(", ".join(names))}</dd></div>')
    return (
        f'<div id="{ELEMENT_ID}" class="{both("backdrop")}">'
        f'<div class="{both("panel")}" role="dialog" aria-modal="true" aria-label="{TITLE}" '
        f'aria-describedby="{ELEMENT_ID}-intro" tabindex="-1" data-view="full">'
        f'<header class="{both("head")}"><h2 class="{both("title")}">{HEADING}</h2>'
        f'<button type="button" aria-disabled="true" class="{mine("secondary")}">{MINIMIZE}</button></header>'
        f'<div class="{escape(dialog.get("body", ""))}">'
        f'<p id="{ELEMENT_ID}-intro" class="{mine("intro")}">{escape(INTRO)}</p>'
        f'<dl class="{mine("overview")}">{"".join(rows)}</dl></div>'
        f'<footer class="{mine("actions")}">'
        f'<button type="button" aria-disabled="true" class="{mine("primary")}">{ACCEPT_ALL}</button>'
        f'<button type="button" aria-disabled="true" class="{mine("primary")}">{REQUIRED_ONLY}</button>'
        f'<button type="button" aria-disabled="true" class="{mine("secondary", "wide")}">{CHANGE_SETTINGS}</button>'
        "</footer></div></div>"
    )
