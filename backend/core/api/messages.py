"""German validation messages in the polite form ("Sie") the whole product uses.

DRF's own German catalogue addresses people with "du" for a handful of messages; these texts
replace them on the field classes once at start-up (core.apps.CoreConfig.ready).
"""

from rest_framework import fields, relations, validators

WRONG_FORMAT = "Bitte verwenden Sie eines dieser Formate: {format}."
# DRF names the model's internal field names ('Die Felder branch, name …'); constraints with a
# violation_error_message (organisation.models) say it in the domain's words
UNIQUE_TOGETHER = "Diesen Eintrag gibt es bereits."

MESSAGES = {
    fields.CharField: {
        "max_length": "Bitte geben Sie höchstens {max_length} Zeichen ein.",
        "min_length": "Bitte geben Sie mindestens {min_length} Zeichen ein.",
    },
    fields.EmailField: {"invalid": "Bitte geben Sie eine gültige E-Mail-Adresse an."},
    fields.URLField: {"invalid": "Bitte geben Sie eine gültige URL an."},
    fields.SlugField: {
        "invalid": "Bitte verwenden Sie nur Buchstaben, Ziffern, Unterstriche und Bindestriche.",
        "invalid_unicode": "Bitte verwenden Sie nur Buchstaben, Ziffern, Unterstriche und Bindestriche.",
    },
    fields.IntegerField: {
        "max_value": "Bitte geben Sie einen Wert kleiner oder gleich {max_value} an.",
        "min_value": "Bitte geben Sie einen Wert größer oder gleich {min_value} an.",
    },
    fields.BigIntegerField: {
        "max_value": "Bitte geben Sie einen Wert kleiner oder gleich {max_value} an.",
        "min_value": "Bitte geben Sie einen Wert größer oder gleich {min_value} an.",
    },
    fields.FloatField: {
        "max_value": "Bitte geben Sie einen Wert kleiner oder gleich {max_value} an.",
        "min_value": "Bitte geben Sie einen Wert größer oder gleich {min_value} an.",
    },
    fields.DateField: {"invalid": f"Das Datum hat das falsche Format. {WRONG_FORMAT}"},
    fields.DateTimeField: {"invalid": f"Datum und Uhrzeit haben das falsche Format. {WRONG_FORMAT}"},
    fields.TimeField: {"invalid": f"Die Uhrzeit hat das falsche Format. {WRONG_FORMAT}"},
    fields.DurationField: {
        "invalid": f"Die Dauer hat das falsche Format. {WRONG_FORMAT}",
        "max_value": "Bitte geben Sie eine Dauer kleiner oder gleich {max_value} an.",
        "min_value": "Bitte geben Sie eine Dauer größer oder gleich {min_value} an.",
    },
    fields.ModelField: {"max_length": "Bitte geben Sie höchstens {max_length} Zeichen ein."},
    fields.FileField: {
        "max_length": "Bitte verwenden Sie einen Dateinamen mit höchstens {max_length} Zeichen (er hat {length}).",
    },
    fields.ImageField: {
        "invalid_image": "Bitte laden Sie ein gültiges Bild hoch. Die Datei ist kein Bild oder beschädigt.",
    },
    fields.DecimalField: {
        "max_value": "Bitte geben Sie einen Wert kleiner oder gleich {max_value} an.",
        "min_value": "Bitte geben Sie einen Wert größer oder gleich {min_value} an.",
        "max_digits": "Bitte geben Sie höchstens {max_digits} Ziffern ein.",
        "max_decimal_places": "Bitte geben Sie höchstens {max_decimal_places} Nachkommastellen ein.",
        "max_whole_digits": "Bitte geben Sie höchstens {max_whole_digits} Stellen vor dem Komma ein.",
    },
    relations.PrimaryKeyRelatedField: {
        "does_not_exist": 'Der Eintrag "{pk_value}" existiert nicht.',
        "incorrect_type": "Bitte geben Sie eine ID an.",
    },
}


def install() -> None:
    for field_class, messages in MESSAGES.items():
        field_class.default_error_messages = {**field_class.default_error_messages, **messages}
    validators.UniqueTogetherValidator.message = UNIQUE_TOGETHER
