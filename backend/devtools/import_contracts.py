"""The import-linter contract type "surface": other areas import an area only through its public modules.

An area's public surface is the modules every area offers (`public`, relative to the area: models, selectors,
services, ...) with everything below them, plus the few modules one area offers besides (`also_public`, full
names). Every other module of an area is its own: an import of it from another package breaks the contract.
Every root package is an area unless it is listed in `open_packages` (core, rules: toolboxes whose modules may all
be imported), so a new package keeps its modules to itself from the start.

Configured in pyproject.toml (`contract_types`, contract "surfaces"); ARCHITECTURE.md "Layers" says what each area
offers and why. import-linter runs it in `make lint` (lint-imports); Django never imports this module.
"""

from dataclasses import dataclass

import grimp
from importlinter import Contract, ContractCheck, fields, output
from importlinter.application import contract_utils
from importlinter.domain.contract import InvalidContractOptions


@dataclass(frozen=True)
class Breach:
    importer: str
    imported: str
    line_numbers: tuple[int | None, ...]


class SurfaceContract(Contract):
    """Options: `open_packages` (root packages without private modules), `public` (module names public in every
    area), `also_public` (full module names public besides), `ignore_imports` and
    `unmatched_ignore_imports_alerting` as in import-linter's own contracts."""

    type_name = "surface"

    open_packages = fields.ListField(subfield=fields.StringField(), default=[])
    public = fields.ListField(subfield=fields.StringField())
    also_public = fields.ListField(subfield=fields.StringField(), default=[])
    ignore_imports = fields.SetField(subfield=fields.ImportExpressionField(), required=False)
    unmatched_ignore_imports_alerting = fields.EnumField(
        contract_utils.AlertLevel, default=contract_utils.AlertLevel.ERROR
    )

    def validate(self) -> None:
        roots = self.session_options.get("root_packages") or [self.session_options.get("root_package")]
        unknown = [name for name in self.open_packages if name not in roots]
        if unknown:
            raise InvalidContractOptions({"open_packages": f"Not a root package: {', '.join(unknown)}."})
        self.areas = [name for name in roots if name not in self.open_packages]
        outside = [name for name in self.also_public if _root(name) not in self.areas or "." not in name]
        if outside:
            raise InvalidContractOptions(
                {"also_public": f"Not a module inside one of the areas: {', '.join(outside)}."}
            )

    def check(self, graph: grimp.ImportGraph, verbose: bool) -> ContractCheck:
        removal = contract_utils.remove_ignored_imports_and_report(
            graph=graph,
            ignore_imports=self.ignore_imports,
            unmatched_alerting=self.unmatched_ignore_imports_alerting,
        )
        missing = sorted(name for name in self.also_public if name not in graph.modules)
        breaches = []
        for area in self.areas:
            for module in sorted(graph.find_descendants(area) | {area}):
                if self.is_public(module):
                    continue
                for importer in sorted(graph.find_modules_that_directly_import(module)):
                    if _root(importer) != area:
                        details = graph.get_import_details(importer=importer, imported=module)
                        lines = tuple(detail["line_number"] for detail in details)
                        breaches.append(Breach(importer, module, lines))
        return ContractCheck(
            kept=not breaches and not missing,
            warnings=list(removal.warnings),
            ignored_import_count=removal.ignored_import_count,
            metadata={"breaches": breaches, "missing": missing},
        )

    def is_public(self, module: str) -> bool:
        area, _, rest = module.partition(".")
        if not rest:
            return False
        offered = [f"{area}.{name}" for name in self.public] + list(self.also_public)
        return any(module == name or module.startswith(name + ".") for name in offered)

    def render_broken_contract(self, check: ContractCheck) -> None:
        for name in check.metadata["missing"]:
            output.print_error(f"also_public names {name}, which does not exist.", bold=False)
            output.new_line()
        areas = sorted({_root(breach.imported) for breach in check.metadata["breaches"]})
        for area in areas:
            output.print_error(f"Private modules of {area} imported by other packages:", bold=False)
            output.new_line()
            for breach in check.metadata["breaches"]:
                if _root(breach.imported) == area:
                    lines = ", ".join(str(line) for line in breach.line_numbers)
                    output.print_error(f"- {breach.importer} -> {breach.imported} (l.{lines})", bold=False)
            output.new_line()
        output.print(
            f"Import an area's {', '.join(self.public)} instead, or move what is shared there "
            "(ARCHITECTURE.md, Layers)."
        )


def _root(module: str) -> str:
    return module.split(".", 1)[0]
