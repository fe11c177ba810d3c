"""The consent dialog's first view painted by the server into a first visit's HTML.

A first visit opens the consent dialog over the page, and it is the largest thing a phone shows. Painted by the
app it came after the app's whole JavaScript had run (Lighthouse: LCP 2.4 s of a 0.7 s first paint). The server
paints the same full view with the HTML, with the class names of the dialog's built CSS modules (Vite writes them to
dist/.vite/css-modules.json) and its stylesheet inlined with the page; the app's dialog takes its place when it
mounts (ConsentDialog removes `#server-consent`). The texts are the dialog's own: the build writes those of its first
view from features/consent/messages.ts to dist/.vite/consent-texts.json. Until the app runs the buttons do nothing,
so they say so (aria-disabled, which also makes a test's click wait for the app's buttons); nothing is decided here.
"""

from django.conf import settings
from django.utils.html import escape

from .preload import built_json

ELEMENT_ID = "server-consent"
CLASSES = "css-modules.json"
TEXTS = "consent-texts.json"


def _built(name: str) -> dict | None:
    """A JSON file the storefront build writes for the server into dist/.vite/, or None while it is not built."""
    path = settings.FRONTEND_DIR / "storefront" / "dist" / ".vite" / name
    return built_json(path) if path.is_file() else None


def module_classes() -> dict | None:
    """The built class names of the dialog's two CSS modules, or None while the storefront is not built with them."""
    classes = _built(CLASSES)
    if classes is None or not {"ConsentDialog.module.css", "Dialog.module.css"} <= classes.keys():
        return None
    return classes


def render(configuration: dict) -> str:
    """The full view of the dialog for the consent configuration as /api/public/consent answers it ('' unbuilt)."""
    classes, texts = module_classes(), _built(TEXTS)
    if classes is None or texts is None:
        return ""
    dialog, own = classes["Dialog.module.css"], classes["ConsentDialog.module.css"]

    def both(name: str) -> str:
        return escape(f"{dialog.get(name, '')} {own.get(name, '')}".strip())

    def mine(*names: str) -> str:
        return escape(" ".join(own.get(name, "") for name in names))

    rows = []
    for intent, label in texts["intentLabels"].items():
        names = [
            service["name"] for service in configuration.get("services", []) if intent in service.get("intents", [])
        ]
        if names:
            rows.append(
                f'<div class="{mine("overviewRow")}"><dt>{escape(label)}</dt><dd>{escape(", ".join(names))}</dd></div>'
            )
    title, heading, intro = (escape(texts[key]) for key in ("title", "heading", "intro"))
    minimize, accept_all, required_only, change = (
        escape(texts[key]) for key in ("minimize", "acceptAll", "requiredOnly", "changeSettings")
    )
    return (
        f'<div id="{ELEMENT_ID}" class="{both("backdrop")}">'
        f'<div class="{both("panel")}" role="dialog" aria-modal="true" aria-label="{title}" '
        f'aria-describedby="{ELEMENT_ID}-intro" tabindex="-1" data-view="full">'
        f'<header class="{both("head")}"><h2 class="{both("title")}">{heading}</h2>'
        f'<button type="button" aria-disabled="true" class="{mine("secondary")}">{minimize}</button></header>'
        f'<div class="{escape(dialog.get("body", ""))}">'
        f'<p id="{ELEMENT_ID}-intro" class="{mine("intro")}">{intro}</p>'
        f'<dl class="{mine("overview")}">{"".join(rows)}</dl></div>'
        f'<footer class="{mine("actions")}">'
        f'<button type="button" aria-disabled="true" class="{mine("primary")}">{accept_all}</button>'
        f'<button type="button" aria-disabled="true" class="{mine("primary")}">{required_only}</button>'
        f'<button type="button" aria-disabled="true" class="{mine("secondary", "wide")}">{change}</button>'
        "</footer></div></div>"
    )
