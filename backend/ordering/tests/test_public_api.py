import datetime

import pytest
from django.core.cache import caches
from django.utils import timezone

from ordering.models import CounterAppointmentState, OrderStatus, PaymentMethod
from organisation.models import Config
from payments.models import Payment, PaymentStatus
from payments.tests.factories import PaymentFactory

from .factories import OrderFactory
from .helpers import NOT_FOUND, STATUS_REFUSED, order_rows, post, public_url

PUBLIC_KEYS = """id uid hash ticketNumber status appointment appointmentDate counterAppointment counterAppointmentState readyBy
paymentMethod tableIdentifier rejectionMessage questionnaireRating branch isDelivery isDineIn isConfirmed isInDelivery
isDelivered isCompleted isRejected isCanceled isFailed isPaid isRefunded isPaymentPending isPaymentCanceled isQuotation deliveryAreaName donatee items
pricing amountRefunded createdAt""".split()


def test_status_page_shape(anon_client, order, branch):
    # when
    response = anon_client.get(public_url(order))

    # then
    assert response.status_code == 200
    assert response["Cache-Control"] == "no-cache"
    assert response["ETag"].startswith('W/"')
    body = response.json()["data"]
    assert sorted(body) == sorted(PUBLIC_KEYS)
    assert body["ticketNumber"] == order.ticket_number
    assert body["branch"] == {"id": branch.id, "name": "Mariahilf", "phone": ""}
    assert (body["isConfirmed"], body["isCompleted"], body["paymentMethod"]) == (False, False, "cash")
    assert body["pricing"] == {
        "gross": "19.90",
        "net": "17.5606",
        "deliveryGross": "0.00",
        "totalNet": "17.5606",
        "totalGross": "19.90",
        "taxes": {"10.00": "1.1727", "20.00": "1.1667"},
        "isApproximate": False,
        "isPriceHidden": False,
    }
    assert body["items"][1] == {
        "index": 1,
        "product": 12,
        "name": "Cola 0,5 l",
        "amount": "2",
        "unit": "piece",
        "parts": [],
        "unitPrice": "3.5000",
        "gross": "7.00",
        "taxRate": "20.00",
        "isPriceHidden": False,
    }
    assert body["amountRefunded"] == "0.00"
    # no contact data of the customer on the public page
    assert "email" not in body and "phone" not in body


def _paid_online(branch, refunded="0.00", **flags):
    payment = PaymentFactory(amount="19.90", amount_refunded=refunded, status=PaymentStatus.PAID)
    return OrderFactory(branch=branch, payment_method=PaymentMethod.MOLLIE, payment=payment, is_paid=True, **flags)


@pytest.mark.parametrize(
    ("refunded", "flags", "amount"),
    [
        ("0.00", {}, "0.00"),
        ("9.40", {}, "9.40"),
        ("19.90", {"is_refunded": True}, "19.90"),
    ],
)
def test_the_status_page_names_the_amount_given_back(anon_client, branch, config, refunded, flags, amount):
    # given: a Mollie order of 19.90, paid; nothing, a part (an edit made it cheaper) or all of it given back
    order = _paid_online(branch, refunded, **flags)

    # when
    body = anon_client.get(public_url(order)).json()["data"]

    # then: the amount beside the flags, as the receipt's 'Erstattet EUR 9,40'
    assert (body["isPaid"], body["isRefunded"], body["amountRefunded"]) == (True, "is_refunded" in flags, amount)


def test_a_refund_booked_later_changes_the_etag(anon_client, branch, config):
    # given: the status page holds the paid order
    order = _paid_online(branch)
    etag = anon_client.get(public_url(order))["ETag"]

    # when: the provider confirms a partial refund after the order's last change (only the payment row changes)
    payment = Payment.objects.get(pk=order.payment_id)
    payment.amount_refunded = "9.40"
    payment.save()
    response = anon_client.get(public_url(order), HTTP_IF_NONE_MATCH=etag)

    # then: the page gets the amount, not a 304
    assert response.status_code == 200
    assert response.json()["data"]["amountRefunded"] == "9.40"


@pytest.mark.parametrize(
    "url",
    [
        lambda order: f"/api/orders/public/{order.uid}/{order.hash[:-1]}x",
        lambda order: f"/api/orders/public/{order.uid}/",
        lambda order: f"/api/orders/public/unbekannt/{order.hash}",
        lambda order: f"/api/orders/public/{order.uid}/{order.hash}ä",
        lambda order: f"/api/orders/public/{order.hash}/{order.uid}",
    ],
)
def test_any_mismatch_of_uid_and_hash_is_404(anon_client, order, url):
    # when
    response = anon_client.get(url(order))

    # then
    assert response.status_code == 404


def test_unchanged_order_answers_304_with_one_query(anon_client, order, django_assert_num_queries):
    # given: a poll the shared cache cannot answer (emptied, e.g. Redis restarted; test_status_poll.py has the 304
    # without a query), so the view does
    etag = anon_client.get(public_url(order))["ETag"]
    caches["polls"].clear()

    # when
    with django_assert_num_queries(1):
        response = anon_client.get(public_url(order), HTTP_IF_NONE_MATCH=etag)

    # then
    assert response.status_code == 304
    assert response["ETag"] == etag
    assert response.content == b""


def test_etag_changes_with_the_order_and_the_config(anon_client, admin_client, order):
    # given
    first = anon_client.get(public_url(order))["ETag"]

    # when: staff confirm the order
    post(admin_client, f"/api/orders/{order.id}/status/confirm")
    after_confirm = anon_client.get(public_url(order), HTTP_IF_NONE_MATCH=first)

    # then
    assert after_confirm.status_code == 200
    assert after_confirm.json()["data"]["isConfirmed"] is True

    # when: tickets are switched off
    config = Config.load()
    config.disable_tickets = True
    config.save()
    after_config = anon_client.get(public_url(order), HTTP_IF_NONE_MATCH=after_confirm["ETag"])

    # then
    assert after_config.status_code == 200
    assert after_config.json()["data"]["ticketNumber"] is None


def _proposed(branch):
    moment = (timezone.now() + datetime.timedelta(hours=3)).replace(microsecond=0)
    return OrderFactory(
        branch=branch,
        appointment_date=moment - datetime.timedelta(hours=1),
        counter_appointment=moment,
        counter_appointment_state=CounterAppointmentState.PROPOSED,
    )


def test_customer_accepts_the_counter_appointment(anon_client, branch, config):
    # given
    order = _proposed(branch)

    # when
    response = post(anon_client, public_url(order, "/confirm-counter-appointment"))

    # then: confirmed for the proposed time
    body = response.json()["data"]
    assert response.status_code == 200
    assert (body["status"], body["isConfirmed"], body["counterAppointmentState"]) == ("confirmed", True, "accepted")
    assert body["appointment"] == body["counterAppointment"] != body["appointmentDate"]


def test_customer_declines_the_counter_appointment(anon_client, branch, config):
    # given
    order = _proposed(branch)

    # when: 'Nein, Bestellung stornieren'
    response = post(anon_client, public_url(order, "/reject-counter-appointment"))

    # then
    body = response.json()["data"]
    assert (body["status"], body["isCanceled"], body["counterAppointmentState"]) == ("canceled", True, "declined")


@pytest.mark.parametrize("answer", ["confirm-counter-appointment", "reject-counter-appointment"])
def test_answering_without_a_pending_proposal_is_409(anon_client, order, answer):
    # given
    before = order_rows()

    # when
    response = post(anon_client, public_url(order, f"/{answer}"))

    # then
    assert (response.status_code, response.json()) == (409, STATUS_REFUSED)
    assert order_rows() == before


@pytest.mark.parametrize("answer", ["confirm-counter-appointment", "reject-counter-appointment", "questionnaire"])
def test_public_actions_need_the_right_hash(anon_client, branch, config, answer):
    # given
    order = _proposed(branch)
    before = order_rows()

    # when
    response = post(anon_client, f"/api/orders/public/{order.uid}/falsch/{answer}")

    # then
    assert (response.status_code, response.json()) == (404, NOT_FOUND)
    assert order_rows() == before


def test_staff_see_a_status_change_made_by_the_customer(anon_client, admin_client, branch, config):
    # given
    order = _proposed(branch)

    # when
    post(anon_client, public_url(order, "/confirm-counter-appointment"))

    # then
    body = admin_client.get(f"/api/orders/{order.id}").json()["data"]
    assert body["status"] == OrderStatus.CONFIRMED
