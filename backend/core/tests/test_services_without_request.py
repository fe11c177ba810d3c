"""Services take an actor, a base URL or the client's facts, never the HTTP request (ARCHITECTURE.md,
"One shape per kind of file", state changes).

Every app's services module or package (services.py, services/**) is read as source: no
function or method may have a parameter named `request` or annotated HttpRequest / Request.
"""

import ast
from pathlib import Path

BACKEND = Path(__file__).resolve().parents[2]
REQUEST_TYPES = {"HttpRequest", "Request", "WSGIRequest", "ASGIRequest"}


def service_modules() -> list[Path]:
    found = []
    for path in sorted(BACKEND.glob("*/**/*.py")):
        parts = path.relative_to(BACKEND).parts
        if "tests" in parts or "migrations" in parts:
            continue
        if "services" in parts[1:-1] or path.stem == "services":
            found.append(path)
    return found


def _annotation_names(annotation: ast.expr | None) -> set[str]:
    if annotation is None:
        return set()
    names = {node.id for node in ast.walk(annotation) if isinstance(node, ast.Name)}
    names |= {node.attr for node in ast.walk(annotation) if isinstance(node, ast.Attribute)}
    # a string annotation ("HttpRequest | None")
    names |= {
        word
        for node in ast.walk(annotation)
        if isinstance(node, ast.Constant) and isinstance(node.value, str)
        for word in node.value.replace("|", " ").replace(".", " ").replace("[", " ").replace("]", " ").split()
    }
    return names


def request_parameters(source: str) -> list[tuple[int, str, str]]:
    """(line, function, parameter) of every parameter that is, or is typed as, an HTTP request."""
    found = []
    for node in ast.walk(ast.parse(source)):
        if not isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef | ast.Lambda):
            continue
        arguments = node.args
        parameters = [*arguments.posonlyargs, *arguments.args, *arguments.kwonlyargs]
        parameters += [extra for extra in (arguments.vararg, arguments.kwarg) if extra is not None]
        name = getattr(node, "name", "<lambda>")
        for parameter in parameters:
            if parameter.arg == "request" or _annotation_names(parameter.annotation) & REQUEST_TYPES:
                found.append((node.lineno, name, parameter.arg))
    return found


def test_the_walk_finds_the_service_modules_of_every_kind():
    # when
    names = {str(path.relative_to(BACKEND)) for path in service_modules()}

    # then: a module, a package's modules and its __init__; no tests
    assert {
        "accounts/services.py",
        "payments/services.py",
        "content/services.py",
        "ordering/services/online_payment.py",
        "ordering/services/item_update.py",
        "analytics/services/ingestion.py",
        "analytics/services/visitors.py",
        "media/services/__init__.py",
        "media/services/library.py",
    } <= names
    assert not [name for name in names if "/tests/" in name]


def test_a_request_parameter_is_found_by_name_and_by_type():
    # given
    source = """
def by_name(actor, request=None): ...
def by_type(client: HttpRequest): ...
def by_string(client: "HttpRequest | None" = None): ...
class Service:
    def method(self, incoming: rest_framework.request.Request): ...
def fine(actor, base_url: str, client: Client, requested: bool): ...
async def later(*, request): ...
"""

    # when
    found = request_parameters(source)

    # then
    assert found == [
        (2, "by_name", "request"),
        (3, "by_type", "client"),
        (4, "by_string", "client"),
        (8, "later", "request"),
        (6, "method", "incoming"),
    ]


def test_no_service_takes_the_request():
    # when
    found = [
        f"{path.relative_to(BACKEND)}:{line} {function}({parameter})"
        for path in service_modules()
        for line, function, parameter in request_parameters(path.read_text(encoding="utf-8"))
    ]

    # then: the view reads what the service needs (core.public_url.public_base_url, core.client.Client, ...)
    assert found == []
