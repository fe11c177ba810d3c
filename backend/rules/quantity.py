"""Quantities of a cart item: parsing what a person typed, limits per unit, clamping, steps, validity.

Vectors: contracts/quantity.json. The rounding rule: the amount is first clamped to [minimum,
maximum] (minimum never below 0), then moved to the nearest multiple of the step counted from the
minimum (from 0 without a minimum), halves rounding up; a result above the maximum steps down to the
last multiple at or below it (but never below the minimum).
"""

import re
from dataclasses import dataclass
from decimal import ROUND_FLOOR, ROUND_HALF_UP, Decimal

from rules.decimals import quantity_text, to_decimal
from rules.units import UnitError, alternative, convert_for_product, get_unit

NUMBER = re.compile(r"^[+-]?(\d+([.,]\d*)?|[.,]\d+)$")
CALCULATION_MODELS = ("fixed", "approximate", "minimum")
TEXT_PARTS = ("text", "textarea")
UPLOAD_PARTS = ("image", "images", "file", "files")
SINGLE_UPLOAD_PARTS = ("image", "file")


def parse_amount(value) -> Decimal:
    """A typed amount: comma or dot as decimal separator, spaces around; anything else is 0."""
    if isinstance(value, int | Decimal) and not isinstance(value, bool):
        result = to_decimal(value, Decimal(0))
    elif isinstance(value, str) and NUMBER.match(value.strip()):
        result = Decimal(value.strip().replace(",", "."))
    else:
        return Decimal(0)
    return result if result.is_finite() else Decimal(0)


@dataclass(frozen=True)
class Limits:
    """Effective limits of a product in one unit; None means no limit (step None: no rounding)."""

    minimum: Decimal | None
    maximum: Decimal | None
    step: Decimal | None
    calculation_model: str

    def to_dict(self) -> dict:
        def text(value):
            return None if value is None else quantity_text(value)

        return {
            "minimumQuantity": text(self.minimum),
            "maximumQuantity": text(self.maximum),
            "quantityStepSize": text(self.step),
            "calculationModel": self.calculation_model,
        }


def _positive(value) -> Decimal | None:
    number = to_decimal(value)
    return number if number is not None and number > 0 else None


def limits(product: dict, unit_id: str) -> Limits:
    """Limits for `unit_id`: the product's own, or the alternative unit's, field by field replacing them.

    A null limit of the chosen unit means no limit; a null calculationModel of an alternative unit
    keeps the product's. A step <= 0 counts as no step, a minimum or maximum <= 0 as no limit.
    """
    source = alternative(product, unit_id) or product
    model = source.get("calculationModel") or product.get("calculationModel") or "fixed"
    return Limits(
        minimum=_positive(source.get("minimumQuantity")),
        maximum=_positive(source.get("maximumQuantity")),
        step=_positive(source.get("quantityStepSize")),
        calculation_model=model if model in CALCULATION_MODELS else "fixed",
    )


def clamp(amount: Decimal, limit: Limits) -> Decimal:
    lower = limit.minimum or Decimal(0)
    if limit.maximum is not None and amount > limit.maximum:
        amount = limit.maximum
    return max(amount, lower)


def round_to_step(amount: Decimal, limit: Limits) -> Decimal:
    """Nearest multiple of the step counted from the minimum, half up, kept at or below the maximum."""
    if limit.step is None:
        return amount
    origin = limit.minimum or Decimal(0)
    steps = ((amount - origin) / limit.step).quantize(Decimal(1), rounding=ROUND_HALF_UP)
    result = origin + steps * limit.step
    if limit.maximum is not None and result > limit.maximum:
        floor_steps = ((limit.maximum - origin) / limit.step).quantize(Decimal(1), rounding=ROUND_FLOOR)
        result = max(origin + floor_steps * limit.step, origin)
    return max(result, origin)


def normalize_amount(product: dict, unit_id: str, value) -> Decimal:
    """What the amount field shows after input: parsed, clamped, on the step."""
    limit = limits(product, unit_id)
    return round_to_step(clamp(parse_amount(value), limit), limit)


def change_unit(product: dict, amount: Decimal, from_id: str, to_id: str) -> Decimal:
    """The amount after switching units: converted through the product's ratios, then re-clamped."""
    converted = convert_for_product(product, amount, from_id, to_id)
    return normalize_amount(product, to_id, converted)


# --- item validity --------------------------------------------------------------------------


@dataclass(frozen=True)
class Problem:
    """One reason an item is not valid; `part` is the index in product.config.parts or None."""

    field: str
    message: str
    part: int | None = None

    def to_dict(self) -> dict:
        return {"field": self.field, "part": self.part, "message": self.message}


def german_number(value: Decimal) -> str:
    return quantity_text(value).replace(".", ",")


def sentence(text: str) -> str:
    """End with one full stop, also after an abbreviation such as 'Stk.'."""
    return text if text.endswith(".") else f"{text}."


def _amount_problems(product: dict, item: dict) -> list[Problem]:
    unit_id = item.get("unit") or product.get("defaultUnit") or product["unit"]
    try:
        limit = limits(product, unit_id)
        short = get_unit(unit_id).short_name
    except UnitError:
        return [Problem("unit", "Diese Einheit ist für dieses Produkt nicht verfügbar.")]
    amount = parse_amount(item.get("amount"))
    if amount <= 0:
        return [Problem("amount", "Bitte geben Sie eine Menge größer als 0 an.")]
    if limit.minimum is not None and amount < limit.minimum:
        return [Problem("amount", sentence(f"Die Mindestmenge beträgt {german_number(limit.minimum)} {short}"))]
    if limit.maximum is not None and amount > limit.maximum:
        return [Problem("amount", sentence(f"Die Höchstmenge beträgt {german_number(limit.maximum)} {short}"))]
    if limit.step is not None and round_to_step(amount, limit) != amount:
        return [
            Problem("amount", f"Die Menge muss in Schritten von {german_number(limit.step)} {short} angegeben werden.")
        ]
    return []


def _is_limit(value) -> bool:
    """A text part's maxLength: a positive whole number (null, 0 and anything else: no limit)."""
    return isinstance(value, int) and not isinstance(value, bool) and value > 0


def _part_problem(index: int, part: dict, choice: dict) -> str | None:
    kind = part.get("type")
    options = choice.get("options") or []
    if kind in ("select", "multiselect"):
        count = len(part.get("options") or [])
        if any(isinstance(o, bool) or not isinstance(o, int) or not 0 <= o < count for o in options):
            return "Diese Auswahl gibt es nicht."
        if len(set(options)) != len(options):
            return "Jede Option kann nur einmal gewählt werden."
        if kind == "select" and len(options) > 1:
            return "Bitte wählen Sie nur eine Option aus."
        if not options and not part.get("optional"):
            return (
                "Bitte wählen Sie eine Option aus."
                if kind == "select"
                else "Bitte wählen Sie mindestens eine Option aus."
            )
        return None
    if kind in TEXT_PARTS:
        text = choice.get("text")
        if not part.get("optional") and not (isinstance(text, str) and text.strip()):
            return "Bitte füllen Sie dieses Feld aus."
        limit = part.get("maxLength")
        if _is_limit(limit) and isinstance(text, str) and len(text.strip()) > limit:
            return f"{part.get('name')}: höchstens {limit} Zeichen."
        return None
    if kind in UPLOAD_PARTS:
        uploads = choice.get("uploads") or []
        if kind in SINGLE_UPLOAD_PARTS and len(uploads) > 1:
            return "Hier ist nur eine Datei möglich."
        if not uploads and not part.get("optional"):
            return "Bitte laden Sie mindestens eine Datei hoch."
        return None
    return "Dieser Teil des Produkts ist unbekannt."


def item_problems(product: dict, item: dict) -> list[Problem]:
    """Everything wrong with a cart item, amount and unit first, then parts in their order."""
    problems = _amount_problems(product, item)
    parts = (product.get("config") or {}).get("parts") or []
    choices = item.get("parts") or []
    if len(choices) > len(parts):
        problems.append(Problem("parts", "Das Produkt hat weniger Teile als angegeben."))
    for index, part in enumerate(parts):
        choice = choices[index] if index < len(choices) and isinstance(choices[index], dict) else {}
        message = _part_problem(index, part, choice)
        if message:
            problems.append(Problem(f"parts.{index}", message, index))
    return problems


def is_item_valid(product: dict, item: dict) -> bool:
    return not item_problems(product, item)
