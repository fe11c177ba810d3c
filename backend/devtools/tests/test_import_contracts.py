"""The contract type "surface" (devtools/import_contracts.py) on small import graphs: which imports break it."""

import grimp
import pytest
from importlinter.domain.contract import InvalidContractOptions
from importlinter.domain.helpers import MissingImport

from devtools.import_contracts import Breach, SurfaceContract

ROOTS = ["shop", "stock", "kit"]
MODULES = [
    "shop",
    "shop.views",
    "shop.services",
    "stock",
    "stock.models",
    "stock.selectors",
    "stock.selectors.levels",
    "stock.api",
    "stock.api.fields",
    "stock.api.views",
    "stock.internal",
    "stock.reports",
    "kit",
    "kit.csv",
]


def contract(**options) -> SurfaceContract:
    options = {"open_packages": ["kit"], "public": ["models", "selectors", "api.fields"], **options}
    return SurfaceContract(name="surfaces", session_options={"root_packages": ROOTS}, contract_options=options)


def graph(*imports: tuple[str, str, int]) -> grimp.ImportGraph:
    built = grimp.ImportGraph()
    for module in MODULES:
        built.add_module(module)
    for importer, imported, line in imports:
        built.add_import(importer=importer, imported=imported, line_number=line, line_contents="import …")
    return built


def test_an_import_of_another_areas_private_module_breaks_the_contract():
    # when
    check = contract().check(
        graph(("shop.views", "stock.internal", 4), ("shop.services", "stock.api.views", 7), ("shop", "stock", 1)),
        verbose=False,
    )

    # then: the area's package itself is not public either
    assert check.kept is False
    assert check.metadata == {
        "breaches": [
            Breach("shop", "stock", (1,)),
            Breach("shop.services", "stock.api.views", (7,)),
            Breach("shop.views", "stock.internal", (4,)),
        ],
        "missing": [],
    }


def test_the_public_modules_and_everything_below_them_own_imports_and_open_packages_keep_it():
    # when
    check = contract(also_public=["stock.reports"]).check(
        graph(
            ("shop.views", "stock.models", 3),
            ("shop.views", "stock.selectors.levels", 4),
            ("shop.services", "stock.api.fields", 5),
            ("shop.services", "stock.reports", 6),
            ("stock.api.views", "stock.internal", 7),
            ("stock.internal", "kit.csv", 8),
        ),
        verbose=False,
    )

    # then
    assert check.kept is True
    assert check.metadata == {"breaches": [], "missing": []}


def test_an_ignored_import_keeps_it_and_an_ignore_that_matches_nothing_is_refused():
    # when
    check = contract(ignore_imports=["shop.views -> stock.internal"]).check(
        graph(("shop.views", "stock.internal", 4)), verbose=False
    )

    # then
    assert check.kept is True

    # when / then: import-linter's own check of ignore_imports
    with pytest.raises(MissingImport) as missing:
        contract(ignore_imports=["shop.services -> stock.internal"]).check(graph(), verbose=False)
    assert str(missing.value) == "No matches for ignored import shop.services -> stock.internal."


def test_a_public_module_that_no_longer_exists_breaks_the_contract():
    # when
    check = contract(also_public=["stock.gone"]).check(graph(), verbose=False)

    # then
    assert check.kept is False
    assert check.metadata == {"breaches": [], "missing": ["stock.gone"]}


def test_options_name_root_packages_and_modules_inside_an_area():
    with pytest.raises(InvalidContractOptions) as unknown:
        contract(open_packages=["kits"])
    assert unknown.value.errors == {"open_packages": "Not a root package: kits."}

    with pytest.raises(InvalidContractOptions) as outside:
        contract(also_public=["kit.csv", "stock"])
    assert outside.value.errors == {"also_public": "Not a module inside one of the areas: kit.csv, stock."}
