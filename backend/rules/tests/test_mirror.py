"""The backend rules mirror frontend/common/src/rules name for name, and every contract has its tests."""

import re
from pathlib import Path

from rules.tests.vectors import CONTRACTS

RULES = Path(__file__).resolve().parents[1]
FRONTEND_RULES = RULES.parents[1] / "frontend" / "common" / "src" / "rules"


def snake(name: str) -> str:
    return re.sub(r"(?<!^)([A-Z])", r"_\1", name).lower()


def test_every_rule_module_has_its_typescript_twin_and_back():
    # given
    python = {path.stem for path in RULES.glob("*.py") if path.stem != "__init__"}
    typescript = {snake(path.stem) for path in FRONTEND_RULES.glob("*.ts") if not path.stem.endswith(".test")}

    # then
    assert python == typescript
    assert "opening_hours_at" in python


def test_every_contract_is_read_by_a_rule_test():
    # given
    contracts = {path.name for path in CONTRACTS.glob("*.json")}
    sources = "".join(path.read_text(encoding="utf-8") for path in RULES.glob("tests/test_*.py"))

    # then
    assert contracts == {
        "opening-hours.json",
        "payment.json",
        "phone.json",
        "postcode.json",
        "pricing.json",
        "product-windows.json",
        "quantity.json",
        "slots.json",
        "slug.json",
        "units.json",
    }
    assert all(f'load("{name}")' in sources for name in contracts)
