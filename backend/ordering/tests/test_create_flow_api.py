"""POST /api/orders over HTTP alone: the issue's 'Done means' flow, the response, prices from the catalogue."""

import json
from decimal import Decimal

import pytest
from django.core import mail
from django.db import connection
from django.test.utils import CaptureQueriesContext

from ordering.models import Order, OrderItem

from .create_setup import delivery_draft, draft, errors_of, item, place, stored_state

MINIMUM_NOT_REACHED = "Sie haben den Mindestbestellwert in Höhe von 15,00 EUR leider noch nicht erreicht."


def test_done_means_delivery_order_priced_by_hand_confirmed_and_shown_confirmed(shop, anon_client, employee_client):
    # given: 50 dag (the non-default unit) of the configurable cheese, aged (+4.00/kg) with nuts
    # (+1.50/kg), and two Colas, delivered into 'Wien 6' (fee 3.90 at 20 %, minimum 15.00, free from 50.00)
    cheese = item(shop.cheese, "50", "decagram", [{"options": [1]}, {"options": [0]}, {"text": "Alles Gute"}])
    order_draft = delivery_draft(shop, [cheese, item(shop.cola, 2)])
    too_little = delivery_draft(shop, [item(shop.cheese, "20", "decagram", [{"options": [0]}])])

    # when: below the minimum order value first (20 dag young cheese = 0.2 kg x 28.00 = 5.60)
    refused = place(anon_client, too_little)

    # then
    assert errors_of(refused) == [{"message": MINIMUM_NOT_REACHED, "code": "minimum_order_value"}]
    assert Order.objects.count() == 0

    # when: the real order
    response = place(anon_client, order_draft)

    # then: by hand
    #   cheese: (28.00 + 4.00 + 1.50) per kg x 50 dag (= 0.5 kg)  = 16.75 gross at 10 %
    #   cola:   3.50 x 2                                           =  7.00 gross at 20 %
    #   gross = 23.75 (>= 15.00 minimum, < 50.00 free) -> delivery fee 3.90 at 20 %
    #   net 10 %: 16.75 / 1.10 = 15.22727.. -> 15.2273, tax 1.5227
    #   net 20 %:  7.00 / 1.20 =  5.83333.. ->  5.8333, tax 1.1667
    #   fee net:   3.90 / 1.20 =  3.25,                 tax 0.65 -> 20 % taxes 1.1667 + 0.65 = 1.8167
    #   net = 15.2273 + 5.8333 = 21.0606; totalNet = 21.0606 + 3.25 = 24.3106; totalGross = 23.75 + 3.90 = 27.65
    #   check: 24.3106 + 1.5227 + 1.8167 = 27.6500
    assert response.status_code == 201, response.content
    body = response.json()["data"]
    assert body["pricing"] == {
        "gross": "23.75",
        "net": "21.0606",
        "deliveryGross": "3.90",
        "totalNet": "24.3106",
        "totalGross": "27.65",
        "taxes": {"10.00": "1.5227", "20.00": "1.8167"},
        "isApproximate": False,
        "isPriceHidden": False,
    }
    assert body["paymentRedirectUrl"] is None
    assert body["ticketNumber"] == 1
    assert body["isDelivery"] is True
    assert body["deliveryAreaName"] == "Wien 6"
    assert body["items"][0] == {
        "index": 0,
        "product": shop.cheese.id,
        "name": "Bergkäse vom Laib",
        "amount": "50",
        "unit": "decagram",
        "parts": [
            {"name": "Reifung", "type": "select", "options": [1], "names": ["Alt"]},
            {"name": "Extras", "type": "multiselect", "options": [0], "names": ["Nüsse"]},
            {"name": "Gruß", "type": "text", "text": "Alles Gute"},
        ],
        "unitPrice": "33.5000",
        "gross": "16.75",
        "taxRate": "10.00",
        "isPriceHidden": False,
    }
    assert [(i["amount"], i["unit"], i["gross"]) for i in body["items"][1:]] == [("2", "piece", "7.00")]

    # when: staff confirm, the customer polls the status page
    order = Order.objects.get()
    confirmed = employee_client.post(f"/api/orders/{order.id}/status/confirm", {}, format="json")
    status_page = anon_client.get(f"/api/orders/public/{body['uid']}/{body['hash']}")

    # then
    assert confirmed.status_code == 200
    assert status_page.status_code == 200
    assert status_page.json()["data"]["isConfirmed"] is True
    assert status_page.json()["data"]["pricing"]["totalGross"] == "27.65"


def test_the_response_is_the_public_order_with_uid_hash_and_ticket_number(shop, anon_client):
    # when
    response = place(anon_client, draft(shop))

    # then
    assert response.status_code == 201
    body = response.json()["data"]
    order = Order.objects.get()
    assert (body["id"], body["uid"], body["hash"], body["ticketNumber"]) == (order.id, order.uid, order.hash, 1)
    assert body["status"] == "new"
    assert "email" not in body and "phone" not in body
    # the customer's data is stored as sent (phone normalised)
    assert (order.first_name, order.email, order.phone) == ("Erika", "erika@example.com", "+436641234567")
    assert (order.legal_instructions, order.privacy_policy, order.payment_method) == (True, True, "cash")


def test_new_order_mails_go_out_after_commit(shop, anon_client, django_capture_on_commit_callbacks):
    # given
    shop.branch.email = "filiale@example.com"
    shop.branch.save()

    # when
    with django_capture_on_commit_callbacks(execute=True) as callbacks:
        response = place(anon_client, draft(shop))

    # then
    assert response.status_code == 201
    # the contact listener (crm links the order to its customer) and the announcement's three channels
    assert len(callbacks) == 4
    assert sorted(message.to[0] for message in mail.outbox) == ["erika@example.com", "filiale@example.com"]
    assert "ist eingegangen" in next(m.subject for m in mail.outbox if m.to == ["erika@example.com"])


def test_prices_sent_by_the_client_are_never_read(shop, anon_client):
    # given: a price on the item is an unknown field; the catalogue's price is used
    forged = draft(shop, [{**item(shop.schnitzel), "price": "0.01"}])
    honest = draft(shop, [item(shop.schnitzel)], pricing={"totalGross": "0.01"})

    # when
    responses = [place(anon_client, forged), place(anon_client, honest)]

    # then: both refused as unknown fields; a clean draft pays the catalogue's 12.90
    assert errors_of(responses[0]) == [
        {"message": "Unbekanntes Feld.", "field": "items.0.price", "code": "unknown_field"}
    ]
    assert errors_of(responses[1]) == [{"message": "Unbekanntes Feld.", "field": "pricing", "code": "unknown_field"}]
    response = place(anon_client, draft(shop))
    assert response.json()["data"]["pricing"]["totalGross"] == "12.90"


def test_a_product_not_in_the_active_menu_is_refused(shop, anon_client):
    # given
    before = stored_state()

    # when
    response = place(anon_client, draft(shop, [item(shop.schnitzel), item(shop.secret)]))

    # then
    assert errors_of(response) == [
        {
            "message": "Dieses Produkt ist derzeit nicht verfügbar.",
            "field": "items.1.product",
            "code": "product_unavailable",
        }
    ]
    assert stored_state() == before


def test_a_disabled_product_is_refused(shop, anon_client):
    # given
    shop.schnitzel.is_enabled = False
    shop.schnitzel.save()

    # when
    response = place(anon_client, draft(shop))

    # then
    assert errors_of(response)[0]["field"] == "items.0.product"
    assert Order.objects.count() == 0


@pytest.mark.parametrize(
    ("fields", "rate", "net", "tax"),
    [
        # takeaway: takeawayTax 13 %; 12.90 / 1.13 = 11.41592.. -> 11.4159
        ({}, "13.00", "11.4159", "1.4841"),
        # dine-in: dineInTax 20 %; 12.90 / 1.20 = 10.75
        ({"isDineIn": True}, "20.00", "10.7500", "2.1500"),
        # delivery: tax 10 %; 12.90 / 1.10 = 11.72727.. -> 11.7273 (below the minimum: add two Colas)
        ({"isDelivery": True}, "10.00", "11.7273", "1.1727"),
    ],
)
def test_the_tax_rate_follows_the_delivery_type(shop, anon_client, fields, rate, net, tax):
    # given
    items = [item(shop.schnitzel)] + ([item(shop.cola, 2)] if fields.get("isDelivery") else [])
    extra = {"deliveryArea": shop.area.id} if fields.get("isDelivery") else {}

    # when
    response = place(anon_client, draft(shop, items, **fields, **extra))

    # then
    assert response.status_code == 201, response.content
    stored = OrderItem.objects.get(product_id=shop.schnitzel.id)
    assert stored.tax_rate == Decimal(rate)
    assert response.json()["data"]["pricing"]["taxes"][rate] == tax


def test_amounts_as_numbers_or_decimal_strings_with_comma(shop, anon_client):
    # given: 0,5 kg young cheese = 14.00; 2 Colas sent as a JSON number
    items = [item(shop.cheese, "0,5", parts=[{"options": [0]}]), {"product": shop.cola.id, "amount": 2}]

    # when
    response = place(anon_client, draft(shop, items))

    # then
    assert response.status_code == 201, response.content
    rows = list(OrderItem.objects.order_by("position").values_list("amount", "unit", "gross"))
    assert rows == [(Decimal("0.5"), "kilogram", Decimal("14.00")), (Decimal("2"), "piece", Decimal("7.00"))]


def test_creation_needs_a_bounded_number_of_queries(shop, anon_client):
    """Queries of POST /api/orders: constant in the number of items (all lookups are batched).

    14 for 1 and for 20 items: the rate limit counters (address, e-mail, phone: one statement), config, branch,
    active menu, offered products (one join), order insert, one bulk insert of the items, the effects stored with
    the order (customer link; the announcement's three channels in one statement; the test's transaction never
    commits, so they are not delivered here), the branch's printers (none here: no print job), the ticket number
    drawn last (one upsert of the counter, the order's number set) and 2 savepoint statements; the answer shows
    the configuration read for the checks and the order as stored (nothing is read again). The first order of a
    branch and day costs the same (the upsert creates the counter row); a table, delivery area, donatee, uploads or
    a national phone number (the branch's
    country) add one query each.
    """

    def count(items):
        with CaptureQueriesContext(connection) as queries:
            response = place(anon_client, draft(shop, items))
        assert response.status_code == 201, response.content
        return len(queries)

    first = count([item(shop.schnitzel)])  # the first order of the day creates the ticket counter row
    one = count([item(shop.schnitzel)])
    twenty = count([item(shop.schnitzel), *[item(shop.cola, n) for n in range(1, 20)]])
    assert first == one == twenty == 14


def test_a_body_that_is_not_an_object_is_refused(shop, anon_client):
    # when
    response = anon_client.post("/api/orders", json.dumps([1]), content_type="application/json")

    # then
    assert response.status_code == 400
    assert Order.objects.count() == 0


def test_placing_needs_no_login_and_no_csrf_token_while_the_list_stays_staff_only(shop, csrf_admin_client, anon_client):
    # when: a browser with a back office session but without the CSRF token places an order
    placed = place(csrf_admin_client, draft(shop))
    listed = anon_client.get("/api/orders")

    # then: the session is not read for the public create; the staff list still needs a login
    assert placed.status_code == 201, placed.content
    assert listed.status_code == 401


@pytest.mark.parametrize("method", ["put", "patch", "delete"])
def test_other_methods_on_the_order_collection_are_not_allowed(admin_client, config, method):
    # when
    response = getattr(admin_client, method)("/api/orders", "{}", content_type="application/json")

    # then: answered by the staff list as before, in German
    assert response.status_code == 405
    assert response.json() == {
        "errors": [{"message": f'Methode "{method.upper()}" nicht erlaubt.', "code": "method_not_allowed"}]
    }


def test_the_schema_describes_the_public_create_and_the_staff_list_of_one_url(anon_client):
    # when
    schema = anon_client.get("/api/schema/", HTTP_ACCEPT="application/vnd.oai.openapi+json").json()

    # then
    operations = schema["paths"]["/api/orders"]
    assert {method: operation["operationId"] for method, operation in operations.items()} == {
        "get": "orders_list",
        "post": "orders_create",
    }
    assert "security" not in operations["post"]
    assert operations["get"]["security"] == [{"sessionAuth": []}]
    assert [p["name"] for p in operations["post"]["parameters"]] == ["Idempotency-Key"]


def test_the_ticket_number_is_drawn_last_so_the_branchs_counter_is_locked_only_until_the_commit(shop, anon_client):
    # when
    with CaptureQueriesContext(connection) as queries:
        response = place(anon_client, draft(shop, [item(shop.schnitzel)]))

    # then: after the counter's upsert only the order's number and the end of the transaction (the answer reads
    # nothing)
    statements = [query["sql"] for query in queries.captured_queries]
    drawn = next(index for index, sql in enumerate(statements) if '"ordering_ticketcounter"' in sql)
    after = statements[drawn + 1 :]
    assert response.status_code == 201
    assert after[0].startswith('UPDATE "ordering_order" SET "ticket_number" = 1 WHERE')
    assert [sql.split()[0] for sql in after[1:]] == ["RELEASE"]
    assert response.json()["data"]["ticketNumber"] == 1
    assert Order.objects.get().ticket_number == 1


def test_the_answer_to_a_new_order_is_what_its_status_page_reads(shop, anon_client):
    # when: an order of two products, answered as stored (no second read)
    created = place(anon_client, draft(shop, [item(shop.schnitzel), item(shop.cola, 1)])).json()["data"]

    # then: the status page reads the same order from the database, field for field
    read = anon_client.get(f"/api/orders/public/{created['uid']}/{created['hash']}").json()["data"]
    assert created.pop("paymentRedirectUrl") is None
    assert created == read
    assert [row["product"] for row in created["items"]] == [shop.schnitzel.id, shop.cola.id]
