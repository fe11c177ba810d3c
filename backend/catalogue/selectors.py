"""Catalogue reads shared by the API and other areas; lists prefetch so that queries do not grow with rows."""

from datetime import datetime

from django.db.models import Prefetch, QuerySet

from organisation.models import Branch, Department, Tag
from organisation.selectors import branch_reach

from .models import Category, Donatee, Menu, MenuCategory, MenuProduct, Product


def _catalog_prefetch() -> Prefetch:
    """A menu's entries with their product ids, in order (two queries for any number of menus)."""
    return Prefetch(
        "entries",
        queryset=MenuCategory.objects.order_by("position", "id").prefetch_related(
            Prefetch("items", queryset=MenuProduct.objects.order_by("position", "id"))
        ),
    )


def menus() -> QuerySet:
    return Menu.objects.prefetch_related(
        Prefetch("branches", queryset=Branch.objects.only("id").order_by("id")), _catalog_prefetch()
    )


def menus_for(user) -> QuerySet:
    """Administrators: every menu; employees: menus that include at least one of their branches."""
    reach = branch_reach(user)
    if reach is None:
        return menus()
    in_reach = Menu.branches.through.objects.filter(branch_id__in=reach).values("menu_id")
    return menus().filter(id__in=in_reach)


def menus_of_branch(branch: Branch) -> QuerySet:
    return menus().filter(branches=branch)


def can_manage_menu(user, menu: Menu) -> bool:
    """Changing or deleting a menu is allowed to whoever reaches every branch it belongs to."""
    reach = branch_reach(user)
    return reach is None or {branch.id for branch in menu.branches.all()} <= reach


def active_menu(branch: Branch, now: datetime) -> Menu | None:
    """The branch's menu with the latest availableFrom that is already past (spec storefront §4)."""
    return Menu.objects.for_branch(branch).available_at(now).order_by("-available_from", "-id").first()


def public_menu(branch: Branch, now: datetime) -> Menu | None:
    """The active menu with enabled categories and enabled products expanded (four queries)."""
    menu = active_menu(branch, now)
    if menu is None:
        return None
    return expanded_menu(menu)


def expanded_menu(menu: Menu) -> Menu:
    """The menu as the storefront sees it: enabled categories with their enabled products, in order, prefetched
    (three queries). Whether each is available at an instant is its `is_available_at` (its schedule)."""
    items = MenuProduct.objects.filter(product__is_enabled=True).select_related("product").order_by("position", "id")
    entries = (
        MenuCategory.objects.filter(menu=menu, category__is_enabled=True)
        .select_related("category")
        .order_by("position", "id")
        .prefetch_related(Prefetch("items", queryset=items), "items__product__tags")
    )
    menu._prefetched_objects_cache = {"entries": list(entries)}
    return menu


def products() -> QuerySet:
    return Product.objects.prefetch_related(Prefetch("tags", queryset=Tag.objects.only("id")))


def products_with_categories() -> QuerySet:
    """Products for the back office's product screens, with the menu places their categories come from."""
    return products().prefetch_related(
        Prefetch("menu_items", queryset=MenuProduct.objects.select_related("menu_category").order_by())
    )


def categories() -> QuerySet:
    return Category.objects.all()


def staff_categories() -> QuerySet:
    """Categories with their departments (ids), for the back office."""
    return Category.objects.prefetch_related(Prefetch("departments", queryset=Department.objects.only("id")))


def departments_of_products(branch: Branch, product_ids, when: datetime) -> dict[int, int]:
    """{product id: department id}: where the branch prepares each product, by the categories the branch's menu
    at `when` places it in (its first category in the menu's order that names a department of this branch).
    A product no such category places has no department (no kitchen ticket). Two queries."""
    menu = active_menu(branch, when)
    wanted = set(product_ids)
    if menu is None or not wanted:
        return {}
    links = Category.departments.through.objects.filter(department__branch=branch)
    department_of = dict(links.filter(category__menu_entries__menu=menu).values_list("category_id", "department_id"))
    places = (
        MenuProduct.objects.filter(menu_category__menu=menu, product_id__in=wanted)
        .order_by("menu_category__position", "menu_category_id", "position", "id")
        .values_list("product_id", "menu_category__category_id")
    )
    found: dict[int, int] = {}
    for product_id, category_id in places:
        if product_id not in found and category_id in department_of:
            found[product_id] = department_of[category_id]
    return found


def tags() -> QuerySet:
    return Tag.objects.all()


def donatees() -> QuerySet:
    return Donatee.objects.all()
