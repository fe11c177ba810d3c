"""Who uses a row: the pages, contents, blocks and navigations whose JSON refers to it.

Read by the 409 answers when a referenced image, site, block or content is deleted (the media area
asks through media.registry.register_image_users, so it imports nothing of cms).
"""

from . import schema
from .models import Block, Navigation, Node, Site


def _draft(row) -> dict | None:
    """The row's unsaved draft ({type, content, …} as the editor sent it), when it has one."""
    return row.draft if isinstance(row.draft, dict) else None


def _documents():
    """(label, kind, id, refs) of every stored document, its draft included: what a draft refers to is
    published with it, so it must not be deleted under it."""
    for site in Site.objects.only("id", "name", "type", "content", "draft"):
        refs = schema.walk(schema.SITE_CONTENT.get(site.type, ()), site.content or {}).refs
        if draft := _draft(site):
            fields = schema.SITE_CONTENT.get(draft.get("type", site.type), ())
            refs = [*refs, *schema.walk(fields, draft.get("content") or {}).refs]
        yield f"Seite „{site}“", "site", site.pk, refs
    for node in Node.objects.only("id", "identifier", "type", "content", "draft"):
        refs = schema.walk(schema.NODE_CONTENT.get(node.type, ()), node.content or {}).refs
        if draft := _draft(node):
            fields = schema.NODE_CONTENT.get(draft.get("type", node.type), ())
            refs = [*refs, *schema.walk(fields, draft.get("content") or {}).refs]
        yield f"Inhalt „{node}“", "node", node.pk, refs
    for block in Block.objects.only("id", "name", "content", "draft"):
        refs = schema.walk(schema.BLOCK_CONTENT, block.content or {}, in_block=True).refs
        if draft := _draft(block):
            refs = [*refs, *schema.walk(schema.BLOCK_CONTENT, draft.get("content") or {}, in_block=True).refs]
        yield f"Block „{block}“", "block", block.pk, refs
    for navigation in Navigation.objects.only("id", "identifier", "items"):
        refs = schema.walk_collection(schema.NAVIGATION_CONTENT, navigation.items or []).refs
        yield f"Navigation „{navigation}“", "navigation", navigation.pk, refs


def users_of(target: str, target_id: int) -> list[str]:
    """German labels of every document referring to the row (the row itself not counted)."""
    found = []
    for label, kind, pk, refs in _documents():
        if kind == target and pk == target_id:
            continue
        if any(ref.target == target and ref.id == target_id for ref in refs) and label not in found:
            found.append(label)
    return found


# rows of lower areas that content refers to by id (deleting them asks core.usage)
ROW_TARGETS = {"organisation.Branch": "branch", "catalogue.Category": "category", "catalogue.Product": "product"}


def row_users(instance) -> list[str]:
    target = ROW_TARGETS.get(instance._meta.label)
    return users_of(target, instance.pk) if target else []


def image_users(image_id: int) -> list[str]:
    return users_of("image", image_id)


def upload_ids() -> set[int]:
    return {ref.id for _label, _kind, _pk, refs in _documents() for ref in refs if ref.target == "file"}


def _moved(value, image_id: int, new: dict):
    """The JSON with every image reference {id, version, extension} of the image replaced by `new`
    (file references carry a public hash as well, so they never match)."""
    if isinstance(value, dict):
        if set(value) == {"id", "version", "extension"} and value["id"] == image_id:
            return dict(new)
        return {key: _moved(child, image_id, new) for key, child in value.items()}
    if isinstance(value, list):
        return [_moved(child, image_id, new) for child in value]
    return value


# the JSON fields that hold image references; drafts too: the library serves only an image's current version
IMAGE_HOLDERS = (
    (Site, "content"),
    (Site, "draft"),
    (Node, "content"),
    (Node, "draft"),
    (Block, "content"),
    (Block, "draft"),
    (Navigation, "items"),
)


def follow_image(image) -> None:
    """Point every page, node, block and navigation, and their drafts, at a replaced image's new version and
    extension."""
    new = {"id": image.id, "version": image.version, "extension": image.extension}
    for model, field in IMAGE_HOLDERS:
        for row in model.objects.filter(**{f"{field}__icontains": f'"id": {image.id}'}):
            moved = _moved(getattr(row, field), image.id, new)
            if moved != getattr(row, field):
                setattr(row, field, moved)
                row.save(update_fields=[field])
