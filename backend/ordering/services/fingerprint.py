"""The fingerprint of a validated order draft: a repeated Idempotency-Key must come with the same draft."""

import hashlib
import json
from datetime import UTC, datetime
from decimal import Decimal

from rules.quantity import parse_amount

from . import cart


def _canonical(value):
    if isinstance(value, datetime):
        return value.astimezone(UTC).isoformat()
    if isinstance(value, Decimal):
        return str(value.normalize()) if value.is_finite() else str(value)
    return str(value)


def draft_fingerprint(draft: dict) -> str:
    """SHA-256 of the validated draft as it is read: texts trimmed, amounts parsed, instants in UTC, keys sorted."""
    data = {name: value.strip() if isinstance(value, str) else value for name, value in draft.items()}
    data["items"] = [
        {**cart.rule_item(item), "amount": parse_amount(item.get("amount"))} for item in draft.get("items") or []
    ]
    text = json.dumps(data, sort_keys=True, separators=(",", ":"), ensure_ascii=False, default=_canonical)
    return hashlib.sha256(text.encode()).hexdigest()
