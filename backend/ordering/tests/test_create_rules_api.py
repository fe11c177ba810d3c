"""POST /api/orders: preorders, quotations, tables, payment, phone, donatees, lead times, schedules, uploads."""

import datetime

import pytest
from django.apps import apps

from catalogue.tests.factories import CategoryFactory, DonateeFactory, MenuFactory, ProductFactory
from media.tests.factories import UploadFactory
from ordering.models import Order, OrderItem
from ordering.services.creation import lead_time_text
from organisation.tests.factories import TableFactory
from rules.tests.helpers import rule

from .create_setup import draft, errors_of, item, option, part, place, stored_state

EVENING = datetime.datetime(2026, 11, 18, 19, 0, tzinfo=datetime.UTC)  # 20:00 in Vienna: closed
TOMORROW_NOON = "2026-11-19T11:00:00Z"  # 12:00 in Vienna


@pytest.fixture
def closed_with_preorder(shop, clock):
    clock.now = EVENING
    shop.branch.is_preorder_enabled = True
    shop.branch.save()
    return shop


def test_a_preorder_on_a_closed_branch_with_an_appointment_is_accepted(closed_with_preorder, anon_client):
    # when
    response = place(anon_client, draft(closed_with_preorder, appointmentDate=TOMORROW_NOON))

    # then
    assert response.status_code == 201, response.content
    body = response.json()["data"]
    assert body["appointmentDate"] == "2026-11-19T11:00:00Z"
    assert Order.objects.get().appointment_date == datetime.datetime(2026, 11, 19, 11, 0, tzinfo=datetime.UTC)


def test_a_preorder_on_a_closed_branch_without_an_appointment_is_refused(closed_with_preorder, anon_client):
    # given
    before = stored_state()

    # when
    response = place(anon_client, draft(closed_with_preorder))

    # then
    assert errors_of(response) == [
        {"message": "Bitte wählen Sie einen Termin aus.", "field": "appointmentDate", "code": "appointment_required"}
    ]
    assert stored_state() == before


def test_a_branch_not_yet_orderable_counts_as_closed(shop, anon_client):
    # given
    shop.branch.orderable_from = datetime.datetime(2026, 12, 1, tzinfo=datetime.UTC)
    shop.branch.save()

    # when / then
    assert errors_of(place(anon_client, draft(shop))) == [
        {"message": "Derzeit haben wir leider geschlossen.", "code": "closed"}
    ]


def test_a_quotation_branch_creates_a_quotation_request(shop, anon_client):
    # given
    shop.branch.is_quotation_required = True
    shop.branch.save()

    # when
    response = place(anon_client, draft(shop))

    # then
    assert response.status_code == 201
    assert response.json()["data"]["isQuotation"] is True
    assert Order.objects.get().is_quotation is True


def test_dine_in_with_table_selection_needs_a_table_of_the_branch(shop, anon_client):
    # given
    shop.branch.is_table_selection_enabled = True
    shop.branch.save()
    table = TableFactory(branch=shop.branch, identifier="12")
    before = stored_state()

    # when
    missing = place(anon_client, draft(shop, isDineIn=True))

    # then
    assert errors_of(missing) == [{"message": "Dieses Feld ist erforderlich.", "field": "table", "code": "required"}]
    assert stored_state() == before

    # when
    chosen = place(anon_client, draft(shop, isDineIn=True, table=table.id))

    # then
    assert chosen.status_code == 201
    assert chosen.json()["data"]["tableIdentifier"] == "12"
    assert Order.objects.get().table == table


def test_a_table_is_not_needed_for_takeaway(shop, anon_client):
    # given
    shop.branch.is_table_selection_enabled = True
    shop.branch.save()

    # when / then
    assert place(anon_client, draft(shop)).status_code == 201


@pytest.mark.parametrize("method", ["mollie", "datatrans"])
def test_online_payment_of_a_quotation_is_refused(shop, anon_client, config, method):
    # given: offered by config, plugin and branch, but the branch answers with a quotation (no final price)
    setattr(config, f"enable_{method}", True)
    setattr(config, f"enable_plugin_{method}", True)
    config.save()
    setattr(shop.branch, f"is_{method}_enabled", True)
    shop.branch.is_quotation_required = True
    shop.branch.save()

    # when / then
    assert errors_of(place(anon_client, draft(shop, paymentMethod=method))) == [
        {
            "message": "Eine Online-Zahlung ist für diese Bestellung nicht möglich, weil der Endpreis noch nicht "
            "feststeht. Bitte wählen Sie eine andere Zahlungsart.",
            "field": "paymentMethod",
            "code": "payment_unavailable",
        }
    ]
    assert Order.objects.count() == 0


@pytest.mark.parametrize("method", ["mollie", "datatrans"])
def test_online_payment_not_offered_by_the_branch_is_refused(shop, anon_client, config, method):
    # given: config and plugin on, the branch's flag off
    setattr(config, f"enable_{method}", True)
    setattr(config, f"enable_plugin_{method}", True)
    config.save()

    # when / then
    assert errors_of(place(anon_client, draft(shop, paymentMethod=method))) == [
        {"message": "Diese Zahlungsart wird nicht angeboten.", "field": "paymentMethod", "code": "payment_method"}
    ]
    assert Order.objects.count() == 0


def test_without_a_payment_method_the_branch_default_applies(shop, anon_client):
    # when
    data = draft(shop)
    del data["paymentMethod"]
    response = place(anon_client, data)

    # then
    assert response.status_code == 201
    assert response.json()["data"]["paymentMethod"] == "cash"


@pytest.mark.parametrize(
    ("typed", "stored"),
    [("+43 (664) 123-45 67", "+436641234567"), ("0043 664 1234567", "+436641234567"), ("", "")],
)
def test_the_phone_number_is_normalised(shop, anon_client, typed, stored):
    # when
    response = place(anon_client, draft(shop, phone=typed))

    # then
    assert response.status_code == 201, response.content
    assert Order.objects.get().phone == stored


def test_a_donatee_is_stored_with_its_name(shop, anon_client):
    # given
    donatee = DonateeFactory(name="Kinderhilfe Donauraum")

    # when
    response = place(anon_client, draft(shop, donatee=donatee.id))

    # then
    assert response.json()["data"]["donatee"] == {"id": donatee.id, "name": "Kinderhilfe Donauraum"}
    assert (Order.objects.get().donatee_id, Order.objects.get().donatee_name) == (donatee.id, "Kinderhilfe Donauraum")


def test_a_lead_time_needs_an_appointment_after_it(shop, anon_client):
    # given: two days lead time; earliest slot = now (10:00) + 15 min + 2 days = Friday 10:15
    shop.schnitzel.is_lead_time_enabled = True
    shop.schnitzel.lead_time_type = "days"
    shop.schnitzel.lead_time_value = 2
    shop.schnitzel.save()

    # when
    asap = place(anon_client, draft(shop))
    too_early = place(anon_client, draft(shop, appointmentDate=TOMORROW_NOON))
    friday = place(anon_client, draft(shop, appointmentDate="2026-11-20T09:15:00Z"))

    # then
    assert errors_of(asap)[0]["code"] == "appointment_required"
    assert errors_of(too_early)[0]["code"] == "appointment_closed"
    assert friday.status_code == 201, friday.content


def test_products_must_be_available_at_the_appointment(shop, anon_client):
    # given: the Schnitzel is served 11:00-14:00 only
    shop.schnitzel.schedule = [rule("daily", "11:00", "14:00")]
    shop.schnitzel.save()

    # when: now is 10:00
    asap = place(anon_client, draft(shop))
    at_noon = place(anon_client, draft(shop, appointmentDate="2026-11-18T11:00:00Z"))

    # then
    assert errors_of(asap) == [
        {
            "message": "Wiener Schnitzel ist derzeit nicht verfügbar.",
            "field": "items.0.product",
            "code": "product_unavailable",
        }
    ]
    assert at_noon.status_code == 201, at_noon.content


@pytest.fixture
def breakfast(shop, clock):
    """'Kleines Frühstück' in a category served 06:00-11:00 (a newer menu of the branch); now 12:00 in Vienna."""
    clock.now = datetime.datetime(2026, 11, 18, 11, 0, tzinfo=datetime.UTC)
    product = ProductFactory(name="Kleines Frühstück", price="5.90")
    category = CategoryFactory(name="Frühstück", schedule=[rule("daily", "06:00", "11:00")])
    MenuFactory(
        branches=[shop.branch],
        available_from=datetime.datetime(2026, 6, 1, tzinfo=datetime.UTC),
        catalog=[(category, [product]), (CategoryFactory(name="Hauptspeisen"), [shop.schnitzel])],
    )
    return product


def test_breakfast_outside_its_window_is_named_now_and_at_the_appointment(shop, breakfast, anon_client):
    # given
    before = stored_state()
    items = [item(shop.schnitzel), item(breakfast)]

    # when: at noon for now, then tomorrow at noon, then tomorrow at 08:00
    asap = place(anon_client, draft(shop, items))
    at_noon = place(anon_client, draft(shop, items, appointmentDate="2026-11-19T11:00:00Z"))

    # then: the breakfast is named, the Schnitzel is fine, nothing is stored
    assert errors_of(asap) == [
        {
            "message": "Kleines Frühstück ist derzeit nicht verfügbar.",
            "field": "items.1.product",
            "code": "product_unavailable",
        }
    ]
    assert errors_of(at_noon) == [
        {
            "message": "Kleines Frühstück ist zum gewählten Termin nicht verfügbar.",
            "field": "items.1.product",
            "code": "product_unavailable",
        }
    ]
    assert stored_state() == before

    # when
    morning = place(anon_client, draft(shop, items, appointmentDate="2026-11-19T07:00:00Z"))

    # then
    assert morning.status_code == 201, morning.content
    assert [i.product["name"] for i in OrderItem.objects.order_by("position")] == [
        "Wiener Schnitzel",
        "Kleines Frühstück",
    ]


def test_a_lead_time_is_named_with_the_first_possible_time(shop, anon_client):
    # given: Sachertorte needs two days; now Wednesday 10:00, so the first slot is Friday 10:15
    shop.schnitzel.name = "Sachertorte"
    shop.schnitzel.is_lead_time_enabled = True
    shop.schnitzel.lead_time_type = "days"
    shop.schnitzel.lead_time_value = 2
    shop.schnitzel.save()

    # when
    asap = place(anon_client, draft(shop))
    too_early = place(anon_client, draft(shop, appointmentDate=TOMORROW_NOON))

    # then
    assert errors_of(asap) == [
        {
            "message": "Sachertorte benötigt eine Vorlaufzeit von 2 Tagen. Bitte wählen Sie einen Termin aus.",
            "field": "appointmentDate",
            "code": "appointment_required",
        }
    ]
    assert errors_of(too_early) == [
        {
            "message": "Sachertorte benötigt eine Vorlaufzeit von 2 Tagen. Bitte wählen Sie einen Termin ab "
            "20.11.2026, 10:15 Uhr.",
            "field": "appointmentDate",
            "code": "appointment_closed",
        }
    ]


@pytest.mark.parametrize(
    ("kind", "value", "text"),
    [
        ("days", 1, "1 Tag"),
        ("hours", 3, "3 Stunden"),
        ("hours", 1, "1 Stunde"),
        ("minutes", 45, "45 Minuten"),
        ("weeks", 2, "2 Wochen"),
    ],
)
def test_lead_time_text_in_german(kind, value, text):
    product = {"name": "Torte", "leadTimeType": kind, "leadTimeValue": value}
    assert lead_time_text(product) == f"Torte benötigt eine Vorlaufzeit von {text}."


# --- uploads for file and image parts --------------------------------------------------------


@pytest.fixture
def poster(shop, settings, tmp_path):
    """A configurable product with a required image part and an optional files part."""
    settings.MEDIA_ROOT = tmp_path / "media"
    shop.cola.type = "configurable"
    shop.cola.config = {"parts": [part("Motiv", "image"), part("Unterlagen", "files", optional=True)]}
    shop.cola.save()
    return shop


def test_uploads_of_file_parts_must_exist(poster, anon_client):
    # given
    image = UploadFactory(purpose="image")
    document = UploadFactory(purpose="file")
    before = stored_state()

    # when
    missing = place(anon_client, draft(poster, [item(poster.cola, parts=[{"uploads": [999999]}])]))
    no_image = place(anon_client, draft(poster, [item(poster.cola, parts=[{"uploads": [document.id]}])]))
    none = place(anon_client, draft(poster, [item(poster.cola, parts=[{}])]))

    # then
    assert errors_of(missing) == [
        {
            "message": "Cola 0,5 l: Diese Datei wurde nicht gefunden. Bitte laden Sie sie erneut hoch.",
            "field": "items.0.parts.0",
            "code": "upload_missing",
        }
    ]
    assert errors_of(no_image)[0]["message"] == "Cola 0,5 l: Bitte laden Sie ein Bild hoch (jpg, jpeg, png oder gif)."
    assert errors_of(none) == [
        {
            "message": "Cola 0,5 l: Bitte laden Sie mindestens eine Datei hoch.",
            "field": "items.0.parts.0",
            "code": "invalid_item",
        }
    ]
    assert stored_state() == before

    # when: the image and two documents
    parts = [{"uploads": [image.id]}, {"uploads": [document.id, document.id]}]
    response = place(anon_client, draft(poster, [item(poster.cola, parts=parts)]))

    # then
    assert response.status_code == 201, response.content
    assert OrderItem.objects.get().parts[0] == {"name": "Motiv", "type": "image", "uploads": [image.id]}


def test_the_first_order_naming_an_upload_hands_it_to_its_branch(poster, anon_client, other_branch):
    # given: one upload already of another branch's order, one of no order yet
    image = UploadFactory(purpose="image")
    earlier = UploadFactory(purpose="file", branch_id=other_branch.id)

    # when
    parts = [{"uploads": [image.id]}, {"uploads": [earlier.id]}]
    response = place(anon_client, draft(poster, [item(poster.cola, parts=parts)]))

    # then: the branch's staff may read the new one; the earlier claim stays
    assert response.status_code == 201, response.content
    image.refresh_from_db()
    earlier.refresh_from_db()
    assert image.branch_id == poster.branch.id
    assert earlier.branch_id == other_branch.id


def test_without_the_media_area_file_parts_are_refused(poster, anon_client, monkeypatch):
    # given
    installed = apps.is_installed
    monkeypatch.setattr(apps, "is_installed", lambda name: False if name == "media" else installed(name))

    # when
    response = place(anon_client, draft(poster, [item(poster.cola, parts=[{"uploads": [1]}])]))

    # then
    assert errors_of(response) == [
        {
            "message": "Cola 0,5 l: Das Hochladen von Dateien ist derzeit nicht möglich.",
            "field": "items.0.parts.0",
            "code": "uploads_unavailable",
        }
    ]


# --- the maximum length of text parts ----------------------------------------------------------


def test_a_text_longer_than_its_parts_maximum_is_refused_naming_product_and_part(shop, anon_client):
    # given: the cheese's greeting takes at most 30 characters
    shop.cheese.config = {
        "parts": [part("Reifung", "select", [option("Jung")]), {**part("Gruß", "text", optional=True), "maxLength": 30}]
    }
    shop.cheese.save()
    before = stored_state()
    long_text = "Alles Gute zum 30. Geburtstag!!"  # 31 characters

    # when
    response = place(
        anon_client, draft(shop, [item(shop.cheese, "0.5", parts=[{"options": [0]}, {"text": long_text}])])
    )

    # then
    assert errors_of(response) == [
        {
            "field": "items.0.parts.1",
            "message": "Bergkäse vom Laib: Gruß: höchstens 30 Zeichen.",
            "code": "invalid_item",
        }
    ]
    assert stored_state() == before

    # when: 30 characters
    response = place(
        anon_client, draft(shop, [item(shop.cheese, "0.5", parts=[{"options": [0]}, {"text": long_text[:-1]}])])
    )

    # then
    assert response.status_code == 201, response.content
    assert OrderItem.objects.get().parts[1] == {
        "name": "Gruß",
        "type": "text",
        "text": "Alles Gute zum 30. Geburtstag!",
    }


def test_dine_in_at_a_table_needs_no_contact_and_no_appointment(shop, anon_client):
    # given: table selection (the table's QR code); the branch asks for no e-mail, phone or address for dine-in
    shop.branch.is_table_selection_enabled = True
    shop.branch.save()
    table = TableFactory(branch=shop.branch, identifier="12")
    data = draft(shop, isDineIn=True, table=table.id, appointmentDate=None)
    for name in ("firstName", "lastName", "street", "zipCode", "city", "phone", "email"):
        del data[name]

    # when
    response = place(anon_client, data)

    # then
    assert response.status_code == 201, response.content
    order = Order.objects.get()
    assert (order.table_identifier, order.first_name, order.last_name, order.appointment_date) == ("12", "", "", None)


def test_a_guest_at_a_table_may_give_a_first_name(shop, anon_client):
    # given
    shop.branch.is_table_selection_enabled = True
    shop.branch.save()
    table = TableFactory(branch=shop.branch, identifier="12")

    # when
    response = place(anon_client, draft(shop, isDineIn=True, table=table.id, firstName="Anna", lastName=""))

    # then
    assert response.status_code == 201, response.content
    assert (Order.objects.get().first_name, Order.objects.get().last_name) == ("Anna", "")


def test_dine_in_without_table_selection_still_needs_the_name(shop, anon_client):
    # when
    response = place(anon_client, draft(shop, isDineIn=True, firstName="", lastName=""))

    # then
    assert errors_of(response) == [
        {"message": "Dieses Feld ist erforderlich.", "field": "firstName", "code": "required"},
        {"message": "Dieses Feld ist erforderlich.", "field": "lastName", "code": "required"},
    ]
