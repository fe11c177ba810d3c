"""Public content answers carry each image's alt text from the media library, as it is now.

The stored references are {id, version, extension} (cms.schema completes them); a public answer adds `alt`
to each ('' when the library has none: a decorative image). Every reference of the whole answer is read in
one query, however many images the sites, nodes and blocks show.
"""

from media import selectors as media

IMAGE_KEYS = frozenset({"id", "version", "extension"})


def _is_image(value) -> bool:
    # file references carry a public hash as well, so they never match
    return isinstance(value, dict) and value.keys() == IMAGE_KEYS and isinstance(value["id"], int)


def _image_ids(value, found: set[int]) -> set[int]:
    if _is_image(value):
        found.add(value["id"])
    elif isinstance(value, dict):
        for child in value.values():
            _image_ids(child, found)
    elif isinstance(value, list):
        for child in value:
            _image_ids(child, found)
    return found


def _with(value, alts: dict[int, str]):
    if _is_image(value):
        return {**value, "alt": alts.get(value["id"], "")}
    if isinstance(value, dict):
        return {key: _with(child, alts) for key, child in value.items()}
    if isinstance(value, list):
        return [_with(child, alts) for child in value]
    return value


def with_alt(data):
    """A copy of the answer with `alt` on every image reference (the stored content is left as it is)."""
    ids = _image_ids(data, set())
    if not ids:
        return data
    return _with(data, media.alt_texts(ids))


# for the public views of sites, nodes and blocks: their 200 answers get the images' alt texts (no docstring,
# so that the views' API descriptions stay their own)
class ImageAltMixin:
    def finalize_response(self, request, response, *args, **kwargs):
        if response.status_code == 200 and getattr(response, "data", None) is not None:
            response.data = with_alt(response.data)
        return super().finalize_response(request, response, *args, **kwargs)
