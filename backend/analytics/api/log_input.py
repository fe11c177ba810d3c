"""Strict reading of an analytics batch (POST /api/analytics-log), every failing field at once.

The JSON parser has already refused control characters, NaN and deep nesting and turned camelCase keys
into snake_case. Here each event is checked field by field; errors name the field as the client sent it
('events.3.type', 'events.0.device.screenWidth') with a German message. Unknown fields are refused, so a
client cannot smuggle data into the log.

Two shapes are read: the storefront's batch `{events: [{type, name, subName, data, …}]}` and the back office
spec's single entry `{type, action, category, data}` (a batch of one). `action` and `category` are the back
office's words for `name` and `subName`; an event gives either word of a pair, not both.
"""

import json
from dataclasses import dataclass, field
from decimal import Decimal

from core.api.casing import camel_path

from ..models import EventType

MAX_EVENTS = 50
MAX_DATA_CHARS = 4000
MAX_DATA_DEPTH = 4
MAX_LANGUAGES = 20
MAX_SIZE = 100_000
TYPES = [choice.value for choice in EventType]

REQUIRED = "Dieses Feld ist erforderlich."
NOT_AN_OBJECT = "Bitte senden Sie ein Objekt."
EVENTS_NOT_A_LIST = "Bitte senden Sie die Ereignisse als Liste."
EVENTS_EMPTY = "Bitte senden Sie mindestens ein Ereignis."
EVENTS_TOO_MANY = f"Bitte senden Sie höchstens {MAX_EVENTS} Ereignisse auf einmal."
UNKNOWN_FIELD = "Dieses Feld ist unbekannt."
UNKNOWN_TYPE = "Unbekannter Ereignistyp. Erlaubt sind: " + ", ".join(TYPES) + "."
NOT_A_TEXT = "Bitte geben Sie einen Text an."
TOO_LONG = "Dieser Text darf höchstens {limit} Zeichen lang sein."
LINE_BREAK = "Bitte geben Sie diesen Text in einer Zeile ein (ohne Zeilenumbruch und Tabulator)."
PATH_INVALID = "Der Pfad muss mit / beginnen."
NOT_A_BOOLEAN = "Bitte geben Sie true oder false an."
NOT_A_SIZE = f"Bitte geben Sie eine ganze Zahl von 0 bis {MAX_SIZE} an."
NOT_A_RATIO = "Bitte geben Sie eine Zahl größer als 0 und kleiner als 100 an."
DATA_TOO_LARGE = f"Die Daten dürfen als JSON höchstens {MAX_DATA_CHARS} Zeichen lang sein."
DATA_TOO_DEEP = f"Die Daten dürfen höchstens {MAX_DATA_DEPTH} Ebenen tief verschachtelt sein."
DEVICE_ONLY = "Geräteinformationen gibt es nur bei Ereignissen vom Typ device."
LANGUAGES_INVALID = f"Bitte geben Sie höchstens {MAX_LANGUAGES} Sprachen als Liste von Texten an."

EVENT_FIELDS = {"type", "name", "sub_name", "data", "path", "branch", "is_new_visitor", "device", "action", "category"}
# the back office spec's words (type, action, category, data) for the storefront's name and subName
ALIASES = {"action": "name", "category": "sub_name"}
BOTH_NAMES = "Bitte senden Sie entweder {alias} oder {name}, nicht beides."
DEVICE_TEXTS = {"language": 35, "user_agent": 500, "referrer": 1000, "orientation": 40}
DEVICE_SIZES = ("screen_width", "screen_height", "window_width", "window_height")
DEVICE_FIELDS = {*DEVICE_TEXTS, *DEVICE_SIZES, "languages", "pixel_ratio", "dark_mode"}


@dataclass
class Batch:
    events: list[dict] = field(default_factory=list)
    errors: list[dict] = field(default_factory=list)

    def fail(self, path: str, message: str, code: str) -> None:
        self.errors.append({"message": message, "field": camel_path(path), "code": code})


def read_batch(body) -> Batch:
    """The events of a batch, checked; `errors` lists every failing field (then `events` means nothing)."""
    batch = Batch()
    if not isinstance(body, dict):
        batch.errors.append({"message": NOT_AN_OBJECT, "code": "invalid"})
        return batch
    if "events" not in body and "type" in body:
        # the back office's single entry {type, action, category, data}: a batch of one, errors named as sent
        batch.events.append(_event(batch, "", body))
        return batch
    for key in body:
        if key != "events":
            batch.fail(key, UNKNOWN_FIELD, "unknown_field")
    events = body.get("events")
    if events is None:
        batch.fail("events", REQUIRED, "required")
    elif not isinstance(events, list):
        batch.fail("events", EVENTS_NOT_A_LIST, "invalid")
    elif not events:
        batch.fail("events", EVENTS_EMPTY, "empty")
    elif len(events) > MAX_EVENTS:
        batch.fail("events", EVENTS_TOO_MANY, "too_many")
    else:
        for index, event in enumerate(events):
            batch.events.append(_event(batch, f"events.{index}", event))
    return batch


def _named(batch: Batch, prefix: str, event: dict, name: str, limit: int) -> str:
    """The event's `name` or `sub_name`, given as such or by the back office's word for it."""
    alias = next(key for key, target in ALIASES.items() if target == name)
    if event.get(name) is not None and event.get(alias) is not None:
        message = BOTH_NAMES.format(alias=alias, name=camel_path(name))
        batch.fail(f"{prefix}{alias}", message, "invalid")
        return ""
    key = alias if event.get(alias) is not None else name
    return _text(batch, f"{prefix}{key}", event.get(key), limit)


def _event(batch: Batch, path: str, event) -> dict:
    if not isinstance(event, dict):
        batch.fail(path, NOT_AN_OBJECT, "invalid")
        return {}
    prefix = f"{path}." if path else ""
    for key in event:
        if key not in EVENT_FIELDS:
            batch.fail(f"{prefix}{key}", UNKNOWN_FIELD, "unknown_field")
    kind = event.get("type")
    if kind is None:
        batch.fail(f"{prefix}type", REQUIRED, "required")
    elif kind not in TYPES:
        batch.fail(f"{prefix}type", UNKNOWN_TYPE, "invalid_choice")
    result = {
        "type": kind,
        "name": _named(batch, prefix, event, "name", 100),
        "sub_name": _named(batch, prefix, event, "sub_name", 100),
        "path": _text(batch, f"{prefix}path", event.get("path"), 300),
        "branch": _text(batch, f"{prefix}branch", event.get("branch"), 80),
        "is_new_visitor": _boolean(batch, f"{prefix}is_new_visitor", event.get("is_new_visitor")) or False,
        "data": _data(batch, f"{prefix}data", event.get("data")),
        "device": None,
    }
    if result["path"] and not result["path"].startswith("/"):
        batch.fail(f"{prefix}path", PATH_INVALID, "invalid")
    device = event.get("device")
    if device is not None:
        if kind != EventType.DEVICE:
            batch.fail(f"{prefix}device", DEVICE_ONLY, "invalid")
        else:
            result["device"] = _device(batch, f"{prefix}device", device)
    return result


def _text(batch: Batch, path: str, value, limit: int) -> str:
    if value is None:
        return ""
    if not isinstance(value, str):
        batch.fail(path, NOT_A_TEXT, "invalid")
        return ""
    if len(value) > limit:
        batch.fail(path, TOO_LONG.format(limit=limit), "max_length")
    elif any(character in value for character in "\t\n\r"):
        batch.fail(path, LINE_BREAK, "line_break")
    return value.strip()


def _boolean(batch: Batch, path: str, value) -> bool | None:
    if value is None or isinstance(value, bool):
        return value
    batch.fail(path, NOT_A_BOOLEAN, "invalid")
    return None


def _depth(value) -> int:
    """Nesting depth of objects and lists (a flat object is 1), iteratively."""
    deepest, stack = 0, [(value, 1)]
    while stack:
        item, depth = stack.pop()
        if isinstance(item, (dict, list)):
            deepest = max(deepest, depth)
            stack.extend((child, depth + 1) for child in (item.values() if isinstance(item, dict) else item))
    return deepest


def _data(batch: Batch, path: str, value) -> dict:
    if value is None:
        return {}
    if not isinstance(value, dict):
        batch.fail(path, NOT_AN_OBJECT, "invalid")
        return {}
    if _depth(value) > MAX_DATA_DEPTH:
        batch.fail(path, DATA_TOO_DEEP, "too_deep")
    elif len(json.dumps(value, default=str, ensure_ascii=False, separators=(",", ":"))) > MAX_DATA_CHARS:
        batch.fail(path, DATA_TOO_LARGE, "too_large")
    return value


def _device(batch: Batch, path: str, device) -> dict:
    if not isinstance(device, dict):
        batch.fail(path, NOT_AN_OBJECT, "invalid")
        return {}
    for key in device:
        if key not in DEVICE_FIELDS:
            batch.fail(f"{path}.{key}", UNKNOWN_FIELD, "unknown_field")
    result = {name: _text(batch, f"{path}.{name}", device.get(name), limit) for name, limit in DEVICE_TEXTS.items()}
    for name in DEVICE_SIZES:
        value = device.get(name)
        if value is not None and (isinstance(value, bool) or not isinstance(value, int) or not 0 <= value <= MAX_SIZE):
            batch.fail(f"{path}.{name}", NOT_A_SIZE, "invalid")
            value = None
        result[name] = value
    languages = device.get("languages")
    if languages is not None and (
        not isinstance(languages, list)
        or len(languages) > MAX_LANGUAGES
        or any(not isinstance(item, str) or not 0 < len(item) <= DEVICE_TEXTS["language"] for item in languages)
    ):
        batch.fail(f"{path}.languages", LANGUAGES_INVALID, "invalid")
        languages = None
    result["languages"] = languages or []
    ratio = device.get("pixel_ratio")
    if ratio is not None:
        if not isinstance(ratio, bool) and isinstance(ratio, (int, Decimal)) and 0 < ratio < 100:
            ratio = Decimal(ratio).quantize(Decimal("0.01"))
        if (
            isinstance(ratio, bool)
            or not isinstance(ratio, Decimal)
            or not Decimal("0.01") <= ratio <= Decimal("99.99")
        ):
            batch.fail(f"{path}.pixel_ratio", NOT_A_RATIO, "invalid")
            ratio = None
    result["pixel_ratio"] = ratio
    result["dark_mode"] = _boolean(batch, f"{path}.dark_mode", device.get("dark_mode"))
    return result
