"""Menus check the actor in the service itself (issue 24), with the API's answers: staff create and change menus of
the branches they reach; a menu of none of their branches is not found, one that also serves a branch out of reach
is refused, a new menu of no branch is the administrators'."""

import datetime

import pytest
from django.core.exceptions import PermissionDenied
from django.http import Http404

from audit.models import LogEntry
from catalogue import services
from catalogue.models import Menu, MenuCategory, MenuProduct

from .factories import CategoryFactory, MenuFactory, ProductFactory

pytestmark = pytest.mark.django_db
MONDAY = datetime.datetime(2026, 11, 30, 8, 0, tzinfo=datetime.UTC)


def _menus() -> dict:
    return {
        "menus": list(Menu.objects.order_by("pk").values_list("pk", "name", "available_from")),
        "branches": list(Menu.branches.through.objects.order_by("pk").values_list("menu_id", "branch_id")),
        "entries": list(MenuCategory.objects.order_by("pk").values_list("pk", "menu_id", "category_id")),
        "items": list(MenuProduct.objects.order_by("pk").values_list("pk", "menu_category_id", "product_id")),
        "log": LogEntry.objects.count(),
    }


@pytest.fixture
def soups():
    return CategoryFactory(name="Suppen")


@pytest.fixture
def soup():
    return ProductFactory(name="Frittatensuppe")


@pytest.fixture
def menus(branch, other_branch, soups, soup):
    """Mariahilf's menu, Graz's and one of both."""
    return {
        "own": MenuFactory(name="Mariahilf", branches=[branch], catalog=[(soups, [soup])]),
        "other": MenuFactory(name="Graz", branches=[other_branch], catalog=[(soups, [soup])]),
        "shared": MenuFactory(name="Beide", branches=[branch, other_branch]),
    }


def _changes(menu, branches, soups, soup):
    data = {"name": "Neu", "available_from": MONDAY, "catalog": [{"category": soups.pk, "products": [soup.pk]}]}
    return {
        "create": lambda actor: services.create_menu(actor, {**data, "branches": branches}),
        "update": lambda actor: services.update_menu(actor, menu, {**data, "branches": branches}),
        "delete": lambda actor: services.delete_menu(actor, menu),
    }


@pytest.mark.parametrize("name", ["roleless_user", None])
@pytest.mark.parametrize("change", ["create", "update", "delete"])
def test_who_is_not_staff_changes_no_menu(request, name, change, branch, menus, soups, soup):
    # given
    actor = request.getfixturevalue(name) if name else None
    before = _menus()

    # when / then
    with pytest.raises(PermissionDenied):
        _changes(menus["own"], [branch], soups, soup)[change](actor)
    assert _menus() == before


@pytest.mark.parametrize("change", ["update", "delete"])
def test_an_employee_finds_no_menu_of_another_branch(employee_user, change, branch, menus, soups, soup):
    # given
    before = _menus()

    # when / then
    with pytest.raises(Http404):
        _changes(menus["other"], [branch], soups, soup)[change](employee_user)
    assert _menus() == before


@pytest.mark.parametrize("change", ["update", "delete"])
def test_an_employee_may_not_change_a_menu_that_also_serves_another_branch(
    employee_user, change, branch, menus, soups, soup
):
    # given
    before = _menus()

    # when / then
    with pytest.raises(PermissionDenied):
        _changes(menus["shared"], [branch], soups, soup)[change](employee_user)
    assert _menus() == before


@pytest.mark.parametrize("change", ["create", "update"])
def test_an_employee_gives_no_menu_a_branch_out_of_reach(
    employee_user, change, branch, other_branch, menus, soups, soup
):
    # given
    before = _menus()

    # when / then
    with pytest.raises(Http404):
        _changes(menus["own"], [branch, other_branch], soups, soup)[change](employee_user)
    assert _menus() == before


def test_a_menu_of_no_branch_is_the_administrators(employee_user, admin_user, menus, soups, soup):
    # given
    before = _menus()

    # when / then
    with pytest.raises(PermissionDenied):
        _changes(None, [], soups, soup)["create"](employee_user)
    assert _menus() == before
    assert list(_changes(None, [], soups, soup)["create"](admin_user).branches.all()) == []


def test_an_employee_changes_the_menus_of_their_branch(employee_user, branch, menus, soups, soup):
    # when
    created = _changes(None, [branch], soups, soup)["create"](employee_user)
    services.update_menu(employee_user, menus["own"], {"name": "Mittag"})
    services.delete_menu(employee_user, created)

    # then
    assert Menu.objects.get(pk=menus["own"].pk).name == "Mittag"
    assert not Menu.objects.filter(pk=created.pk).exists()
    assert LogEntry.objects.count() == 3


def test_an_administrator_changes_every_menu(admin_user, other_branch, menus, soups, soup):
    # when
    services.update_menu(admin_user, menus["shared"], {"branches": [other_branch]})
    services.delete_menu(admin_user, menus["other"])

    # then
    assert list(Menu.objects.get(pk=menus["shared"].pk).branches.all()) == [other_branch]
    assert not Menu.objects.filter(pk=menus["other"].pk).exists()
