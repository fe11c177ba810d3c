"""Postcodes of delivery areas: which area of a branch delivers to a postcode. Vectors: contracts/postcode.json.

A postcode is 4 or 5 digits (DE 5, AT, CH and LI 4), typed with spaces around it or not. An area lists
the exact postcodes it serves; the first area (in the branch's order) that lists the postcode delivers
there. An area without postcodes serves none (the back office must say which postcodes it serves).
"""

import re
from collections.abc import Iterable, Mapping

POSTCODE = re.compile(r"[0-9]{4,5}")


def normalize_postcode(value: str | None) -> str:
    """The postcode as typed, without whitespace anywhere ('10 60 ' -> '1060')."""
    return re.sub(r"\s+", "", value or "")


def is_valid_postcode(value: str | None) -> bool:
    return POSTCODE.fullmatch(normalize_postcode(value)) is not None


def area_for_postcode(areas: Iterable[Mapping], postcode: str | None) -> Mapping | None:
    """The first area whose `postcodes` list the (normalised) postcode; None when none serves it."""
    code = normalize_postcode(postcode)
    if not code:
        return None
    for area in areas:
        if code in (normalize_postcode(p) for p in area.get("postcodes") or ()):
            return area
    return None
