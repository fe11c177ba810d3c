"""Slugs for tags and for site paths (spec §5 Slugs). Vectors: contracts/slug.json.

Tag slug: lowercase; ä -> ae, ö -> oe, ü -> ue, ß -> ss; underscores and spaces become hyphens; any
other character but a-z, 0-9 and hyphens is removed; runs of hyphens merge; a trailing hyphen goes.
Path slug: the same but dots and slashes are kept, and leading and trailing separators (hyphen, dot,
slash) are stripped.
"""

import re

UMLAUTS = str.maketrans({"ä": "ae", "ö": "oe", "ü": "ue", "ß": "ss", "_": "-", " ": "-"})
NOT_TAG = re.compile(r"[^a-z0-9-]")
NOT_PATH = re.compile(r"[^a-z0-9./-]")
HYPHENS = re.compile(r"-{2,}")
PATH_EDGES = "-./"


def _base(value: str | None, not_allowed: re.Pattern) -> str:
    return HYPHENS.sub("-", not_allowed.sub("", (value or "").lower().translate(UMLAUTS)))


def tag_slug(value: str | None) -> str:
    return _base(value, NOT_TAG).removesuffix("-")


def path_slug(value: str | None) -> str:
    return _base(value, NOT_PATH).strip(PATH_EDGES)
