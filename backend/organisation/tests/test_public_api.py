from organisation.tests.factories import BranchFactory, ConfigFactory, DivisionFactory, TableFactory


def test_public_branches_include_non_public_ones_without_api_key(anon_client, division):
    # given
    BranchFactory(division=division, name="Mariahilf", identifier="mariahilf")
    BranchFactory(division=division, name="Graz", identifier="graz", is_public=False)

    # when
    response = anon_client.get("/api/public/branches")

    # then
    assert response.status_code == 200
    branches = response.json()["data"]
    assert [(item["identifier"], item["isPublic"]) for item in branches] == [("graz", False), ("mariahilf", True)]
    assert all("apiKey" not in item for item in branches)


def test_public_branch_by_identifier(anon_client, division):
    # given
    BranchFactory(division=division, name="Mariahilf", identifier="mariahilf")

    # when
    found = anon_client.get("/api/public/branches/mariahilf")
    missing = anon_client.get("/api/public/branches/gibt-es-nicht")

    # then
    assert found.status_code == 200
    assert found.json()["data"]["name"] == "Mariahilf"
    assert "apiKey" not in found.json()["data"]
    assert missing.status_code == 404
    assert missing.json() == {"errors": [{"message": "Der Eintrag wurde nicht gefunden.", "code": "not_found"}]}


def test_public_divisions(anon_client):
    # given
    DivisionFactory(name="Wirtshaus", identifier="wirtshaus")

    # when
    response = anon_client.get("/api/public/divisions")

    # then
    assert response.status_code == 200
    assert [item["identifier"] for item in response.json()["data"]] == ["wirtshaus"]


def test_legal_page_renders_the_config_markdown_sanitised(anon_client, db):
    # given
    ConfigFactory(
        imprint_text="## Impressum\n\nKornfeld Gastro GmbH  \nWien\n\n<script>alert(1)</script>[Karte](javascript:alert(1))",
        privacy_policy_text="",
        privacy_policy="https://www.example.com/datenschutz",
    )

    # when
    imprint = anon_client.get("/api/public/legal/imprint")
    privacy = anon_client.get("/api/public/legal/privacy")
    unknown = anon_client.get("/api/public/legal/gibt-es-nicht")

    # then
    assert imprint.status_code == 200
    assert imprint.json() == {
        "data": {
            "slug": "imprint",
            "title": "Impressum",
            "html": "<h2>Impressum</h2>\n<p>Kornfeld Gastro GmbH<br>\nWien</p>\n"
            "<p>&lt;script&gt;alert(1)&lt;/script&gt;[Karte](javascript:alert(1))</p>\n",
        }
    }
    assert privacy.status_code == 404
    assert privacy.json() == {"errors": [{"message": "Diese Seite gibt es nicht.", "code": "not_found"}]}
    assert unknown.status_code == 404


def test_public_tables_of_a_public_branch_only(anon_client, division):
    # given
    mariahilf = BranchFactory(division=division, identifier="mariahilf")
    hidden = BranchFactory(division=division, identifier="graz", is_public=False)
    TableFactory(branch=mariahilf, identifier="T2")
    first = TableFactory(branch=mariahilf, identifier="T1")
    TableFactory(branch=hidden, identifier="G1")
    TableFactory(identifier="X1")

    # when
    tables = anon_client.get("/api/public/branches/mariahilf/tables")
    of_hidden = anon_client.get("/api/public/branches/graz/tables")
    of_unknown = anon_client.get("/api/public/branches/gibt-es-nicht/tables")

    # then
    assert tables.status_code == 200
    assert tables.json()["data"][0] == {"id": first.pk, "identifier": "T1"}
    assert [item["identifier"] for item in tables.json()["data"]] == ["T1", "T2"]
    assert of_hidden.status_code == 404
    assert of_unknown.status_code == 404
    assert of_unknown.json() == {"errors": [{"message": "Der Eintrag wurde nicht gefunden.", "code": "not_found"}]}
