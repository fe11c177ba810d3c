"""German validation messages in the polite form ("Sie") the whole product uses.

DRF's own German catalogue addresses people with "du" for a handful of messages; these texts
replace them on the field classes once at start-up (core.apps.CoreConfig.ready).
"""

from rest_framework import fields, relations

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
