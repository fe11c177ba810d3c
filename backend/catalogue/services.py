"""State changes of the catalogue; each owns its transaction and audit entry."""

from django.core.exceptions import PermissionDenied
from django.db.models import Max
from django.http import Http404

from audit.services import audited_create, audited_delete, audited_update, snapshot
from core.permissions import require_branches, require_staff
from core.reach import branch_reach

from . import selectors
from .models import Menu, MenuCategory, MenuProduct, Product

ONE_DEPARTMENT_PER_BRANCH = "Je Filiale kann eine Kategorie nur einer Abteilung zugeordnet werden ({branches})."


def catalog_of(menu: Menu) -> list[dict]:
    """The menu's catalog as plain ids, in order: [{category, products: [...]}]."""
    return [
        {"category": entry.category_id, "products": [item.product_id for item in entry.items.all()]}
        for entry in menu.entries.all()
    ]


def _menu_snapshot(menu: Menu) -> dict:
    # the catalog is part of what an editor changes, so the audit log shows it too
    return {**snapshot(menu), "catalog": catalog_of(menu)}


def check_menu_reach(actor, menu: Menu | None, branches=None) -> None:
    """Staff reaching the menu and the branches it is given, as the API answers: a menu of none of the actor's
    branches is not found, one that also serves a branch out of reach is refused (selectors.can_manage_menu), a
    branch out of reach is not found; a new menu of no branch is the administrators'."""
    require_staff(actor)
    if menu is not None:
        reach = branch_reach(actor)
        if reach is not None and not {branch.id for branch in menu.branches.all()} & reach:
            raise Http404
        if not selectors.can_manage_menu(actor, menu):
            raise PermissionDenied
    if branches is not None:
        ids = {getattr(branch, "pk", branch) for branch in branches}
        require_branches(actor, ids if ids or menu is not None else {None})


def create_menu(actor, data: dict) -> Menu:
    check_menu_reach(actor, None, data.get("branches", []))
    data = dict(data)
    branches = data.pop("branches", [])
    catalog = data.pop("catalog", [])

    def build():
        menu = Menu.objects.create(**data)
        menu.branches.set(branches)
        _replace_catalog(menu, catalog)
        return menu

    return audited_create(actor, build, _menu_snapshot)


def update_menu(actor, menu: Menu, data: dict) -> Menu:
    """Apply validated fields; branches and catalog, when sent, replace the stored ones."""
    check_menu_reach(actor, menu, data.get("branches"))
    data = dict(data)
    branches = data.pop("branches", None)
    catalog = data.pop("catalog", None)

    def apply():
        for name, value in data.items():
            setattr(menu, name, value)
        menu.save()
        if branches is not None:
            menu.branches.set(branches)
            _forget_prefetched(menu, "branches")
        if catalog is not None:
            _replace_catalog(menu, catalog)

    return audited_update(actor, menu, apply, _menu_snapshot)


def delete_menu(actor, menu: Menu) -> None:
    check_menu_reach(actor, menu)
    audited_delete(actor, menu, _menu_snapshot)


def _replace_catalog(menu: Menu, catalog: list[dict]) -> None:
    """Replace the menu's entries by the given categories and products, positions as listed."""
    menu.entries.all().delete()
    entries = MenuCategory.objects.bulk_create(
        MenuCategory(menu=menu, category_id=entry["category"], position=position)
        for position, entry in enumerate(catalog)
    )
    MenuProduct.objects.bulk_create(
        MenuProduct(menu_category=menu_category, product_id=product, position=position)
        for menu_category, entry in zip(entries, catalog, strict=True)
        for position, product in enumerate(entry["products"])
    )
    _forget_prefetched(menu, "entries")


def _forget_prefetched(menu: Menu | Product, name: str) -> None:
    # a prefetched list would still show the old rows in the response
    getattr(menu, "_prefetched_objects_cache", {}).pop(name, None)


def product_snapshot(product: Product) -> dict:
    """The audited state of a product: its fields plus the categories the menus place it in."""
    data = snapshot(product)
    if product.pk:
        data["categories"] = sorted(
            set(MenuProduct.objects.filter(product=product).values_list("menu_category__category_id", flat=True))
        )
    return data


def place_in_categories(product: Product, category_ids: set[int]) -> None:
    """
    Puts the product into each given category in every menu that has it (at the end) and takes it out
    of the others: categories group products only through the menus. Runs in the caller's transaction.
    """
    MenuProduct.objects.filter(product=product).exclude(menu_category__category_id__in=category_ids).delete()
    present = set(MenuProduct.objects.filter(product=product).values_list("menu_category_id", flat=True))
    entries = (
        MenuCategory.objects.filter(category_id__in=category_ids)
        .exclude(id__in=present)
        .annotate(last=Max("items__position"))
        .order_by("id")
    )
    MenuProduct.objects.bulk_create(
        MenuProduct(menu_category=entry, product=product, position=(entry.last + 1 if entry.last is not None else 0))
        for entry in entries
    )
    _forget_prefetched(product, "menu_items")


def department_refusal(departments) -> str | None:
    """Why a category may not have these departments (more than one of a branch: whose kitchen ticket would
    print its products?), naming each such branch and its departments; None: it may."""
    by_branch: dict = {}
    for department in departments:
        by_branch.setdefault(department.branch, []).append(department.name)
    twice = [f"{branch.name}: {', '.join(sorted(names))}" for branch, names in by_branch.items() if len(names) > 1]
    return ONE_DEPARTMENT_PER_BRANCH.format(branches="; ".join(sorted(twice))) if twice else None
