"""Loading the golden vectors in contracts/ (shared with the storefront's TypeScript tests)."""

import json
from pathlib import Path

CONTRACTS = Path(__file__).resolve().parents[3] / "contracts"


def load(name: str) -> dict:
    return json.loads((CONTRACTS / name).read_text(encoding="utf-8"))


def case_id(case: dict) -> str:
    return case["description"][:70]
