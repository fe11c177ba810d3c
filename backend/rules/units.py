"""The unit catalogue and conversions between units.

Units of one type convert through their factors (1 kg = 1000 g). Units of different types (piece and
package, kilogram and piece) convert only through a product's alternative-unit ratio: the number of
the product's base units that one alternative unit holds. Vectors: contracts/units.json.
"""

from dataclasses import dataclass
from decimal import Decimal

from rules.decimals import QUANTITY_PLACES, round_half_up, to_decimal

COUNT_TYPES = ("amount", "serving", "pair", "person", "package")
TYPES = (*COUNT_TYPES, "weight", "volume", "length", "square", "cubic")


class UnitError(ValueError):
    """An unknown unit, or a conversion the product does not define."""


@dataclass(frozen=True)
class Unit:
    id: str
    name: str
    short_name: str
    type: str
    factor: Decimal

    def to_dict(self) -> dict:
        return {
            "id": self.id,
            "name": self.name,
            "shortName": self.short_name,
            "type": self.type,
            "factor": format(self.factor, "f"),
        }


def _unit(id_, name, short, type_, factor) -> Unit:
    return Unit(id_, name, short, type_, Decimal(factor))


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


def get_unit(unit_id: str) -> Unit:
    try:
        return UNITS[unit_id]
    except (KeyError, TypeError):
        raise UnitError(f"unknown unit {unit_id!r}") from None


def convertible(from_id: str, to_id: str) -> bool:
    return get_unit(from_id).type == get_unit(to_id).type


def convert(amount: Decimal, from_id: str, to_id: str) -> Decimal:
    """`amount` in `from_id` expressed in `to_id`; both of one type. Exact (factors are powers of ten)."""
    source, target = get_unit(from_id), get_unit(to_id)
    if source.type != target.type:
        raise UnitError(f"{from_id} and {to_id} are of different types")
    return amount * source.factor / target.factor


def offered_units(product: dict) -> list[str]:
    """The product's base unit followed by its alternative units, in their order."""
    return [product["unit"], *(alt["unit"] for alt in product.get("alternativeUnits") or [])]


def alternative(product: dict, unit_id: str) -> dict | None:
    if unit_id == product["unit"]:
        return None
    for alt in product.get("alternativeUnits") or []:
        if alt["unit"] == unit_id:
            return alt
    raise UnitError(f"unit {unit_id!r} is not offered for product {product.get('id')!r}")


def ratio(product: dict, unit_id: str) -> Decimal:
    """How many of the product's base units one `unit_id` holds.

    The base unit holds 1; an alternative unit its `ratio`, or when that is null and both units have
    one type, the factor quotient (kilogram product, decagram alternative: 0.01).
    """
    alt = alternative(product, unit_id)
    if alt is None:
        return Decimal(1)
    given = to_decimal(alt.get("ratio"))
    if given is not None and given > 0:
        return given
    if convertible(unit_id, product["unit"]):
        return convert(Decimal(1), unit_id, product["unit"])
    raise UnitError(f"unit {unit_id!r} has no ratio to {product['unit']!r}")


def convert_for_product(product: dict, amount: Decimal, from_id: str, to_id: str) -> Decimal:
    """`amount` of `from_id` in `to_id` through the product's ratios, rounded to 6 decimals half up."""
    base_amount = amount * ratio(product, from_id)
    return round_half_up(base_amount / ratio(product, to_id), QUANTITY_PLACES)
