"""The field-type catalogue of the website builder's editor with the hints for an AI generator.

storefront-and-content.md §3: "Each type carries hints for an AI generator (format, description, cues)".
Served with the content schema (GET /api/content-schema, `fieldTypes`) and read by contentai when it asks a
model to draft a page: `format` says what the value must look like in JSON, `description` what the field is for,
`cues` how to write it well (German, for German pages).
"""

FIELD_TYPES: dict[str, dict] = {
    "text": {
        "label": "Text",
        "format": "string, eine Zeile ohne Zeilenumbruch",
        "description": "Kurzer Text: Überschrift, Beschriftung, Name",
        "cues": "prägnant, aktiv, ohne Punkt am Ende; Zeichenlimit (maxLength) einhalten",
    },
    "textarea": {
        "label": "Mehrzeiliger Text",
        "format": "string, reiner Text, Zeilenumbrüche erlaubt, kein HTML",
        "description": "Beschreibung oder Einleitung in wenigen Sätzen",
        "cues": "zwei bis vier klare Sätze; Zeichenlimit (maxLength) einhalten",
    },
    "wysiwyg": {
        "label": "Formatierter Text",
        "format": "string mit einfachem HTML: <p>, <h2>, <h3>, <strong>, <em>, <ul>, <ol>, <li>, <a href>",
        "description": "Fließtext eines Abschnitts",
        "cues": "kurze Absätze, Zwischenüberschriften, Aufzählungen wo sinnvoll; keine Skripte, keine Bilder",
    },
    "markdown": {
        "label": "Markdown",
        "format": "string in Markdown",
        "description": "Fließtext in Markdown",
        "cues": "kurze Absätze, Listen mit -, Überschriften mit ##",
    },
    "number": {
        "label": "Zahl",
        "format": "number (JSON-Zahl, kein String); min, max und integer beachten",
        "description": "Zahl wie Größe, Zoom oder Gewichtung",
        "cues": "den Standardwert (default) nehmen, wenn nichts dafür spricht",
    },
    "date": {
        "label": "Datum",
        "format": "string: JJJJ-MM-TT (mode date), HH:MM (time) oder JJJJ-MM-TTTHH:MM (dateTime)",
        "description": "Datum oder Uhrzeit",
        "cues": "nur angeben, wenn der Auftrag ein Datum nennt",
    },
    "image": {
        "label": "Bild",
        "format": "null (Bilder wählt die Redaktion aus der Mediathek)",
        "description": "Bild aus der Mediathek",
        "cues": "weglassen oder null",
    },
    "images": {
        "label": "Bilder",
        "format": "[] (leere Liste; Bilder wählt die Redaktion)",
        "description": "Bilder aus der Mediathek",
        "cues": "leere Liste",
    },
    "file": {
        "label": "Datei",
        "format": "null (Dateien wählt die Redaktion)",
        "description": "Datei aus der Mediathek",
        "cues": "weglassen oder null",
    },
    "files": {
        "label": "Dateien",
        "format": "[] (leere Liste)",
        "description": "Dateien aus der Mediathek",
        "cues": "leere Liste",
    },
    "boolean": {
        "label": "Ja/Nein",
        "format": "true oder false",
        "description": "Schalter",
        "cues": "den Standardwert nehmen",
    },
    "select": {
        "label": "Auswahl",
        "format": "genau einer der Werte aus options",
        "description": "Auswahl aus festen Werten",
        "cues": "den Standardwert nehmen, wenn der Auftrag nichts anderes nahelegt",
    },
    "multiselect": {
        "label": "Mehrfachauswahl",
        "format": "Liste von Werten aus options",
        "description": "Mehrere Werte aus einer festen Liste",
        "cues": "nur passende Werte",
    },
    "group": {
        "label": "Gruppe",
        "format": "Objekt mit den Feldern der Gruppe (bei union zusätzlich type)",
        "description": "Zusammengehörige Felder",
        "cues": "jedes Feld nach seinem Typ füllen",
    },
    "tabs": {
        "label": "Reiter",
        "format": "Objekt mit einem Objekt je Reiter",
        "description": "Felder auf Reiter verteilt",
        "cues": "jedes Feld nach seinem Typ füllen",
    },
    "collection": {
        "label": "Liste",
        "format": "Liste von Einträgen (bei union jeder Eintrag mit type); maxItems beachten",
        "description": "Wiederholbare Einträge wie Spalten, Fragen oder Geschichten",
        "cues": "zwei bis vier Einträge, wenn der Auftrag nichts anderes sagt",
    },
    "reference": {
        "label": "Verweis",
        "format": "null (Verweise wählt die Redaktion; keine IDs erfinden)",
        "description": "Verweis auf eine Seite, einen Block oder einen Inhalt",
        "cues": "weglassen oder null, nie eine ID erfinden",
    },
    "color": {
        "label": "Farbe",
        "format": "string #rrggbb",
        "description": "Farbe",
        "cues": "den Standardwert nehmen",
    },
    "geolocation": {
        "label": "Kartenausschnitt",
        "format": "Objekt {style, zoom, center: {lat, lng}}",
        "description": "Ausschnitt einer Karte",
        "cues": "den Standardwert nehmen, wenn der Auftrag keinen Ort nennt",
    },
}


def describe_field_types() -> dict[str, dict]:
    """Each type with its label and AI hints {format, description, cues} (a copy, safe to change)."""
    return {
        kind: {"label": hints["label"], "ai": {key: hints[key] for key in ("format", "description", "cues")}}
        for kind, hints in FIELD_TYPES.items()
    }
