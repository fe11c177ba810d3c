"""camelCase on the wire, snake_case in Python.

The spec spells some names with acronyms (isATMCardEnabled, enablePluginPWA); those are listed
once here so that both directions round-trip exactly.
"""

import re
from functools import lru_cache

ACRONYM_NAMES = {
    "is_atm_card_enabled": "isATMCardEnabled",
    "is_hydro_ag_voucher_enabled": "isHydroAGVoucherEnabled",
    "enable_atm_card": "enableATMCard",
    "enable_plugin_atm_card": "enablePluginATMCard",
    "enable_hydro_ag_voucher": "enableHydroAGVoucher",
    "enable_plugin_hydro_ag_voucher": "enablePluginHydroAGVoucher",
    "enable_plugin_pwa": "enablePluginPWA",
    "enable_plugin_sms": "enablePluginSMS",
    "theme_font_url": "themeFontUrl",
}
_TO_SNAKE = {camel: snake for snake, camel in ACRONYM_NAMES.items()}
_CAMEL_BOUNDARY = re.compile(r"(?<=[a-z0-9])(?=[A-Z])")


@lru_cache(maxsize=4096)
def to_camel(name: str) -> str:
    if name in ACRONYM_NAMES:
        return ACRONYM_NAMES[name]
    if "_" not in name:
        return name
    head, *rest = name.split("_")
    return head + "".join(part[:1].upper() + part[1:] for part in rest)


@lru_cache(maxsize=4096)
def to_snake(name: str) -> str:
    if name in _TO_SNAKE:
        return _TO_SNAKE[name]
    return _CAMEL_BOUNDARY.sub("_", name).lower()


def camelize(data):
    """Recursively rename dict keys to camelCase (lists and nested dicts included)."""
    if isinstance(data, dict):
        return {to_camel(key) if isinstance(key, str) else key: camelize(value) for key, value in data.items()}
    if isinstance(data, (list, tuple)):
        return [camelize(item) for item in data]
    return data


def underscoreize(data):
    """Recursively rename dict keys to snake_case."""
    if isinstance(data, dict):
        return {to_snake(key) if isinstance(key, str) else key: underscoreize(value) for key, value in data.items()}
    if isinstance(data, list):
        return [underscoreize(item) for item in data]
    return data


def camel_path(path: str) -> str:
    """Turn an error path like 'delivery_areas.0.min_value' into 'deliveryAreas.0.minValue'."""
    return ".".join(to_camel(part) for part in path.split("."))
