import io
import re
import zlib

import pytest
import segno
from django.utils.http import content_disposition_header

from core.tests.pdf_text import pdf_pages
from organisation.selectors import table_url
from organisation.table_codes import HINT, NO_TABLES, table_qr
from organisation.tests.factories import TableFactory

BASE = "https://shop.example.at"


@pytest.fixture(autouse=True)
def public_base_url(settings):
    settings.PUBLIC_BASE_URL = BASE


def _svg(url: str, title: str = "QR-Code für Tisch Terrasse 1") -> bytes:
    out = io.BytesIO()
    segno.make(url, error="h", micro=False).save(
        out, kind="svg", scale=8, border=4, xmldecl=False, title=title, svgclass=None
    )
    return out.getvalue()


def _texts(page) -> list[str]:
    return [text for _, _, text, _ in page]


def test_qr_code_encodes_the_storefront_url_with_the_number_in_the_middle(employee_client, branch):
    # given
    table = TableFactory(branch=branch, identifier="Terrasse 1")
    expected = f"{BASE}/store/mariahilf?table=Terrasse%201"

    # when
    response = employee_client.get(f"/api/tables/{table.id}/qr.svg")

    # then: the code (level H, 41 modules) with a white box of 15 × 7 modules in its middle and the number on it
    assert response.status_code == 200
    assert response["Content-Type"] == "image/svg+xml"
    assert response["Content-Disposition"] == 'inline; filename="Tisch-Terrasse-1.svg"'
    assert table_url(table, BASE) == expected
    number = (
        b'<rect x="136" y="168" width="120" height="56" fill="#fff"/>'
        b'<text x="196" y="196" font-size="17.9" font-family="DejaVu Sans Mono, monospace" font-weight="bold"'
        b' text-anchor="middle" dominant-baseline="central">Terrasse 1</text></svg>'
    )
    assert response.content == _svg(expected).replace(b"</svg>", number)
    assert response.content.startswith(b'<svg xmlns="http://www.w3.org/2000/svg"')


@pytest.mark.parametrize(
    ("identifier", "filename"),
    [("12", "Tisch-12.svg"), ("Stüberl / Groß", "Tisch-Stüberl-Groß.svg"), ("!!", "Tisch.svg")],
)
def test_downloaded_qr_code_is_named_after_the_table(employee_client, branch, identifier, filename):
    table = TableFactory(branch=branch, identifier=identifier)

    response = employee_client.get(f"/api/tables/{table.id}/qr.svg")

    assert response.status_code == 200
    assert response["Content-Disposition"] == content_disposition_header(False, filename)
    assert f">{identifier}</text></svg>".encode() in response.content


def test_qr_code_of_a_table_out_of_reach_is_404(employee_client, anon_client, other_branch):
    table = TableFactory(branch=other_branch)

    assert employee_client.get(f"/api/tables/{table.id}/qr.svg").status_code == 404
    assert anon_client.get(f"/api/tables/{table.id}/qr.svg").status_code == 401


def test_compact_labels_fill_48_per_page_in_natural_order(employee_client, branch, other_branch):
    # given
    for number in range(50, 0, -1):
        TableFactory(branch=branch, identifier=str(number))
    TableFactory(branch=other_branch, identifier="fremd")

    # when
    response = employee_client.get(f"/api/tables/labels.pdf?branch={branch.id}&layout=compact")

    # then
    assert response.status_code == 200
    assert response["Content-Type"] == "application/pdf"
    assert response["Content-Disposition"] == 'inline; filename="Tischetiketten-mariahilf.pdf"'
    pages = pdf_pages(response.content)
    assert len(pages) == 2
    first, second = (_texts(page) for page in pages)
    # per row: "Tisch" beside each code, the numbers in the codes' middle, the numbers beside the codes
    assert first[:12] == ["Tisch"] * 4 + ["1", "2", "3", "4"] * 2
    assert first.count("Tisch") == 48
    assert sorted(int(text) for text in first if text != "Tisch") == sorted([*range(1, 49)] * 2)
    assert second == ["Tisch", "Tisch", "49", "50", "49", "50"]
    assert re.search(rb"/MediaBox \[0 0 595.28 841.89\]", response.content)


def test_detail_labels_fill_ten_per_page_with_branch_and_hint(employee_client, branch):
    # given
    for number in range(1, 12):
        TableFactory(branch=branch, identifier=str(number))

    # when
    response = employee_client.get(f"/api/tables/labels.pdf?branch={branch.id}&layout=detail")

    # then
    pages = [_texts(page) for page in pdf_pages(response.content)]
    assert len(pages) == 2
    assert pages[0].count("Mariahilf") == 10
    assert pages[1][:4] == ["Mariahilf", "Tisch", "11", "11"]
    assert " ".join(pages[1][4:]) == HINT


def test_labels_default_to_compact(employee_client, branch):
    TableFactory(branch=branch, identifier="7")

    response = employee_client.get(f"/api/tables/labels.pdf?branch={branch.id}")

    # "Tisch" and the number beside the code (x 84.3 pt), the number in the code's middle (x 48.6 pt:
    # 17.9 mm from the page's edge, the code's centre, less half the width of "7")
    assert [(round(x, 1), round(y, 1), text) for x, y, text, _ in pdf_pages(response.content)[0]] == [
        (84.3, 796.9, "Tisch"),
        (48.6, 788.8, "7"),
        (84.3, 777.0, "7"),
    ]


def test_a_branch_without_tables_gets_a_note(employee_client, branch):
    response = employee_client.get(f"/api/tables/labels.pdf?branch={branch.id}")

    assert [_texts(page) for page in pdf_pages(response.content)] == [[NO_TABLES]]


def test_labels_of_a_branch_out_of_reach_are_404(employee_client, other_branch):
    TableFactory(branch=other_branch)

    response = employee_client.get(f"/api/tables/labels.pdf?branch={other_branch.id}")

    assert response.status_code == 404
    assert response.json()["errors"][0]["code"] == "not_found"


@pytest.mark.parametrize(
    ("query", "field", "message"),
    [
        ("", "branch", "Dieses Feld ist erforderlich."),
        ("?branch=abc", "branch", "Eine gültige Ganzzahl ist erforderlich."),
        ("?branch={id}&layout=gross", "layout", '"gross" ist keine gültige Option.'),
    ],
)
def test_bad_label_parameters_are_refused_in_german(employee_client, branch, query, field, message):
    response = employee_client.get(f"/api/tables/labels.pdf{query.format(id=branch.id)}")

    assert response.status_code == 400
    assert response.json()["errors"] == [
        {"message": message, "field": field, "code": response.json()["errors"][0]["code"]}
    ]


def _qr_matrix_of_first_page(pdf: bytes) -> list[list[int]]:
    """The modules drawn as filled rectangles ("x y w h re f"), rebuilt into rows of 0/1."""
    streams = []
    for raw in re.findall(rb"stream\n(.*?)\nendstream", pdf, re.DOTALL):
        try:
            streams.append(zlib.decompress(raw))
        except zlib.error:
            continue
    # the modules come before the switch to white (the box in the middle)
    page = next(stream for stream in streams if b" re f" in stream).split(b"\n1 g\n")[0]
    rects = [tuple(map(float, found)) for found in re.findall(rb"([\d.]+) ([\d.]+) ([\d.]+) -([\d.]+) re f", page)]
    # every rectangle is 0.01 mm larger than its modules (no seams between runs)
    module = min(height for _, _, _, height in rects) - 0.01 * 72 / 25.4
    left, top = min(x for x, *_ in rects), max(y for _, y, *_ in rects)
    size = round((max(x + w for x, _, w, _ in rects) - left) / module)
    matrix = [[0] * size for _ in range(size)]
    for x, y, width, _ in rects:
        row, column = round((top - y) / module), round((x - left) / module)
        for offset in range(round(width / module)):
            matrix[row][column + offset] = 1
    return matrix


def test_the_label_draws_the_tables_qr_code(employee_client, branch):
    # given
    table = TableFactory(branch=branch, identifier="7")

    # when
    response = employee_client.get(f"/api/tables/labels.pdf?branch={branch.id}")

    # then
    expected = segno.make(f"{BASE}/store/mariahilf?table=7", error="h", micro=False)
    assert _qr_matrix_of_first_page(response.content) == [list(row) for row in expected.matrix]
    assert table_qr(table, BASE).matrix == expected.matrix


def test_without_a_public_address_codes_open_the_served_address(employee_client, branch, settings):
    # given: PUBLIC_BASE_URL unset, the back office reached on port 8123
    settings.PUBLIC_BASE_URL = ""
    table = TableFactory(branch=branch, identifier="4")

    # when
    svg = employee_client.get(f"/api/tables/{table.id}/qr.svg", HTTP_HOST="127.0.0.1:8123")
    labels = employee_client.get(f"/api/tables/labels.pdf?branch={branch.id}", HTTP_HOST="127.0.0.1:8123")

    # then
    served = "http://127.0.0.1:8123/store/mariahilf?table=4"
    assert svg.content.startswith(_svg(served, "QR-Code für Tisch 4").removesuffix(b"</svg>\n"))
    expected = segno.make(served, error="h", micro=False)
    assert _qr_matrix_of_first_page(labels.content) == [list(row) for row in expected.matrix]


@pytest.mark.parametrize(
    ("configured", "host", "body"),
    [
        ("", "127.0.0.1:8123", {"baseUrl": "http://127.0.0.1:8123", "isLocal": True}),
        ("", "shop.example.at", {"baseUrl": "http://shop.example.at", "isLocal": False}),
        ("https://shop.example.at", "127.0.0.1:8123", {"baseUrl": "https://shop.example.at", "isLocal": False}),
        ("http://192.168.1.20:8000", "shop.example.at", {"baseUrl": "http://192.168.1.20:8000", "isLocal": True}),
    ],
)
def test_qr_address_tells_the_back_office_whether_guests_can_open_it(employee_client, settings, configured, host, body):
    settings.PUBLIC_BASE_URL = configured
    settings.ALLOWED_HOSTS = ["127.0.0.1", "shop.example.at"]

    response = employee_client.get("/api/tables/qr-address", HTTP_HOST=host)

    assert response.status_code == 200
    assert response.json() == {"data": body}


def test_qr_address_needs_a_login(anon_client):
    response = anon_client.get("/api/tables/qr-address")

    assert response.status_code == 401
