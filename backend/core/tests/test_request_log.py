"""The request log names method, path and status, but never a secret carried in the path."""

import logging

import pytest
from django.test import Client

from payments.models import PaymentStatus
from payments.tests.factories import PaymentFactory


@pytest.mark.parametrize(
    ("path", "logged"),
    [
        ("/board/frontdesk/7/geheimer-schluessel", "/board/frontdesk/7/***"),
        ("/board/backoffice/7/geheimer-schluessel/", "/board/backoffice/7/***/"),
        ("/api/orders/frontdesk/7/geheimer-schluessel", "/api/orders/frontdesk/7/***"),
        ("/api/orders/backoffice/7/geheimer-schluessel", "/api/orders/backoffice/7/***"),
        ("/api/orders/public/abc/geheimer-hash", "/api/orders/public/abc/***"),
        ("/api/orders/public/abc/geheimer-hash/questionnaire", "/api/orders/public/abc/***/questionnaire"),
        ("/status/abc/geheimer-hash", "/status/abc/***"),
        ("/upload/geheimer-hash/1-1.png", "/upload/***/1-1.png"),
        ("/terminal/wien-mariahilf/geheimer-schluessel", "/terminal/wien-mariahilf/***"),
        ("/terminal/wien-mariahilf/geheimer-schluessel/", "/terminal/wien-mariahilf/***/"),
        ("/api/time-tracking/wien-mariahilf/geheimer-schluessel/me", "/api/time-tracking/wien-mariahilf/***/me"),
        (
            "/api/time-tracking/wien-mariahilf/geheimer-schluessel/working-activities/start",
            "/api/time-tracking/wien-mariahilf/***/working-activities/start",
        ),
        ("/api/payments/return/geheimes-token", "/api/payments/return/***"),
        ("/api/time-tracking-rules", "/api/time-tracking-rules"),
        ("/api/health", "/api/health"),
    ],
)
def test_secrets_in_the_path_are_redacted_in_the_log(db, caplog, path, logged):
    # when
    with caplog.at_level(logging.INFO, logger="bestellwerk.request"):
        response = Client().get(path)

    # then
    [record] = [record for record in caplog.records if record.name == "bestellwerk.request"]
    assert record.path == logged
    assert record.getMessage() == f"GET {logged} {response.status_code}"
    assert "geheim" not in caplog.text


def test_a_payment_return_token_never_reaches_the_log(db, caplog):
    # given: a paid payment; its return address leads on to the customer's status link
    payment = PaymentFactory(status=PaymentStatus.PAID, success_url="https://shop.example.com/status/u/geheimer-hash")

    # when
    with caplog.at_level(logging.INFO):
        response = Client().get(f"/api/payments/return/{payment.token}")

    # then
    assert response.status_code == 302
    assert response["Location"] == "https://shop.example.com/status/u/geheimer-hash"
    assert [record.getMessage() for record in caplog.records if record.name == "bestellwerk.request"] == [
        "GET /api/payments/return/*** 302"
    ]
    assert payment.token not in caplog.text
    assert "geheim" not in caplog.text


def test_a_terminal_key_never_reaches_the_log_nor_does_the_pin(db, caplog, settings):
    # given: the terminal's key in the path, the PIN in a header, refused (unknown terminal: Django logs 'Not Found')
    path = "/api/time-tracking/wien-mariahilf/geheimer-schluessel/me"

    # when
    with caplog.at_level(logging.INFO):
        response = Client().get(path, HTTP_X_USERNAME="max", HTTP_X_ACCESS_TOKEN="2222")

    # then
    assert response.status_code == 404
    assert [(record.name, record.getMessage()) for record in caplog.records] == [
        ("bestellwerk.request", "GET /api/time-tracking/wien-mariahilf/***/me 404"),
        ("django.request", "Not Found: /api/time-tracking/wien-mariahilf/***/me"),
    ]
    assert "geheim" not in caplog.text
    assert "2222" not in caplog.text
