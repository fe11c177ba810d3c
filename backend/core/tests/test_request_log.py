"""The request log names method, path and status, but never a secret carried in the path."""

import logging

import pytest
from django.test import Client


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
