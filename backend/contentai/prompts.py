"""The prompt of a page draft: the brief, the page as it is, and the content schema of the website builder (each
field's type, limits and editor hint, each field type's AI hints) in the shape the answer must take."""

import json

from core.api.casing import camelize

# fields of the description the model needs (the editor's own settings such as rows are left out)
KEPT = (
    "name",
    "type",
    "label",
    "required",
    "default",
    "maxLength",
    "min",
    "max",
    "integer",
    "options",
    "maxItems",
    "union",
    "format",
    "mode",
    "hint",
    "fields",
    "item",
    "tabs",
)
# block kinds that only point at other rows (nothing a model can write)
LEFT_OUT = ("block",)
CURRENT_LIMIT = 12_000

SYSTEM = """Du bist Redakteurin einer deutschsprachigen Website eines Gastronomie- und Handelsbetriebs.
Du entwirfst Inhalte für den Website-Baukasten: Block für Block, in gutem, natürlichem Deutsch (Sie-Form),
ohne erfundene Fakten wie Preise, Adressen oder Öffnungszeiten, die der Auftrag nicht nennt.

Antworte ausschließlich mit einem JSON-Objekt dieser Form:
{"fields": {<Feld>: <Wert>, ...}, "blocks": [{"index": <Zahl oder null>, "type": "<Blocktyp>", "content": {...}}]}

- "fields": die Felder der Seite außer den Blöcken (siehe "Seitenfelder"); weglassen, wenn es keine gibt.
- "blocks": je Block ein Eintrag. "index" ist die Position (ab 0) eines bestehenden Blocks, den du überarbeitest,
  oder null für einen neuen Block, der am Ende angefügt wird. "content" enthält die Felder des Blocktyps
  (ohne "type"), mit genau den Feldnamen aus dem Schema.
- Halte dich an jeden Feldtyp (siehe "Feldtypen": format, description, cues), an maxLength, min, max, options,
  maxItems und die Hinweise (hint) der Felder. Pflichtfelder (required) immer füllen.
- Bilder, Dateien und Verweise auf andere Einträge wählt die Redaktion: lass sie weg oder setze null bzw. [].
- Keine Erklärungen außerhalb des JSON."""


def _field(field: dict) -> dict:
    kept = {key: field[key] for key in KEPT if key in field and field[key] not in (None, False, "")}
    for key in ("fields",):
        if key in kept:
            kept[key] = [_field(child) for child in kept[key]]
    if "item" in kept:
        kept["item"] = _field(kept["item"])
    if "tabs" in kept:
        kept["tabs"] = [{**tab, "fields": [_field(child) for child in tab["fields"]]} for tab in kept["tabs"]]
    return kept


def _compact(value) -> str:
    return json.dumps(value, ensure_ascii=False, separators=(",", ":"))


def site_prompt(site, brief: str, page: dict) -> tuple[str, str]:
    """(system, user) messages for a draft of `site` from `brief`; `page` is cms.services.page_schema(site.type)."""
    content = site.content if isinstance(site.content, dict) else {}
    current_blocks = camelize(content.get("body") or [])
    current_fields = camelize({key: value for key, value in content.items() if key != "body"})
    parts = [
        f"Auftrag:\n{brief}",
        f"Seite: „{site.name}“ (Pfad /{site.path}, Titel „{site.title}“, Art {site.type})",
        "Feldtypen:\n" + _compact({kind: hints["ai"] for kind, hints in page["field_types"].items()}),
    ]
    if page["fields"]:
        parts.append("Seitenfelder:\n" + _compact([_field(field) for field in page["fields"]]))
        parts.append("Seitenfelder jetzt:\n" + _compact(current_fields)[:CURRENT_LIMIT])
    if page["has_blocks"]:
        kinds = [
            {"type": kind["type"], "label": kind["label"], "fields": [_field(field) for field in kind["fields"]]}
            for kind in page["blocks"]
            if kind["type"] not in LEFT_OUT
        ]
        parts.append("Blocktypen:\n" + _compact(kinds))
        parts.append(
            "Blöcke jetzt (Position, Typ, Inhalt):\n" + _compact(list(enumerate(current_blocks)))[:CURRENT_LIMIT]
        )
    else:
        parts.append('Diese Seite hat keine Blöcke: "blocks" bleibt leer.')
    return SYSTEM, "\n\n".join(parts)
