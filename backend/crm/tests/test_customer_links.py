"""crm.services.customers: how an order finds its customer (e-mail, else phone), what the latest order changes,
and what happens to a customer whose orders move away."""

import datetime

from ordering.models import Order
from ordering.tests.factories import OrderFactory

from ..models import Customer, CustomerOrder
from ..services.customers import identity, link_order, rebuild


def _customers():
    return sorted(Customer.objects.values_list("email", "phone", "name", "company_name"))


def test_the_identity_is_the_e_mail_in_lower_case_and_the_normalised_phone():
    assert identity(" Erika@Example.COM ", "0043 664 123 45 67") == ("erika@example.com", "+436641234567")
    assert identity("", "+43 1 234") == ("", "+431234")
    assert identity("   ", "") is None
    assert identity("", "") is None


def test_an_order_without_e_mail_and_phone_has_no_customer(place_order, branch):
    order = place_order(branch=branch, email="", phone="")

    assert Customer.objects.count() == 0
    assert not CustomerOrder.objects.filter(order=order).exists()


def test_orders_by_phone_only_join_one_customer_and_an_e_mail_order_is_another(place_order, branch):
    # given: two orders with the same number in two spellings, then one with that number and an e-mail
    first = place_order(branch=branch, email="", phone="0043 664 1234567", first_name="Otto", last_name="Telefon")
    second = place_order(branch=branch, email="", phone="+43 664 1234567", first_name="Otto", last_name="T.")
    third = place_order(branch=branch, email="otto@example.com", phone="+436641234567", first_name="Otto")

    # then: the e-mail is the identity when there is one, so the third is a customer of its own
    by_phone = Customer.objects.get(email="")
    assert (by_phone.phone, by_phone.name) == ("+436641234567", "Otto T.")
    assert [link.order_id for link in by_phone.links.order_by("order_id")] == [first.pk, second.pk]
    assert Customer.objects.get(email="otto@example.com").links.get().order_id == third.pk


def test_the_latest_order_names_the_customer_but_an_empty_field_keeps_the_earlier_value(place_order, branch):
    place_order(branch=branch, company_name="Musterfrau KG", phone="+43 1 111")
    # the next order: another name, no company, no phone
    place_order(branch=branch, first_name="Erika", last_name="Muster", company_name="", phone="")

    assert _customers() == [("erika@example.com", "+431111", "Erika Muster", "Musterfrau KG")]


def test_a_company_order_without_person_is_named_after_the_company(place_order, branch):
    place_order(branch=branch, email="office@huber.at", first_name="", last_name="", company_name="Huber GmbH")

    assert _customers() == [("office@huber.at", "+436641234567", "Huber GmbH", "Huber GmbH")]


def test_linking_twice_keeps_one_link(place_order, branch):
    order = place_order(branch=branch)

    link_order(order.pk)
    link_order(order.pk)

    assert list(CustomerOrder.objects.values_list("order_id", flat=True)) == [order.pk]


def test_a_deleted_order_is_skipped(db):
    link_order(987654)

    assert Customer.objects.count() == 0


def test_an_order_whose_contact_was_removed_leaves_its_customer_who_goes_without_orders(place_order, branch):
    order = place_order(branch=branch)
    Order.objects.filter(pk=order.pk).update(email="", phone="")

    link_order(order.pk)

    assert Customer.objects.count() == 0
    assert CustomerOrder.objects.count() == 0


def test_a_customer_who_keeps_other_orders_stays_when_one_moves_away(place_order, branch):
    moved = place_order(branch=branch)
    kept = place_order(branch=branch)
    erika = Customer.objects.get()
    Order.objects.filter(pk=moved.pk).update(email="hans@example.com", first_name="Hans", last_name="Huber")

    link_order(moved.pk)

    assert list(erika.links.values_list("order_id", flat=True)) == [kept.pk]
    hans = Customer.objects.get(email="hans@example.com")
    assert (hans.name, list(hans.links.values_list("order_id", flat=True))) == ("Hans Huber", [moved.pk])


def test_rebuild_links_every_order_not_linked_yet_oldest_first_and_counts_them(config, branch, clock):
    # given: three orders stored without the after-commit hook, the newest with another name
    for minutes, last_name in ((0, "Alt"), (5, "Mittel"), (10, "Neu")):
        clock.now = clock.now + datetime.timedelta(minutes=minutes)
        OrderFactory(branch=branch, last_name=last_name)
    OrderFactory(branch=branch, email="", phone="")

    # when / then: every order is visited once (the one without contact links nothing)
    assert rebuild() == 4
    assert _customers() == [("erika@example.com", "+436641234567", "Erika Neu", "")]
    assert Customer.objects.get().links.count() == 3
    assert rebuild() == 1


def test_the_names_of_customers_and_links_read_in_the_admin(place_order, branch):
    order = place_order(branch=branch)
    customer = Customer.objects.get()
    by_phone = Customer.objects.create(phone="+431234")

    assert str(customer) == "Erika Musterfrau"
    assert str(by_phone) == "+431234"
    assert str(Customer(pk=5)) == "Kunde 5"
    assert str(CustomerOrder.objects.get()) == f"{customer.pk}: {order.pk}"
