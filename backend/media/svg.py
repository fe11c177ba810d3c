"""SVG sanitising: an allowlist of drawing elements; no scripts, event handlers or external references.

The XML is parsed with the standard library after a first pass that refuses any DOCTYPE, so entity
tricks (billion laughs, external entities) never reach the tree. Comments and processing
instructions are dropped by the parser.
"""

import re
import xml.etree.ElementTree as ET
from xml.parsers import expat

SVG_NS = "http://www.w3.org/2000/svg"
XLINK_NS = "http://www.w3.org/1999/xlink"
XML_NS = "http://www.w3.org/XML/1998/namespace"

ELEMENTS = frozenset(
    {
        "svg", "g", "defs", "symbol", "use", "title", "desc", "style", "a", "switch",
        "path", "rect", "circle", "ellipse", "line", "polyline", "polygon", "image",
        "text", "tspan", "textPath",
        "linearGradient", "radialGradient", "stop", "clipPath", "mask", "pattern", "marker",
        "filter", "feBlend", "feColorMatrix", "feComponentTransfer", "feComposite", "feConvolveMatrix",
        "feDiffuseLighting", "feDisplacementMap", "feDistantLight", "feDropShadow", "feFlood",
        "feFuncA", "feFuncB", "feFuncG", "feFuncR", "feGaussianBlur", "feMerge", "feMergeNode",
        "feMorphology", "feOffset", "fePointLight", "feSpecularLighting", "feSpotLight", "feTile",
        "feTurbulence",
    }
)  # fmt: skip
INLINE_IMAGE = re.compile(r"^data:image/(png|jpeg|gif);base64,[a-z0-9+/=\s]*$", re.IGNORECASE)
URL_REFERENCE = re.compile(r"url\(\s*(['\"]?)(.*?)\1\s*\)", re.IGNORECASE | re.DOTALL)
DANGEROUS_CSS = ("@import", "expression(", "javascript:", "behavior:", "-moz-binding")


class SvgProblem(Exception):
    pass


def _refuse(*args):
    raise SvgProblem("DOCTYPE, entities and external references are not allowed")


def _check_no_doctype(content: bytes) -> None:
    parser = expat.ParserCreate()
    parser.StartDoctypeDeclHandler = _refuse
    parser.EntityDeclHandler = _refuse
    parser.UnparsedEntityDeclHandler = _refuse
    parser.ExternalEntityRefHandler = _refuse
    try:
        parser.Parse(content, True)
    except expat.ExpatError as error:
        raise SvgProblem(str(error)) from None


def _local(name: str) -> tuple[str, str]:
    if name.startswith("{"):
        namespace, _, local = name[1:].partition("}")
        return namespace, local
    return "", name


def _safe_css(text: str) -> bool:
    compact = re.sub(r"\s+", "", text).lower()
    if any(token in compact for token in DANGEROUS_CSS):
        return False
    return all(target.strip().startswith("#") for _, target in URL_REFERENCE.findall(text))


def _clean_attributes(element: ET.Element, local_tag: str) -> None:
    for name, value in list(element.attrib.items()):
        del element.attrib[name]
        namespace, local = _local(name)
        if namespace == XLINK_NS and local == "href":
            namespace = ""  # SVG 2 reads plain href; one attribute is simpler to check
        if namespace not in ("", XML_NS) or local.lower().startswith("on"):
            continue
        compact = re.sub(r"\s+", "", value).lower()
        if local == "href":
            internal = value.strip().startswith("#")
            if not (internal or (local_tag == "image" and INLINE_IMAGE.match(value.strip()))):
                continue
        elif "javascript:" in compact or "data:" in compact or not _safe_css(value):
            continue
        element.set(name if namespace == XML_NS else local, value)


def _keep_tail(parent: ET.Element, index: int, child: ET.Element) -> None:
    if not child.tail:
        return
    if index > 0:
        previous = parent[index - 1]
        previous.tail = (previous.tail or "") + child.tail
    else:
        parent.text = (parent.text or "") + child.tail


def _clean(element: ET.Element) -> None:
    stack = [element]
    while stack:
        node = stack.pop()
        _, local_tag = _local(node.tag)
        node.tag = local_tag
        _clean_attributes(node, local_tag)
        if local_tag == "style" and not _safe_css(node.text or ""):
            node.text = ""
        for index in range(len(node) - 1, -1, -1):
            child = node[index]
            namespace, local = _local(child.tag)
            if namespace not in ("", SVG_NS) or local not in ELEMENTS:
                _keep_tail(node, index, child)
                del node[index]
            else:
                stack.append(child)


def sanitise(content: bytes) -> bytes:
    """The SVG reduced to safe drawing markup, serialised as UTF-8 with the SVG namespace."""
    _check_no_doctype(content)
    try:
        root = ET.fromstring(content)  # noqa: S314 - DOCTYPE and entities refused above
    except (ET.ParseError, ValueError) as error:
        raise SvgProblem(str(error)) from None
    namespace, local = _local(root.tag)
    if local != "svg" or namespace not in ("", SVG_NS):
        raise SvgProblem("the root element is not <svg>")
    _clean(root)
    root.set("xmlns", SVG_NS)
    body = ET.tostring(root, encoding="unicode")
    return ('<?xml version="1.0" encoding="UTF-8"?>\n' + body).encode("utf-8")
