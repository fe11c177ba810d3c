"""The unit catalogue (spec storefront §3 Unit; contracts/README.md): id, name, short name, type, factor.

Units of one type convert by their factors (1 kilogram = 1000 gram); count-like types (amount,
serving, pair, person, package) each hold their own unit with factor 1.
"""

from dataclasses import dataclass
from decimal import Decimal


@dataclass(frozen=True)
class Unit:
    id: str
    name: str
    short_name: str
    type: str
    factor: Decimal


def _unit(id_, name, short_name, type_, factor) -> Unit:
    return Unit(id_, name, short_name, type_, Decimal(factor))


UNITS: dict[str, Unit] = {
    unit.id: unit
    for unit in (
        _unit("piece", "Stück", "Stk.", "amount", "1"),
        _unit("serving", "Portion", "Port.", "serving", "1"),
        _unit("pair", "Paar", "Paar", "pair", "1"),
        _unit("person", "Person", "Pers.", "person", "1"),
        _unit("package", "Packung", "Pkg.", "package", "1"),
        _unit("gram", "Gramm", "g", "weight", "1"),
        _unit("decagram", "Dekagramm", "dag", "weight", "10"),
        _unit("kilogram", "Kilogramm", "kg", "weight", "1000"),
        _unit("milliliter", "Milliliter", "ml", "volume", "1"),
        _unit("centiliter", "Zentiliter", "cl", "volume", "10"),
        _unit("deciliter", "Deziliter", "dl", "volume", "100"),
        _unit("liter", "Liter", "l", "volume", "1000"),
        _unit("millimeter", "Millimeter", "mm", "length", "1"),
        _unit("centimeter", "Zentimeter", "cm", "length", "10"),
        _unit("decimeter", "Dezimeter", "dm", "length", "100"),
        _unit("meter", "Meter", "m", "length", "1000"),
        _unit("kilometer", "Kilometer", "km", "length", "1000000"),
        _unit("square-millimeter", "Quadratmillimeter", "mm²", "square", "1"),
        _unit("square-centimeter", "Quadratzentimeter", "cm²", "square", "100"),
        _unit("square-decimeter", "Quadratdezimeter", "dm²", "square", "10000"),
        _unit("square-meter", "Quadratmeter", "m²", "square", "1000000"),
        _unit("cubic-millimeter", "Kubikmillimeter", "mm³", "cubic", "1"),
        _unit("cubic-centimeter", "Kubikzentimeter", "cm³", "cubic", "1000"),
        _unit("cubic-decimeter", "Kubikdezimeter", "dm³", "cubic", "1000000"),
        _unit("cubic-meter", "Kubikmeter", "m³", "cubic", "1000000000"),
    )
}


def is_convertible(from_unit: str, to_unit: str) -> bool:
    """Both units known and of one type, so that the ratio follows from their factors."""
    a, b = UNITS.get(from_unit), UNITS.get(to_unit)
    return a is not None and b is not None and a.type == b.type
