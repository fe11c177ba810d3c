"""POST /api/orders answers every failing field of a submit at once, and item errors name their product."""

import pytest

from catalogue.tests.factories import CategoryFactory, MenuFactory, ProductFactory
from rules.tests.helpers import rule

from .create_setup import delivery_draft, draft, errors_of, item, place, stored_state

REQUIRED = "Dieses Feld ist erforderlich."
INVALID_EMAIL = "Bitte geben Sie eine gültige E-Mail-Adresse an."
TERMS = {"message": "Bitte akzeptieren Sie die AGB.", "code": "not_accepted", "field": "legalInstructions"}
PRIVACY = {
    "message": "Bitte akzeptieren Sie die Datenschutzerklärung.",
    "code": "not_accepted",
    "field": "privacyPolicy",
}
# 12:00 in Vienna on the pinned Wednesday (now: 10:00): the shop is open, breakfast (06-11) is over
NOON = "2026-11-18T11:00:00Z"


def refused(client, data) -> list[dict]:
    before = stored_state()
    response = place(client, data)
    assert stored_state() == before
    return errors_of(response)


@pytest.fixture
def breakfast(shop):
    """A newer menu of the shop that adds 'Kleines Frühstück' in the category 'Frühstück', served 06:00-11:00."""
    product = ProductFactory(name="Kleines Frühstück", price="6.90", tax="10.00", takeaway_tax="10.00")
    morning = CategoryFactory(name="Frühstück", schedule=[rule("daily", "06:00", "11:00")])
    everything = CategoryFactory(name="Alles")
    MenuFactory(
        branches=[shop.branch],
        catalog=[(everything, [shop.cheese, shop.schnitzel, shop.cola]), (morning, [product])],
    )
    return product


def test_a_bad_email_and_unticked_boxes_are_reported_together(shop, anon_client):
    # given: the second submit of the issue, the e-mail address mistyped and the boxes still unticked
    data = draft(shop, email="erika@", legalInstructions=False, privacyPolicy=False)

    # when / then
    assert refused(anon_client, data) == [
        {"message": INVALID_EMAIL, "code": "invalid", "field": "email"},
        TERMS,
        PRIVACY,
    ]


def test_an_empty_submit_lists_every_missing_field(shop, anon_client):
    # given: nothing typed, nothing ticked
    data = draft(shop, firstName="", lastName="", email="", legalInstructions=False, privacyPolicy=False)

    # when / then
    assert refused(anon_client, data) == [
        {"message": REQUIRED, "code": "required", "field": "firstName"},
        {"message": REQUIRED, "code": "required", "field": "lastName"},
        {"message": REQUIRED, "code": "required", "field": "email"},
        TERMS,
        PRIVACY,
    ]


def test_a_product_outside_its_categorys_schedule_is_named(shop, breakfast, anon_client):
    # when: breakfast for noon
    data = draft(shop, [item(shop.schnitzel), item(breakfast)], appointmentDate=NOON)

    # then
    assert refused(anon_client, data) == [
        {
            "message": "Kleines Frühstück ist zum gewählten Termin nicht verfügbar.",
            "code": "product_unavailable",
            "field": "items.1.product",
        }
    ]


def test_shape_errors_rule_errors_and_items_keep_their_positions(shop, breakfast, anon_client):
    # given: an unknown key, a mistyped e-mail address, an amount that is no number (item 0), the
    # breakfast at noon (item 2), an amount below the cheese's minimum (item 3), terms not accepted
    items = [
        item(shop.schnitzel, "abc"),
        item(shop.cola),
        item(breakfast),
        item(shop.cheese, "0.05", parts=[{"options": [0]}]),
    ]
    data = draft(shop, items, appointmentDate=NOON, email="erika@", legalInstructions=False, discount="100%")

    # when / then: the shape errors first (the unknown key hid the others), then the rules'
    assert refused(anon_client, data) == [
        {"message": "Unbekanntes Feld.", "code": "unknown_field", "field": "discount"},
        {"message": "Bitte geben Sie eine Menge als Zahl an.", "code": "invalid", "field": "items.0.amount"},
        {"message": INVALID_EMAIL, "code": "invalid", "field": "email"},
        {
            "message": "Kleines Frühstück ist zum gewählten Termin nicht verfügbar.",
            "code": "product_unavailable",
            "field": "items.2.product",
        },
        {
            "message": "Bergkäse vom Laib: Die Mindestmenge beträgt 0,1 kg.",
            "code": "invalid_item",
            "field": "items.3.amount",
        },
        TERMS,
    ]


def test_a_required_email_that_is_invalid_is_reported_once(shop, anon_client):
    # given: the test branch requires an e-mail address for takeaway
    assert shop.branch.is_takeaway_email_required

    # when / then: not also 'Dieses Feld ist erforderlich.' for the address the shape check refused
    assert refused(anon_client, draft(shop, email="erika@", privacyPolicy=False)) == [
        {"message": INVALID_EMAIL, "code": "invalid", "field": "email"},
        PRIVACY,
    ]


def test_a_refused_cart_is_not_called_empty_or_too_small(shop, anon_client):
    # given: a delivery whose only item is refused by the shape check (the rest would be below 15.00)
    not_a_list = delivery_draft(shop, "Schnitzel", privacyPolicy=False)
    bad_amount = delivery_draft(shop, [item(shop.cola, "abc")], privacyPolicy=False)

    # when / then: no 'Ihr Warenkorb ist leer.', no minimum order value
    assert refused(anon_client, not_a_list) == [
        {
            "message": 'Erwarte eine Liste von Elementen, erhielt aber den Typ "str".',
            "code": "not_a_list",
            "field": "items",
        },
        PRIVACY,
    ]
    assert refused(anon_client, bad_amount) == [
        {"message": "Bitte geben Sie eine Menge als Zahl an.", "code": "invalid", "field": "items.0.amount"},
        PRIVACY,
    ]


def test_a_refused_branch_is_the_only_rule_error(anon_client, config, clock):
    # given: a branch id that is no number, and nothing else the rules could check without a branch
    data = {"branch": "eins", "items": [], "legalInstructions": True, "privacyPolicy": True}

    # when / then
    assert refused(anon_client, data) == [
        {"message": "Eine gültige Ganzzahl ist erforderlich.", "code": "invalid", "field": "branch"}
    ]


@pytest.mark.parametrize(
    ("body", "errors"),
    [
        (
            [{"branch": 1}],
            [{"message": "Ungültige Daten. Dictionary erwartet, aber list erhalten.", "code": "invalid"}],
        ),
        (
            {"items": [], "coupon": "X"},
            [
                {"message": "Unbekanntes Feld.", "code": "unknown_field", "field": "coupon"},
                {"message": REQUIRED, "code": "required", "field": "branch"},
            ],
        ),
    ],
)
def test_a_body_that_is_no_draft_is_refused_for_what_it_is(anon_client, config, clock, body, errors):
    # when / then: a list is no draft; a missing branch is still missing after an unknown key
    assert refused(anon_client, body) == errors
