"""The served OpenAPI schema: reachable, and true to the answers and failures of the operations."""

import pytest
from jsonschema import Draft202012Validator, FormatChecker

from catalogue.tests.factories import ProductFactory
from organisation.tests.factories import BranchFactory

METHODS = ("get", "post", "put", "patch", "delete")


@pytest.fixture
def schema(anon_client):
    return anon_client.get("/api/schema/", HTTP_ACCEPT="application/vnd.oai.openapi+json").json()


def operations(schema):
    for path, item in schema["paths"].items():
        for method in METHODS:
            if method in item:
                yield path, method, item[method]


def nullable_to_json_schema(node):
    """OpenAPI 3.0's `nullable: true` as JSON Schema's null type (the rest is JSON Schema already)."""
    if isinstance(node, list):
        return [nullable_to_json_schema(item) for item in node]
    if not isinstance(node, dict):
        return node
    result = {key: nullable_to_json_schema(value) for key, value in node.items() if key != "nullable"}
    if node.get("nullable"):
        result = {"anyOf": [result, {"type": "null"}]}
    return result


def assert_matches_schema(schema, path, method, response):
    """The body of `response` is valid against the documented response of `path` for its status code."""
    documented = schema["paths"][path][method]["responses"][str(response.status_code)]
    body_schema = documented["content"]["application/json"]["schema"]
    document = nullable_to_json_schema({**body_schema, "components": schema["components"]})
    errors = [
        error.message
        for error in Draft202012Validator(document, format_checker=FormatChecker()).iter_errors(response.json())
    ]
    assert errors == []


def test_openapi_schema_is_served(anon_client, schema):
    # then
    assert schema["info"]["title"] == "Bestellwerk API"
    assert "/api/branches/{id}" in schema["paths"]
    branch = schema["components"]["schemas"]["Branch"]["properties"]
    assert {"isATMCardEnabled", "zipCode", "openingHours", "apiKey"} <= set(branch)


@pytest.mark.parametrize("url", ["/api/schema/", "/api/docs/"])
def test_schema_and_docs_answer_200(anon_client, url):
    # when / then
    assert anon_client.get(url).status_code == 200


# --- documented failures ---------------------------------------------------------------------------


def test_every_operation_documents_bad_input_and_an_over_long_address(schema):
    # then: a NUL in the query is a 400 anywhere, an over-long request line the web server's 414
    for path, method, operation in operations(schema):
        assert "400" in operation["responses"], (path, method)
        assert operation["responses"]["414"] == {"$ref": "#/components/responses/UriTooLong"}, (path, method)
    assert schema["components"]["responses"]["UriTooLong"]["content"] == {"text/plain": {"schema": {"type": "string"}}}


def test_operations_with_login_document_401_and_403_and_public_ones_do_not(schema):
    # when
    secured = {
        (path, method) for path, method, operation in operations(schema) if {} not in operation.get("security", [{}])
    }
    documented = {
        (path, method)
        for path, method, operation in operations(schema)
        if {"401", "403"} <= set(operation["responses"])
    }

    # then
    assert ("/api/branches", "get") in secured
    assert ("/api/public/branches", "get") not in secured
    assert documented == secured


def test_operations_on_one_record_and_paged_lists_document_404(schema):
    # when
    documented = {(path, method) for path, method, operation in operations(schema) if "404" in operation["responses"]}

    # then
    assert ("/api/divisions/{id}", "get") in documented
    assert ("/api/divisions", "get") in documented  # a page past the end
    assert ("/api/tables/labels.pdf", "get") in documented  # a branch out of reach
    assert ("/api/init", "get") not in documented
    assert ("/api/divisions", "post") not in documented


# the clock-in terminal: identification by PIN is rate-limited and locked out (429) on every call
TERMINAL = [
    ("me", "get"),
    ("balances", "get"),
    ("working-schedules", "get"),
    ("working-activities", "get"),
    *((f"working-activities/{step}", "post") for step in ("start", "pause", "resume", "end")),
]


def test_deletes_document_409_and_rate_limited_public_writes_429(schema):
    # when
    conflicts = {(path, method) for path, method, operation in operations(schema) if "409" in operation["responses"]}
    limited = {(path, method) for path, method, operation in operations(schema) if "429" in operation["responses"]}

    # then
    assert {(path, method) for path, method, _ in operations(schema) if method == "delete"} <= conflicts
    assert ("/api/orders/{id}/items/{index}", "put") in conflicts  # a closed order
    assert limited == {
        ("/api/orders", "post"),
        ("/api/analytics-log", "post"),
        ("/api/uploads", "post"),
        ("/api/payments/mollie/webhook", "post"),
        ("/api/payments/datatrans/webhook", "post"),
        ("/api/payments/return/{token}", "get"),
        ("/api/consents", "post"),
        ("/api/custom/form/{formId}", "post"),
        ("/api/custom/send-signature", "post"),
        ("/api/device-pairing", "post"),
        ("/api/device-pairing/status", "post"),
        # the AI functions: per person and minute, and the month's cap (contentai)
        ("/api/content-ai/generate/site/{id}", "post"),
        ("/api/content-ai/generate/image", "post"),
    } | {(f"/api/time-tracking/{{branchIdentifier}}/{{terminalKey}}/{tail}", method) for tail, method in TERMINAL}


# --- answers match the schema ----------------------------------------------------------------------


def test_public_branch_without_website_and_email_matches_its_schema(anon_client, schema):
    # given
    branch = BranchFactory(identifier="ohne-web", email="", website="")

    # when
    response = anon_client.get(f"/api/public/branches/{branch.identifier}")

    # then
    assert response.json()["data"]["email"] == ""
    assert response.json()["data"]["website"] == ""
    assert_matches_schema(schema, "/api/public/branches/{identifier}", "get", response)


def test_product_quantities_are_decimal_strings_as_documented(admin_client, schema):
    # given
    product = ProductFactory(
        minimum_quantity="0.5",
        maximum_quantity="10",
        quantity_step_size="0.5",
        default_quantity="1",
        alternative_units=[
            {
                "unit": "package",
                "ratio": "6",
                "calculationModel": None,
                "minimumQuantity": None,
                "maximumQuantity": "10",
                "quantityStepSize": None,
            }
        ],
    )

    # when
    response = admin_client.get(f"/api/products/{product.id}")

    # then
    data = response.json()["data"]
    assert [data["minimumQuantity"], data["maximumQuantity"], data["defaultQuantity"]] == ["0.5", "10", "1"]
    assert data["alternativeUnits"][0]["ratio"] == "6"
    assert_matches_schema(schema, "/api/products/{id}", "get", response)


def test_legal_page_slugs_are_the_four_pages(schema):
    # when
    (slug,) = schema["paths"]["/api/public/legal/{slug}"]["get"]["parameters"]

    # then
    assert slug["schema"]["enum"] == ["allergens", "imprint", "privacy", "terms-and-conditions"]


def test_a_file_download_is_documented_without_the_data_envelope(schema):
    # given: the customer export (x-download) and an ordinary JSON answer
    export = schema["paths"]["/api/customers/{id}/export/{kind}"]["get"]
    ordinary = schema["paths"]["/api/customers/{id}"]["get"]
    # then: the download's JSON is the file itself, the ordinary answer sits in {"data": ...}
    assert export["x-download"] is True
    assert export["responses"]["200"]["content"]["application/json"]["schema"] == {
        "type": "object",
        "additionalProperties": {},
    }
    assert set(export["responses"]["200"]["content"]) == {"application/json", "text/csv"}
    assert ordinary["responses"]["200"]["content"]["application/json"]["schema"]["required"] == ["data"]


def test_an_entity_with_a_field_named_data_is_still_in_the_envelope(schema):
    # the analytics event has a `data` field; only {data} or {data, meta} bodies are envelopes already
    answer = schema["paths"]["/api/analytics-log/{id}"]["get"]["responses"]["200"]["content"]["application/json"]
    assert answer["schema"] == {
        "type": "object",
        "required": ["data"],
        "properties": {"data": {"$ref": "#/components/schemas/AnalyticsEvent"}},
    }
