"""POST /api/orders refusals: one case per rule, the exact German text and field, and nothing stored."""

import datetime
from decimal import Decimal

import pytest

from catalogue.tests.factories import ProductFactory
from ordering.models import Order
from organisation.tests.factories import BranchFactory, DeliveryAreaFactory
from rules.tests.helpers import rule

from .create_setup import delivery_draft, draft, errors_of, item, place, stored_state

REQUIRED = "Dieses Feld ist erforderlich."
APPOINTMENT_CLOSED = (
    "Zum ausgewählten Zeitpunkt haben wir leider geschlossen. "
    "Bitte wählen Sie einen Termin während unserer Öffnungszeiten."
)
# 20:00 in Vienna on the pinned Wednesday: the test branch (08:00-18:00) is closed
EVENING = datetime.datetime(2026, 11, 18, 19, 0, tzinfo=datetime.UTC)


def refused(client, data) -> list[dict]:
    before = stored_state()
    response = place(client, data)
    assert stored_state() == before
    return errors_of(response)


def error(field, message, code):
    result = {"message": message, "code": code}
    if field is not None:
        result["field"] = field
    return result


def test_an_empty_cart_is_refused(shop, anon_client):
    assert refused(anon_client, draft(shop, [])) == [error("items", "Ihr Warenkorb ist leer.", "empty_cart")]


@pytest.mark.parametrize(
    ("cheese", "field", "message"),
    [
        ({"amount": "0"}, "amount", "Bitte geben Sie eine Menge größer als 0 an."),
        ({"amount": "6"}, "amount", "Die Höchstmenge beträgt 5 kg."),
        ({"amount": "0.05"}, "amount", "Die Mindestmenge beträgt 0,1 kg."),
        ({"amount": "12", "unit": "decagram"}, "amount", "Die Menge muss in Schritten von 5 dag angegeben werden."),
        ({"unit": "liter"}, "unit", "Diese Einheit ist für dieses Produkt nicht verfügbar."),
        ({"parts": []}, "parts.0", "Bitte wählen Sie eine Option aus."),
        ({"parts": [{"options": [2]}]}, "parts.0", "Diese Auswahl gibt es nicht."),
        ({"parts": [{"options": [0, 1]}]}, "parts.0", "Bitte wählen Sie nur eine Option aus."),
        ({"parts": [{"options": [0]}, {"options": [0, 0]}]}, "parts.1", "Jede Option kann nur einmal gewählt werden."),
        ({"parts": [{"options": [0]}, {}, {}, {}]}, "parts", "Das Produkt hat weniger Teile als angegeben."),
    ],
)
def test_an_invalid_item_is_refused_with_its_field_path(shop, anon_client, cheese, field, message):
    # given: the cheese (kilogram, 0.1..5 in steps of 0.1; decagram 10..500 in steps of 5) as the second item
    data = {**item(shop.cheese, "1", parts=[{"options": [0]}]), **cheese}

    # when / then
    assert refused(anon_client, draft(shop, [item(shop.schnitzel), data])) == [
        error(f"items.1.{field}", f"Bergkäse vom Laib: {message}", "invalid_item")
    ]


@pytest.mark.parametrize("amount", [[1], "abc", "NaN", "1e15", "Infinity", "1,5,"])
def test_an_amount_that_is_no_number_is_a_shape_error(shop, anon_client, amount):
    data = draft(shop, [{**item(shop.schnitzel), "amount": amount}])
    assert refused(anon_client, data) == [error("items.0.amount", "Bitte geben Sie eine Menge als Zahl an.", "invalid")]


@pytest.mark.parametrize("amount", ["1000000,5", 10**15, "-2000000"])
def test_an_amount_beyond_a_million_is_refused(shop, anon_client, amount):
    data = draft(shop, [{**item(shop.schnitzel), "amount": amount}])
    message = "Bitte geben Sie eine Menge von höchstens 1.000.000 an."
    assert refused(anon_client, data) == [error("items.0.amount", message, "max_value")]


@pytest.mark.parametrize(
    ("fields", "message"),
    [
        ({}, "Derzeit haben wir leider geschlossen."),
        ({"isDelivery": True}, "Derzeit bieten wir leider keine Lieferung an."),
    ],
)
def test_a_closed_branch_without_preorder_is_refused(shop, anon_client, clock, fields, message):
    # given
    clock.now = EVENING
    data = draft(shop, [item(shop.schnitzel), item(shop.cola, 2)], deliveryArea=shop.area.id, **fields)

    # when / then
    assert refused(anon_client, data) == [error(None, message, "closed")]


def test_delivery_is_closed_when_only_the_delivery_hours_are(shop, anon_client):
    # given: delivery hours 11:00-14:00 enabled, now 10:00 (the shop itself is open)
    shop.branch.is_delivery_hours_enabled = True
    shop.branch.delivery_hours = [rule("daily", "11:00", "14:00")]
    shop.branch.save()

    # when / then
    data = delivery_draft(shop, [item(shop.schnitzel), item(shop.cola, 2)])
    assert refused(anon_client, data) == [error(None, "Derzeit bieten wir leider keine Lieferung an.", "closed")]


@pytest.mark.parametrize(
    ("flag", "fields", "field", "message"),
    [
        ("is_delivery_enabled", {"isDelivery": True}, "isDelivery", "Diese Filiale bietet keine Lieferung an."),
        ("is_dine_in_enabled", {"isDineIn": True}, "isDineIn", "Diese Filiale bietet kein Dine In an."),
        ("is_takeaway_enabled", {}, "isDelivery", "Diese Filiale bietet keine Abholung an."),
    ],
)
def test_a_delivery_type_the_branch_does_not_offer_is_refused(shop, anon_client, flag, fields, field, message):
    # given
    setattr(shop.branch, flag, False)
    shop.branch.save()
    data = draft(shop, [item(shop.schnitzel), item(shop.cola, 2)], deliveryArea=shop.area.id, **fields)

    # when / then
    assert refused(anon_client, data) == [error(field, message, "delivery_type")]


def test_delivery_and_dine_in_at_once_is_refused(shop, anon_client):
    items = [item(shop.schnitzel), item(shop.cola, 2)]
    data = draft(shop, items, isDelivery=True, isDineIn=True, deliveryArea=shop.area.id)
    assert refused(anon_client, data) == [
        error("isDineIn", "Bitte wählen Sie entweder Lieferung oder Dine In.", "delivery_type")
    ]


@pytest.mark.parametrize(
    ("kind", "missing", "fields"),
    [
        # delivery needs address, e-mail and phone by default
        ({"isDelivery": True}, "firstName", []),
        ({"isDelivery": True}, "lastName", []),
        ({"isDelivery": True}, "street", []),
        ({"isDelivery": True}, "zipCode", []),
        ({"isDelivery": True}, "city", []),
        ({"isDelivery": True}, "email", []),
        ({"isDelivery": True}, "phone", []),
        # takeaway needs the e-mail by default, dine-in nothing unless flagged
        ({}, "email", []),
        ({"isDineIn": True}, "phone", ["is_dine_in_phone_required"]),
        ({"isDineIn": True}, "email", ["is_dine_in_email_required"]),
        ({}, "city", ["is_takeaway_address_required"]),
    ],
)
def test_fields_required_by_the_branch_flags(shop, anon_client, kind, missing, fields):
    # given
    for flag in fields:
        setattr(shop.branch, flag, True)
    shop.branch.save()
    data = draft(shop, [item(shop.schnitzel), item(shop.cola, 2)], deliveryArea=shop.area.id, **kind)
    data[missing] = "   " if missing == "street" else ""

    # when / then
    assert refused(anon_client, data) == [error(missing, REQUIRED, "required")]


@pytest.mark.parametrize(
    "kind", [{}, {"isDelivery": True}, {"isDineIn": True}], ids=["takeaway", "delivery", "dine-in"]
)
def test_every_order_needs_first_and_last_name(shop, anon_client, kind):
    # given: a ticket needs a name, whatever the branch's address flags say
    shop.branch.is_takeaway_address_required = False
    shop.branch.is_delivery_address_required = False
    shop.branch.save()
    data = draft(shop, [item(shop.schnitzel), item(shop.cola, 2)], deliveryArea=shop.area.id, **kind)
    data.update(firstName="", lastName="  ")

    # when / then
    assert refused(anon_client, data) == [
        error("firstName", REQUIRED, "required"),
        error("lastName", REQUIRED, "required"),
    ]


def test_only_the_names_and_the_legal_checkboxes_are_needed_for_dine_in(shop, anon_client):
    # given
    data = draft(shop, isDineIn=True)
    for name in ("street", "zipCode", "city", "phone", "email"):
        data[name] = ""

    # when
    response = place(anon_client, data)

    # then
    assert response.status_code == 201, response.content


def test_a_delivery_area_posted_for_another_branch_is_refused(shop, anon_client, other_branch):
    # given
    foreign = DeliveryAreaFactory(branch=other_branch, postcodes=["1060"])
    items = [item(shop.schnitzel), item(shop.cola, 2)]

    # when / then
    assert refused(anon_client, draft(shop, items, isDelivery=True, deliveryArea=foreign.id)) == [
        error("deliveryArea", "Dieses Liefergebiet gibt es in dieser Filiale nicht.", "not_found")
    ]


@pytest.mark.parametrize("different", [False, True], ids=["own address", "different delivery address"])
def test_a_postcode_no_area_serves_is_refused_on_that_field(shop, anon_client, different):
    # given: the shop delivers to 1060 only
    items = [item(shop.schnitzel), item(shop.cola, 2)]
    data = draft(shop, items, isDelivery=True, zipCode="1234")
    if different:
        data.update(
            zipCode="1060",
            isDeliveryAddressDifferent=True,
            deliveryFirstName="Max",
            deliveryLastName="Muster",
            deliveryStreet="Gasse 2",
            deliveryZipCode=" 1234 ",
            deliveryCity="Wien",
        )

    # when / then
    field = "deliveryZipCode" if different else "zipCode"
    assert refused(anon_client, data) == [error(field, "Wir liefern leider nicht an die PLZ 1234.", "postcode")]


def test_the_postcode_decides_the_area_and_its_fee(shop, anon_client):
    # given: a dearer second area for 1010 (minimum 15,00 EUR reached by the items: 2 × 14,50 + 2 × 3,20)
    dear = DeliveryAreaFactory(branch=shop.branch, area="Innere Stadt", postcodes=["1010"], price="6.50", position=1)
    items = [item(shop.schnitzel, 2), item(shop.cola, 2)]

    # when: no area posted, the postcode 1010
    response = place(anon_client, draft(shop, items, isDelivery=True, zipCode="1010"))

    # then
    assert response.status_code == 201, response.content
    order = Order.objects.get()
    assert (order.delivery_area, order.delivery_area_name, order.delivery_gross) == (
        dear,
        "Innere Stadt",
        Decimal("6.50"),
    )


def test_a_posted_area_that_is_not_the_postcodes_is_refused(shop, anon_client):
    # given: a cheaper area posted for a postcode of the dearer one
    DeliveryAreaFactory(branch=shop.branch, area="Innere Stadt", postcodes=["1010"], price="6.50", position=1)
    items = [item(shop.schnitzel, 2), item(shop.cola, 2)]

    # when / then
    assert refused(anon_client, draft(shop, items, isDelivery=True, zipCode="1010", deliveryArea=shop.area.id)) == [
        error("zipCode", "Die PLZ 1010 gehört zum Liefergebiet „Innere Stadt“.", "postcode")
    ]


def test_an_empty_postcode_is_reported_once(shop, anon_client):
    # given: the delivery address is not required by the branch, the area still needs a postcode
    items = [item(shop.schnitzel), item(shop.cola, 2)]

    # when / then: required by the address flag and by the area, reported once
    assert refused(anon_client, draft(shop, items, isDelivery=True, zipCode=" ")) == [
        error("zipCode", REQUIRED, "required")
    ]
    shop.branch.is_delivery_address_required = False
    shop.branch.save()
    assert refused(anon_client, draft(shop, items, isDelivery=True, zipCode="")) == [
        error("zipCode", REQUIRED, "required")
    ]


def test_a_different_delivery_address_needs_its_fields(shop, anon_client):
    data = delivery_draft(shop, [item(shop.schnitzel), item(shop.cola, 2)], isDeliveryAddressDifferent=True)
    data.update(deliveryFirstName="Max", deliveryLastName="Muster", deliveryStreet="Gasse 2", deliveryCity="Wien")
    assert refused(anon_client, data) == [error("deliveryZipCode", REQUIRED, "required")]


def test_a_company_order_needs_the_company_name(shop, anon_client):
    assert refused(anon_client, draft(shop, isCompany=True)) == [error("companyName", REQUIRED, "required")]


@pytest.mark.parametrize("country", ["FR", "at", ""])
def test_the_country_must_be_at_de_ch_or_li(shop, anon_client, country):
    assert refused(anon_client, draft(shop, country=country)) == [
        error("country", "Bitte wählen Sie ein gültiges Land.", "invalid_choice")
    ]


def test_an_appointment_required_by_the_branch(shop, anon_client):
    # given
    shop.branch.is_appointment_required = True
    shop.branch.save()

    # when / then
    assert refused(anon_client, draft(shop)) == [
        error("appointmentDate", "Bitte wählen Sie einen Termin aus.", "appointment_required")
    ]


@pytest.mark.parametrize(
    "moment",
    [
        "2026-11-18T19:00:00Z",  # 20:00 in Vienna, after closing
        "2026-11-18T17:00:00Z",  # 18:00, the closing time itself (the last slot is 17:55)
        "2026-11-18T09:10:00Z",  # 10:10: before the earliest slot (now + 15 minutes)
        "2026-11-18T12:02:00Z",  # 13:02: not on the 5-minute grid
        "2026-11-17T12:00:00Z",  # yesterday
    ],
)
def test_an_appointment_outside_the_opening_hours(shop, anon_client, moment):
    assert refused(anon_client, draft(shop, appointmentDate=moment)) == [
        error("appointmentDate", APPOINTMENT_CLOSED, "appointment_closed")
    ]


def test_a_delivery_appointment_follows_the_delivery_hours(shop, anon_client):
    # given: delivery 11:00-14:00 only; 15:00 is within the opening hours but not the delivery hours
    shop.branch.is_delivery_hours_enabled = True
    shop.branch.delivery_hours = [rule("daily", "11:00", "14:00")]
    shop.branch.is_preorder_enabled = True
    shop.branch.save()
    items = [item(shop.schnitzel), item(shop.cola, 2)]

    # when / then
    assert refused(anon_client, delivery_draft(shop, items, appointmentDate="2026-11-18T14:00:00Z")) == [
        error("appointmentDate", APPOINTMENT_CLOSED, "appointment_closed")
    ]
    assert place(anon_client, delivery_draft(shop, items, appointmentDate="2026-11-18T12:30:00Z")).status_code == 201


@pytest.mark.parametrize(
    ("fields", "errors"),
    [
        ({"legalInstructions": False}, [error("legalInstructions", "Bitte akzeptieren Sie die AGB.", "not_accepted")]),
        (
            {"privacyPolicy": False},
            [error("privacyPolicy", "Bitte akzeptieren Sie die Datenschutzerklärung.", "not_accepted")],
        ),
        (
            {"legalInstructions": None, "privacyPolicy": False, "email": ""},
            [
                error("email", REQUIRED, "required"),
                error("legalInstructions", "Bitte akzeptieren Sie die AGB.", "not_accepted"),
                error("privacyPolicy", "Bitte akzeptieren Sie die Datenschutzerklärung.", "not_accepted"),
            ],
        ),
    ],
)
def test_terms_and_privacy_must_be_accepted(shop, anon_client, fields, errors):
    data = draft(shop, **fields)
    if fields.get("legalInstructions", False) is None:
        del data["legalInstructions"]
    assert refused(anon_client, data) == errors


@pytest.mark.parametrize(
    ("method", "field_error"),
    [
        ("atm-card", error("paymentMethod", "Diese Zahlungsart wird nicht angeboten.", "payment_method")),
        ("bitcoin", error("paymentMethod", "Bitte wählen Sie eine gültige Zahlungsart.", "invalid_choice")),
    ],
)
def test_the_payment_method_must_be_offered(shop, anon_client, method, field_error):
    assert refused(anon_client, draft(shop, paymentMethod=method)) == [field_error]


def test_a_phone_number_without_plus_that_is_no_austrian_number_gets_the_format_hint(shop, anon_client):
    assert refused(anon_client, draft(shop, phone="0664 12")) == [
        error("phone", "Bitte geben Sie eine gültige Nummer im Format +43 1 2345678 an.", "phone")
    ]


def test_a_donatee_table_or_branch_that_does_not_exist(shop, anon_client, other_branch):
    # given
    foreign_table = other_branch.tables.create(identifier="7")

    # when / then
    assert refused(anon_client, draft(shop, donatee=999999)) == [
        error("donatee", "Diese Organisation gibt es nicht.", "not_found")
    ]
    assert refused(anon_client, draft(shop, isDineIn=True, table=foreign_table.id)) == [
        error("table", "Diesen Tisch gibt es in dieser Filiale nicht.", "not_found")
    ]
    assert refused(anon_client, draft(shop, branch=999999)) == [
        error("branch", "Diese Filiale gibt es nicht.", "branch")
    ]


def test_a_branch_that_is_not_public_takes_no_orders(shop, anon_client):
    # given
    shop.branch.is_public = False
    shop.branch.save()

    # when / then
    assert refused(anon_client, draft(shop)) == [
        error("branch", "Bei dieser Filiale kann derzeit nicht bestellt werden.", "branch")
    ]


def test_a_branch_without_an_active_menu_offers_nothing(anon_client, config, clock):
    # given
    bare = BranchFactory()
    product = ProductFactory()

    # when / then
    data = {"branch": bare.id, "items": [{"product": product.id, "amount": 1}], "email": "a@example.com"}
    data.update(firstName="Erika", lastName="Musterfrau", legalInstructions=True, privacyPolicy=True)
    assert refused(anon_client, data) == [
        error("items.0.product", "Dieses Produkt ist derzeit nicht verfügbar.", "product_unavailable")
    ]


def test_unknown_fields_are_refused(shop, anon_client):
    assert refused(anon_client, draft(shop, discount="100%")) == [
        error("discount", "Unbekanntes Feld.", "unknown_field")
    ]


@pytest.mark.parametrize("moment", ["9999-12-31T23:59:59Z", "1900-01-01T10:00:00Z"])
def test_an_appointment_outside_any_plan_is_a_field_error(shop, anon_client, moment):
    # given
    data = draft(shop, [item(shop.schnitzel)])
    data["appointmentDate"] = moment

    # when / then
    assert refused(anon_client, data) == [
        error("appointmentDate", "Bitte geben Sie ein Datum zwischen 2000 und 2100 an.", "date_out_of_range")
    ]
