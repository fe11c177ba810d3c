"""Every service that acts for somebody checks who it is, in the service itself (ARCHITECTURE.md, "One shape per
kind of file", state changes): a view, a command or another area calling it gets the same answer.

Read as source, like test_services_without_request.py: a public function of a services module or package with a
parameter `actor` must hand it to a check, a function named require_* or check_* (core.permissions, an area's own
permissions module: require_admin(actor), check_reach(actor, device)), directly or through a function of the same
module that does (called by its plain name: provider.refund() is not the module's refund()). A function that only reads
the actor (for the audit log, after the caller's check) says so in ONLY_RECORDS with the reason.
"""

import ast
from pathlib import Path

from .test_services_without_request import BACKEND, service_modules

# "module:function" -> why the actor is not checked there
ONLY_RECORDS: dict[str, str] = {
    "audit.services:record_change": "records who acted; every caller is a checked service or view",
    "audit.services:audited_create": "the generic create of a view behind its permission class and scoped queryset",
    "audit.services:audited_update": "the generic update of a view behind its permission class and scoped queryset",
    "audit.services:audited_delete": "the generic delete of a view behind its permission class and scoped queryset",
    "payments.services:refresh": "asks the provider and applies its answer: webhooks, the customer's return and "
    "the periodic check call it without a person; ordering.services.online_payment.check checks staff first",
    "payments.services:apply_remote": "applies the provider's answer for refresh; the actor is only recorded",
    "payments.services:execute_refunds": "carries out refunds a checked refund or edit reserved; the periodic retry "
    "calls it without a person",
    "cms.services:record_revision": "records a revision's author for create and update, which check first; the demo "
    "loader records without a person",
    "devices.services.commands:send": "the command channel: every caller with a person checks first (the device "
    "checks, the test print, signage's commands); the server's own print deliveries send without one",
    "devices.services.printing:make_jobs": "ordering's on_print listener: a new order (often an anonymous customer) "
    "or its payment prints; a print a person asks for is checked by ordering.services.printing.request_print",
    "media.services.__init__:store_created": "stores and audits for create_upload and create_image, which check first",
    "media.services.__init__:store_replaced": "stores and audits for replace_upload and update_image, which check first",
    "media.services.__init__:store_deleted": "deletes and audits for delete_upload and delete_image, which check first",
}


def _is_check(name: str) -> bool:
    return name.startswith(("require_", "check_"))


def _name(call: ast.Call) -> str | None:
    if isinstance(call.func, ast.Name):
        return call.func.id
    if isinstance(call.func, ast.Attribute):
        return call.func.attr
    return None


def _gives_the_actor(call: ast.Call) -> bool:
    first = call.args[0] if call.args else None
    keyword = next((k.value for k in call.keywords if k.arg == "actor"), None)
    return any(isinstance(value, ast.Name) and value.id == "actor" for value in (first, keyword))


def _checks_and_local_calls(function: ast.AST) -> tuple[bool, set[str]]:
    """Whether the function calls a check with its actor (require_x(actor, …), check_x(actor, …)), and the names
    it calls directly (module functions; a method of the same name on another object is not one)."""
    checks, local = False, set()
    for node in ast.walk(function):
        if not isinstance(node, ast.Call):
            continue
        name = _name(node)
        if name and _is_check(name) and _gives_the_actor(node):
            checks = True
        if isinstance(node.func, ast.Name):
            local.add(node.func.id)
    return checks, local


def unchecked_services(source: str) -> list[str]:
    """Public functions with an `actor` parameter that reach no check."""
    tree = ast.parse(source)
    functions = {node.name: node for node in tree.body if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef)}
    found = {name: _checks_and_local_calls(node) for name, node in functions.items()}
    calls = {name: local for name, (_, local) in found.items()}
    checking = {name for name, (checks, _) in found.items() if checks}
    while True:
        more = {name for name, names in calls.items() if name not in checking and names & checking}
        if not more:
            break
        checking |= more
    unchecked = []
    for name, node in functions.items():
        arguments = [*node.args.posonlyargs, *node.args.args, *node.args.kwonlyargs]
        if name.startswith("_") or _is_check(name) or "actor" not in {argument.arg for argument in arguments}:
            continue
        if name not in checking:
            unchecked.append(name)
    return unchecked


def test_the_rule_follows_checks_through_the_module():
    # given
    source = (
        "def _reach(actor, row):\n    require_branch(actor, row.branch_id)\n"
        "def update(actor, row):\n    _reach(actor, row)\n"
        "def delete(actor, row):\n    check_unused(row)\n    row.delete()\n"
        "def create(data, *, actor):\n    permissions.check_reach(actor=actor, data=data)\n"
        "def refund(actor, payment):\n    require_admin(actor)\n"
        "def execute(actor, payment):\n    provider.refund(actor, payment)\n"
        "def _helper(actor):\n    pass\n"
    )
    # when / then: a check must be given the actor; provider.refund is not the module's refund
    assert unchecked_services(source) == ["delete", "execute"]


def test_every_service_that_takes_an_actor_checks_it():
    # when
    found = []
    for path in service_modules():
        module = ".".join(path.relative_to(BACKEND).with_suffix("").parts)
        for name in unchecked_services(path.read_text()):
            if f"{module}:{name}" not in ONLY_RECORDS:
                found.append(f"{module}:{name}")
    # then
    assert found == []


def test_every_exception_still_exists():
    # given
    names = set()
    for path in service_modules():
        module = ".".join(path.relative_to(BACKEND).with_suffix("").parts)
        tree = ast.parse(Path(path).read_text())
        names |= {f"{module}:{node.name}" for node in tree.body if isinstance(node, ast.FunctionDef)}
    # then
    assert set(ONLY_RECORDS) <= names
