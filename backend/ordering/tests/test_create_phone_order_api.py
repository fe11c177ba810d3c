"""POST /api/orders/phone: staff take a caller's order without e-mail and without the terms and privacy ticks."""

import json

from accounts.tests.factories import EmployeeFactory
from ordering.models import Order

from .create_setup import delivery_draft, draft, errors_of, item, stored_state

URL = "/api/orders/phone"


def place_phone(client, data, **headers):
    return client.post(URL, json.dumps(data), content_type="application/json", **headers)


def caller(data: dict) -> dict:
    """What a caller gives: no e-mail, no ticks."""
    for name in ("email", "legalInstructions", "privacyPolicy"):
        data.pop(name, None)
    return data


def test_a_caller_needs_no_e_mail_and_no_ticks(shop, employee_client):
    # given: delivery asks for the e-mail by default (online it is refused without)
    shop.branch.is_delivery_email_required = True
    shop.branch.save()
    data = caller(delivery_draft(shop, [item(shop.schnitzel, "2")]))

    # when
    response = place_phone(employee_client, data, HTTP_IDEMPOTENCY_KEY="phone-1")

    # then
    assert response.status_code == 201, response.content
    order = Order.objects.get()
    assert (order.email, order.legal_instructions, order.privacy_policy) == ("", False, False)
    assert (order.first_name, order.last_name, order.phone) == ("Erika", "Musterfrau", "+436641234567")
    assert response.json()["data"]["id"] == order.id


def test_online_the_same_order_is_refused(shop, anon_client):
    # given
    shop.branch.is_delivery_email_required = True
    shop.branch.save()
    data = caller(delivery_draft(shop, [item(shop.schnitzel, "2")]))

    # when
    response = anon_client.post("/api/orders", json.dumps(data), content_type="application/json")

    # then
    assert errors_of(response) == [
        {"message": "Dieses Feld ist erforderlich.", "code": "required", "field": "email"},
        {"message": "Bitte akzeptieren Sie die AGB.", "code": "not_accepted", "field": "legalInstructions"},
        {
            "message": "Bitte akzeptieren Sie die Datenschutzerklärung.",
            "code": "not_accepted",
            "field": "privacyPolicy",
        },
    ]


def test_the_rules_of_the_shop_still_hold(shop, employee_client):
    # given: no name, and a required option left empty
    data = caller(draft(shop, [item(shop.cheese, "0.5")], firstName=""))
    before = stored_state()

    # when
    response = place_phone(employee_client, data)

    # then
    assert errors_of(response) == [
        {
            "message": "Bergkäse vom Laib: Bitte wählen Sie eine Option aus.",
            "code": "invalid_item",
            "field": "items.0.parts.0",
        },
        {"message": "Dieses Feld ist erforderlich.", "code": "required", "field": "firstName"},
    ]
    assert stored_state() == before


def test_a_caller_cannot_pay_online(shop, employee_client, config):
    # given: Mollie is offered online
    config.enable_mollie = config.enable_plugin_mollie = True
    config.save()
    shop.branch.is_mollie_enabled = True
    shop.branch.save()

    # when
    response = place_phone(employee_client, caller(draft(shop, paymentMethod="mollie")))

    # then
    assert errors_of(response) == [
        {"message": "Diese Zahlungsart wird nicht angeboten.", "code": "payment_method", "field": "paymentMethod"}
    ]


def test_only_staff_of_the_branch_take_phone_orders(shop, anon_client, make_client, other_branch):
    # given
    stranger = make_client(EmployeeFactory(email="graz@example.com", branches=[other_branch]))

    # when
    anonymous = place_phone(anon_client, caller(draft(shop)))
    elsewhere = place_phone(stranger, caller(draft(shop)))

    # then
    assert anonymous.status_code in (401, 403)
    assert errors_of(elsewhere) == [{"message": "Diese Filiale gibt es nicht.", "code": "branch", "field": "branch"}]
    assert not Order.objects.exists()
