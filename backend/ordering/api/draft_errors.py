"""Every refusal of an order draft at once: the shape check's errors and the rules' errors of the rest.

The serializer checks the shape (an e-mail address, an amount 'abc', an unknown key) and stops
there; a customer should still read every other problem of the same submit (terms not accepted, a
product not available) in one answer instead of one round after another. So the fields the shape
check refused are left out (items by index), the rest is validated again and checked by the
creation service, which stores nothing here. A rule's error on a field the shape check already
refused is not repeated ('Dieses Feld ist erforderlich.' for a dropped e-mail address).
"""

import re
from collections.abc import Mapping
from datetime import datetime

from core.api.exceptions import flatten_errors

from ..errors import CreationErrorCode as Code
from ..services.creation import check_order
from .common import wire_errors
from .draft_serializers import OrderDraftSerializer

# unknown keys hide the field errors of the same object (core.api.serializers.StrictMixin): a second
# pass finds those; a third is a guard, never needed by a draft the serializer can describe
PASSES = 3
ITEM_PATH = re.compile(r"^items\.(\d+)(?=\.|$)")


def draft_errors(data, *, now: datetime, first: OrderDraftSerializer | None = None, taken_by=None) -> list[dict]:
    """The wire errors (camelCase fields) of a draft whose shape the serializer refused: shape first, then rules.

    `first` is the caller's serializer that already refused `data` (its first pass is not run again);
    `taken_by` the employee of a phone order (ordering.services.creation).
    """
    shape: list[dict] = []
    positions = list(range(len(data.get("items") or []))) if _item_list(data) else []
    for _ in range(PASSES):
        serializer, first = first or OrderDraftSerializer(data=data), None
        # a refused field left out is not missing: the rules read it as not given (a branch id, the items)
        if isinstance(data, Mapping):
            refused = {error["field"] for error in shape if "field" in error}
            for name in (set(serializer.fields) - set(data)) & refused:
                serializer.fields[name].required = False
        if serializer.is_valid():
            return shape + _rule_errors(serializer.validated_data, positions, shape, now, taken_by)
        shape += [_at_positions(error, positions) for error in flatten_errors(serializer.errors)]
        pruned = _prune(data, serializer.errors, positions)
        if pruned is None:
            break
        data, positions = pruned
    return shape


def _item_list(data) -> bool:
    return isinstance(data, Mapping) and isinstance(data.get("items"), list)


def _prune(data, errors, positions: list[int]) -> tuple[dict, list[int]] | None:
    """The draft without the refused fields and items, with the items' original positions; None: nothing to keep."""
    if not isinstance(data, Mapping) or not isinstance(errors, Mapping) or "non_field_errors" in errors:
        return None
    kept = {key: value for key, value in data.items() if key not in errors}
    item_errors = errors.get("items")
    if item_errors is not None and _item_list(data):
        refused = _refused_items(item_errors)
        if refused is None:
            positions = []
        else:
            valid = [index for index in range(len(data["items"])) if index not in refused]
            kept["items"] = [data["items"][index] for index in valid]
            positions = [positions[index] for index in valid]
    return kept, positions


def _refused_items(errors) -> set[int] | None:
    """The indices of the refused items (DRF reports them as {index: errors}); None: the list itself was refused."""
    if isinstance(errors, Mapping) and all(isinstance(index, int) for index in errors):
        return set(errors)
    if isinstance(errors, list) and errors and all(isinstance(error, Mapping) for error in errors):
        return {index for index, error in enumerate(errors) if error}
    return None


def _at_positions(error: dict, positions: list[int]) -> dict:
    """An error of a pruned draft's item at the item's position in the draft as it was sent."""
    field = error.get("field")
    match = ITEM_PATH.match(field) if field else None
    if match is None or int(match.group(1)) >= len(positions):
        return error
    return {**error, "field": f"items.{positions[int(match.group(1))]}{field[match.end() :]}"}


def _rule_errors(draft: dict, positions: list[int], shape: list[dict], now: datetime, taken_by=None) -> list[dict]:
    refused = {error["field"] for error in shape if "field" in error}
    items_refused = any(f == "items" or f.startswith("items.") for f in refused)
    errors = []
    for error in wire_errors(check_order(draft, now=now, taken_by=taken_by)):
        error = _at_positions(error, positions)
        field = error.get("field")
        if field is not None and any(field == f or field.startswith(f"{f}.") for f in refused):
            continue
        # an empty cart or a minimum order value of the items left over says nothing about the cart sent
        if items_refused and (field == "items" or error["code"] == Code.MINIMUM_ORDER_VALUE):
            continue
        errors.append(error)
    return errors
