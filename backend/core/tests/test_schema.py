import pytest


def test_openapi_schema_is_served(anon_client):
    # when
    response = anon_client.get("/api/schema/", HTTP_ACCEPT="application/vnd.oai.openapi+json")

    # then
    assert response.status_code == 200
    schema = response.json()
    assert schema["info"]["title"] == "Bestellwerk API"
    assert "/api/branches/{id}" in schema["paths"]
    branch = schema["components"]["schemas"]["Branch"]["properties"]
    assert {"isATMCardEnabled", "zipCode", "openingHours", "apiKey"} <= set(branch)


@pytest.mark.parametrize("url", ["/api/schema/", "/api/docs/"])
def test_schema_and_docs_answer_200(anon_client, url):
    # when / then
    assert anon_client.get(url).status_code == 200
