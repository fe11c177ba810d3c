"""Fields of the catalogue's serializers: quantities and units."""

from decimal import Decimal

from rest_framework import serializers

from rules.units import UNITS

UNKNOWN_UNIT = "Unbekannte Einheit."
NOT_POSITIVE = "Bitte geben Sie einen Wert größer als 0 an."


def plain_decimal(value: Decimal) -> str:
    """A quantity without trailing zeros or exponent: 1.000 -> "1", 0.250 -> "0.25", 1E+1 -> "10"."""
    return format(Decimal(value).normalize(), "f")


class QuantityField(serializers.DecimalField):
    """A quantity or ratio as a decimal string, sent without trailing zeros ("0.5", "6")."""

    def __init__(self, **kwargs):
        kwargs.setdefault("max_digits", 12)
        kwargs.setdefault("decimal_places", 3)
        super().__init__(**kwargs)

    def to_representation(self, value):
        if value is None:
            return None
        return plain_decimal(Decimal(str(value)))


def positive(value):
    if value is not None and value <= 0:
        raise serializers.ValidationError(NOT_POSITIVE, code="min_value")


def known_unit(value):
    if value not in UNITS:
        raise serializers.ValidationError(UNKNOWN_UNIT, code="unknown_unit")


class UnitField(serializers.CharField):
    """A unit id of the unit catalogue (rules.units)."""

    def __init__(self, **kwargs):
        kwargs.setdefault("max_length", 40)
        super().__init__(**kwargs)
        self.validators.append(known_unit)
