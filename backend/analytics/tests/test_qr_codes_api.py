import json

import pytest

from analytics.models import QrCode, QrCodeScan
from analytics.tests.factories import QrCodeFactory
from audit.models import LogEntry
from catalogue.tests.factories import ProductFactory
from organisation.tests.factories import TableFactory

NOT_FOUND = {"errors": [{"message": "Der Eintrag wurde nicht gefunden.", "code": "not_found"}]}


@pytest.fixture(autouse=True)
def allowed_hosts(settings):
    settings.QR_ALLOWED_HOSTS = ["example.at"]


def send(client, method, url, data=None):
    return getattr(client, method)(url, json.dumps(data) if data is not None else "", content_type="application/json")


def errors(response) -> dict[str, str]:
    return {error.get("field"): error["message"] for error in response.json()["errors"]}


def test_admin_creates_a_branch_code_and_the_creation_is_audited(admin_client, branch):
    # when
    response = send(
        admin_client, "post", "/api/qr-codes", {"path": " Fruehstueck ", "targetKind": "branch", "branch": branch.id}
    )

    # then: the path is stored in lower case, the answer carries both addresses and no scans yet
    assert response.status_code == 201
    code = QrCode.objects.get()
    assert response.json()["data"] == {
        "id": code.id,
        "path": "fruehstueck",
        "name": "",
        "targetKind": "branch",
        "branch": branch.id,
        "table": None,
        "product": None,
        "sitePath": "",
        "url": "",
        "scansCount": 0,
        "codeUrl": "http://testserver/q/fruehstueck",
        "targetUrl": "http://testserver/store/mariahilf",
        "createdAt": code.created_at.strftime("%Y-%m-%dT%H:%M:%S.%fZ"),
    }
    entry = LogEntry.objects.get(entity_id=str(code.id))
    assert (entry.action, entry.changes["path"]) == ("create", {"old": None, "new": "fruehstueck"})


def test_every_missing_reference_is_named_at_once_and_nothing_is_stored(admin_client):
    # when
    table = send(admin_client, "post", "/api/qr-codes", {"path": "tisch", "targetKind": "table"})
    product = send(admin_client, "post", "/api/qr-codes", {"path": "produkt", "targetKind": "product"})
    url = send(admin_client, "post", "/api/qr-codes", {"path": "web", "targetKind": "url"})

    # then
    assert table.status_code == product.status_code == url.status_code == 400
    assert errors(table) == {"branch": "Bitte wählen Sie eine Filiale.", "table": "Bitte wählen Sie einen Tisch."}
    assert errors(product) == {"branch": "Bitte wählen Sie eine Filiale.", "product": "Bitte wählen Sie ein Produkt."}
    assert errors(url) == {"url": "Bitte geben Sie eine Adresse an."}
    assert not QrCode.objects.exists()


def test_references_of_another_kind_are_refused(admin_client, branch):
    # given
    table = TableFactory(branch=branch, identifier="4")

    # when
    response = send(
        admin_client,
        "post",
        "/api/qr-codes",
        {"path": "web", "targetKind": "url", "url": "https://example.at", "table": table.id, "sitePath": "/"},
    )

    # then
    assert response.status_code == 400
    assert errors(response) == {
        "table": "Dieses Feld passt nicht zum Ziel „Adresse“.",
        "sitePath": "Dieses Feld passt nicht zum Ziel „Adresse“.",
    }
    assert not QrCode.objects.exists()


@pytest.mark.parametrize(
    ("path", "message"),
    [
        (
            "mit leerzeichen",
            "Der Pfad darf nur Kleinbuchstaben, Ziffern und Bindestriche enthalten (1 bis 40 Zeichen, "
            "nicht mit einem Bindestrich beginnend oder endend).",
        ),
        (
            "-start",
            "Der Pfad darf nur Kleinbuchstaben, Ziffern und Bindestriche enthalten (1 bis 40 Zeichen, "
            "nicht mit einem Bindestrich beginnend oder endend).",
        ),
        ("vergeben", "Dieser Pfad wird bereits von einem anderen QR-Code verwendet."),
    ],
)
def test_path_is_short_slug_like_and_unique(admin_client, branch, path, message):
    # given
    QrCodeFactory(path="vergeben", branch=branch)

    # when
    response = send(admin_client, "post", "/api/qr-codes", {"path": path, "targetKind": "branch", "branch": branch.id})

    # then
    assert response.status_code == 400
    assert errors(response) == {"path": message}
    assert QrCode.objects.count() == 1


def test_url_must_be_http_and_table_must_belong_to_the_branch(admin_client, branch, other_branch):
    # given
    table = TableFactory(branch=other_branch, identifier="9")

    # when
    url = send(admin_client, "post", "/api/qr-codes", {"path": "a", "targetKind": "url", "url": "ftp://example.at/x"})
    wrong_table = send(
        admin_client,
        "post",
        "/api/qr-codes",
        {"path": "b", "targetKind": "table", "branch": branch.id, "table": table.id},
    )
    site = send(admin_client, "post", "/api/qr-codes", {"path": "c", "targetKind": "site", "sitePath": "/api/init"})

    # then
    assert errors(url) == {"url": "Bitte geben Sie eine Adresse an, die mit http:// oder https:// beginnt."}
    assert errors(wrong_table) == {"table": "Der Tisch gehört nicht zur gewählten Filiale."}
    assert errors(site) == {
        "sitePath": "Bitte geben Sie eine Seite dieses Shops an, die mit / beginnt (z. B. /site/impressum)."
    }
    assert not QrCode.objects.exists()


def test_employee_sees_and_changes_only_codes_of_their_branches(employee_client, branch, other_branch):
    # given
    mine = QrCodeFactory(path="meiner", branch=branch)
    theirs = QrCodeFactory(path="fremd", branch=other_branch)
    QrCodeFactory(path="ohne-filiale", branch=None, target_kind="url", url="https://example.at")

    # when
    listed = employee_client.get("/api/qr-codes")
    other = [
        employee_client.get(f"/api/qr-codes/{theirs.id}"),
        send(employee_client, "put", f"/api/qr-codes/{theirs.id}", {"name": "x"}),
        employee_client.delete(f"/api/qr-codes/{theirs.id}"),
        employee_client.get(f"/api/qr-codes/{theirs.id}/qr.svg"),
    ]
    moved = send(employee_client, "put", f"/api/qr-codes/{mine.id}", {"branch": other_branch.id})
    no_branch = send(employee_client, "post", "/api/qr-codes", {"path": "neu", "targetKind": "site", "sitePath": "/"})

    # then
    assert [item["path"] for item in listed.json()["data"]] == ["meiner"]
    assert [response.status_code for response in other] == [404, 404, 404, 404]
    assert other[0].json() == NOT_FOUND
    assert moved.status_code == 400
    assert errors(no_branch) == {"branch": "Bitte wählen Sie eine Filiale."}
    assert QrCode.objects.get(pk=theirs.pk).name == ""
    assert QrCode.objects.get(pk=mine.pk).branch_id == branch.id


def test_changing_the_kind_clears_the_old_reference_and_is_audited(admin_client, branch):
    # given
    table = TableFactory(branch=branch, identifier="7")
    code = QrCodeFactory(path="t7", branch=branch, target_kind="table", table=table)

    # when
    response = send(
        admin_client, "put", f"/api/qr-codes/{code.id}", {"targetKind": "url", "url": "https://example.at/"}
    )

    # then
    assert response.status_code == 200
    code.refresh_from_db()
    assert (code.target_kind, code.table_id, code.url) == ("url", None, "https://example.at/")
    entry = LogEntry.objects.filter(entity_id=str(code.id)).latest("id")
    assert entry.action == "update"
    assert entry.changes["table"] == {"old": table.id, "new": None}


def test_delete_is_audited(admin_client, branch):
    # given
    code = QrCodeFactory(path="weg", branch=branch)

    # when
    response = admin_client.delete(f"/api/qr-codes/{code.id}")

    # then
    assert response.status_code == 204
    assert not QrCode.objects.exists()
    assert LogEntry.objects.filter(entity_id=str(code.id)).latest("id").action == "delete"


def test_list_searches_filters_and_counts_scans_in_constant_queries(
    admin_client, branch, other_branch, django_assert_num_queries
):
    # given
    product = ProductFactory(name="Kaisersemmel")
    semmel = QrCodeFactory(path="semmel", branch=branch, target_kind="product", product=product)
    QrCodeFactory(path="graz", branch=other_branch)
    for _ in range(3):
        QrCodeScan.objects.create(
            scanned_at="2026-11-20T10:00:00Z",
            qr_code=semmel,
            target_kind="product",
            target_url="x",
            device_class="mobile",
        )

    # when
    searched = admin_client.get("/api/qr-codes?q=kaisersemmel")
    filtered = admin_client.get(f"/api/qr-codes?branch={other_branch.id}")
    ordered = admin_client.get("/api/qr-codes?ordering=-scans_count")

    # then
    assert [(item["path"], item["scansCount"]) for item in searched.json()["data"]] == [("semmel", 3)]
    assert searched.json()["data"][0]["targetUrl"] == f"http://testserver/store/mariahilf#product-{product.id}"
    assert [item["path"] for item in filtered.json()["data"]] == ["graz"]
    assert [item["path"] for item in ordered.json()["data"]] == ["semmel", "graz"]
    for index in range(5):
        QrCodeFactory(path=f"mehr-{index}", branch=branch)
    # session + user + count + page, however many codes
    with django_assert_num_queries(4):
        assert len(admin_client.get("/api/qr-codes").json()["data"]) == 7


def test_downloads_are_svg_png_and_a_pdf_label_sheet(admin_client, branch):
    # given
    code = QrCodeFactory(path="abend", name="Abendkarte", branch=branch)

    # when
    svg = admin_client.get(f"/api/qr-codes/{code.id}/qr.svg")
    png = admin_client.get(f"/api/qr-codes/{code.id}/qr.png")
    labels = admin_client.get("/api/qr-codes/labels.pdf?layout=detail")

    # then
    assert (svg.status_code, svg["Content-Type"]) == (200, "image/svg+xml")
    assert svg["Content-Disposition"] == 'inline; filename="QR-Code-abend.svg"'
    assert b"<title>QR-Code Abendkarte</title>" in svg.content
    assert (png.status_code, png["Content-Type"]) == (200, "image/png")
    assert png.content.startswith(b"\x89PNG\r\n\x1a\n")
    assert png["Content-Disposition"] == 'inline; filename="QR-Code-abend.png"'
    assert (labels.status_code, labels["Content-Type"]) == (200, "application/pdf")
    assert labels.content.startswith(b"%PDF")


def test_anonymous_and_roleless_users_are_refused(anon_client, roleless_client, branch):
    code = QrCodeFactory(path="x", branch=branch)
    assert anon_client.get("/api/qr-codes").status_code == 401
    assert roleless_client.get(f"/api/qr-codes/{code.id}").status_code == 403


EXTERNAL_ADMINS_ONLY = "Externe Adressen als Ziel dürfen nur Administratoren festlegen."


def test_employee_cannot_point_a_code_to_an_external_address(employee_client, branch):
    # given: the branch's printed code and a page of the shop
    printed = QrCodeFactory(path="mariahilf", name="Plakat", branch=branch)

    # when
    created = send(
        employee_client,
        "post",
        "/api/qr-codes",
        {"path": "neu", "targetKind": "url", "url": "https://example.at/", "branch": branch.id},
    )
    moved = send(
        employee_client, "put", f"/api/qr-codes/{printed.id}", {"targetKind": "url", "url": "https://example.at/"}
    )
    internal = send(
        employee_client, "put", f"/api/qr-codes/{printed.id}", {"targetKind": "site", "sitePath": "/site/agb"}
    )

    # then: nothing external is stored or audited; internal targets stay the employee's
    assert (created.status_code, moved.status_code) == (400, 400)
    assert errors(created) == errors(moved) == {"url": EXTERNAL_ADMINS_ONLY}
    assert list(QrCode.objects.values_list("path", flat=True)) == ["mariahilf"]
    assert internal.status_code == 200
    assert internal.json()["data"]["targetUrl"] == "http://testserver/site/agb"
    printed.refresh_from_db()
    assert (printed.target_kind, printed.url, printed.site_path) == ("site", "", "/site/agb")
    assert [entry.changes.get("target_kind") for entry in LogEntry.objects.filter(entity="qrcode")] == [
        {"old": "branch", "new": "site"}
    ]


def test_employee_keeps_an_external_target_an_administrator_set(employee_client, branch):
    # given
    code = QrCodeFactory(path="aktion", branch=branch, target_kind="url", url="https://example.at/aktion")

    # when: the form sends the unchanged target with the new name
    renamed = send(
        employee_client,
        "put",
        f"/api/qr-codes/{code.id}",
        {"name": "Aktion", "targetKind": "url", "url": "https://example.at/aktion"},
    )
    changed = send(employee_client, "put", f"/api/qr-codes/{code.id}", {"url": "https://example.at/anders"})

    # then
    assert renamed.status_code == 200
    assert errors(changed) == {"url": EXTERNAL_ADMINS_ONLY}
    code.refresh_from_db()
    assert (code.name, code.url) == ("Aktion", "https://example.at/aktion")


@pytest.mark.parametrize(
    ("allowed", "url", "message"),
    [
        ([], "https://example.at/", "Externe Adressen sind nicht freigegeben: Die Konfiguration erlaubt keinen Host."),
        (
            ["example.at", ".kornfeld.at"],
            "https://boese.example/",
            "Der Host „boese.example“ ist nicht freigegeben. Erlaubt: example.at, .kornfeld.at.",
        ),
        (
            ["example.at"],
            "https://www.example.at/",
            "Der Host „www.example.at“ ist nicht freigegeben. Erlaubt: example.at.",
        ),
        (
            ["example.at"],
            "https://example.at@boese.example/",
            "Die Adresse darf weder Zugangsdaten (…@) noch umgekehrte Schrägstriche oder Leerzeichen enthalten.",
        ),
        (
            ["example.at"],
            "https://boese.example\\@example.at/",
            "Die Adresse darf weder Zugangsdaten (…@) noch umgekehrte Schrägstriche oder Leerzeichen enthalten.",
        ),
    ],
)
def test_external_targets_only_to_the_allowed_hosts(admin_client, branch, settings, allowed, url, message):
    # given
    settings.QR_ALLOWED_HOSTS = allowed
    code = QrCodeFactory(path="mariahilf", branch=branch)

    # when
    created = send(admin_client, "post", "/api/qr-codes", {"path": "web", "targetKind": "url", "url": url})
    moved = send(admin_client, "put", f"/api/qr-codes/{code.id}", {"targetKind": "url", "url": url})

    # then
    assert (created.status_code, moved.status_code) == (400, 400)
    assert errors(created) == errors(moved) == {"url": message}
    assert list(QrCode.objects.values_list("path", "target_kind")) == [("mariahilf", "branch")]
    assert not LogEntry.objects.filter(entity="qrcode").exists()


def test_admin_points_a_code_to_an_allowed_host_audited_and_listed_with_its_target(
    admin_client, admin_user, branch, settings
):
    # given
    settings.QR_ALLOWED_HOSTS = ["example.at", ".kornfeld.at"]

    # when
    response = send(
        admin_client,
        "post",
        "/api/qr-codes",
        {"path": "aktion", "targetKind": "url", "url": "https://www.kornfeld.at/aktion", "branch": branch.id},
    )
    listed = admin_client.get("/api/qr-codes")

    # then
    assert response.status_code == 201
    code = QrCode.objects.get()
    entry = LogEntry.objects.get(entity="qrcode", entity_id=str(code.id))
    assert (entry.action, entry.user_id, entry.user_label) == ("create", admin_user.id, "admin@example.com")
    assert entry.changes["url"] == {"old": None, "new": "https://www.kornfeld.at/aktion"}
    assert [(item["path"], item["targetUrl"]) for item in listed.json()["data"]] == [
        ("aktion", "https://www.kornfeld.at/aktion")
    ]
