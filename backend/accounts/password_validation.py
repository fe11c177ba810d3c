"""Django's password validators with clearer German texts (settings.AUTH_PASSWORD_VALIDATORS), and names
no password may be.

The minimum length keeps Django's own German text ('Dieses Passwort ist zu kurz. …').

Django's similarity check measures how alike password and name are as a whole, so a name with a few digits
('Paul1234') or both names run together ('PaulProbe1') pass it. Here a password is also reduced to its core
(case-insensitive, leading and trailing digits, punctuation and spaces dropped, separators inside removed)
and refused when that core is the person's first or last name, both names together (either order), the
e-mail address's local part, or a name of the business: the shop, the company, an organisation or a branch
(each whole, or one of its words of at least MIN_WORD letters: 'Kornfeld' of 'Kornfeld Gastro GmbH').
"""

import re

from django.contrib.auth import password_validation
from django.core.exceptions import FieldDoesNotExist, ValidationError

from organisation.models import Branch, Config, Division

MIN_WORD = 4
SEPARATORS = re.compile(r"[\W_]+")
EDGES = re.compile(r"^[\W\d_]+|[\W\d_]+$")
TOO_LIKE_FIELD = "Das Passwort ist dem Feld „%(verbose_name)s“ zu ähnlich. Bitte wählen Sie ein anderes."
TOO_LIKE_NAME = "Das Passwort ist dem Namen (Vorname und Nachname) zu ähnlich. Bitte wählen Sie ein anderes."
TOO_LIKE_BUSINESS = (
    "Das Passwort ist dem Namen des Geschäfts (Shop, Firma, Organisation oder Filiale) zu ähnlich. "
    "Bitte wählen Sie ein anderes."
)


def core(password: str) -> str:
    """'Kornfeld!', 'kornfeld2025' and ' Korn-Feld ' all become 'kornfeld'."""
    return SEPARATORS.sub("", EDGES.sub("", password.casefold()))


def squashed(name: str) -> str:
    return SEPARATORS.sub("", (name or "").casefold())


class UserAttributeSimilarityValidator(password_validation.UserAttributeSimilarityValidator):
    def validate(self, password, user=None):
        super().validate(password, user)
        if user is None:
            return
        password_core = core(password)
        if not password_core:
            return
        for attribute_name in self.user_attributes:
            value = getattr(user, attribute_name, None)
            if not isinstance(value, str):
                continue
            if attribute_name == "email":
                value = value.rpartition("@")[0]
            if squashed(value) == password_core:
                raise ValidationError(
                    self.get_error_message(),
                    code="password_too_similar",
                    params={"verbose_name": _verbose_name(user, attribute_name)},
                )
        first, last = squashed(getattr(user, "first_name", "")), squashed(getattr(user, "last_name", ""))
        if first and last and password_core in (first + last, last + first):
            raise ValidationError(TOO_LIKE_NAME, code="password_too_similar")

    def get_error_message(self):
        return TOO_LIKE_FIELD


def _verbose_name(user, attribute_name: str) -> str:
    try:
        return str(user._meta.get_field(attribute_name).verbose_name)
    except FieldDoesNotExist:
        return attribute_name


class BusinessNameValidator:
    """Refuses the name of the shop, the company, an organisation or a branch (read when a password is set)."""

    def validate(self, password, user=None):
        password_core = core(password)
        if password_core and password_core in business_names():
            raise ValidationError(TOO_LIKE_BUSINESS, code="password_too_similar")

    def get_help_text(self):
        return "Das Passwort darf nicht der Name des Geschäfts sein."


def business_names() -> set[str]:
    config = Config.objects.filter(pk=1).values_list("shop_name", "business_name").first()
    names = [
        *(config or ()),
        *Division.objects.values_list("name", flat=True),
        *Branch.objects.values_list("name", flat=True),
    ]
    found = set()
    for name in names:
        found.add(squashed(name))
        found.update(word for word in SEPARATORS.split((name or "").casefold()) if len(word) >= MIN_WORD)
    found.discard("")
    return found


class CommonPasswordValidator(password_validation.CommonPasswordValidator):
    def get_error_message(self):
        return "Dieses Passwort wird zu häufig verwendet. Bitte wählen Sie ein anderes."


class NumericPasswordValidator(password_validation.NumericPasswordValidator):
    def get_error_message(self):
        return "Das Passwort darf nicht nur aus Ziffern bestehen."
