"""Checking the ids a content document refers to: one query per kind, unknown ids refused at their path.

Image and file references are completed with the library's current version and extension (a file also
with its public hash), so the public site can build their addresses without another query.
"""

from catalogue.models import Category, Product
from media.models import Image, Upload
from organisation.models import Branch

from . import schema
from .models import Block, Node, Site

# reference target -> model (scenes do not exist yet: every scene id is unknown)
MODELS = {
    "block": Block,
    "site": Site,
    "category": Category,
    "product": Product,
    "node": Node,
    "branch": Branch,
    "image": Image,
    "file": Upload,
}


def _rows(target: str, ids: set[int]) -> dict[int, object]:
    model = MODELS.get(target)
    if model is None or not ids:
        return {}
    return {row.pk: row for row in model.objects.filter(pk__in=ids)}


def check(refs: list[schema.Ref]) -> list[tuple[str, str, str]]:
    """Errors for the references whose row does not exist (or is a node of another type)."""
    wanted: dict[str, set[int]] = {}
    for ref in refs:
        wanted.setdefault(ref.target, set()).add(ref.id)
    found = {target: _rows(target, ids) for target, ids in wanted.items()}
    errors = []
    for ref in refs:
        row = found[ref.target].get(ref.id)
        label = schema.TARGET_LABELS[ref.target]
        if row is None:
            errors.append((ref.path, "content_not_found", schema.NOT_FOUND.format(label=label, id=ref.id)))
        elif ref.node_type and row.type != ref.node_type:
            kind = schema.NODE_KIND_LABELS.get(ref.node_type, ref.node_type)
            errors.append((ref.path, "content_wrong_node", schema.WRONG_NODE.format(id=ref.id, kind=kind)))
        elif ref.holder is not None:
            ref.holder.update({"version": row.version, "extension": row.extension})
            if ref.target == "file":
                ref.holder["public_hash"] = row.public_hash
    return errors
