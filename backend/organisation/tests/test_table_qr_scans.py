"""The table number in the middle of a code must not cost the code its reading: drawn as the label
and the SVG draw it (white box, number in DejaVu Sans Mono) and read back by a real decoder."""

import pytest
import zxingcpp
from PIL import Image, ImageDraw, ImageFont

from core.pdf import font_path
from core.qr import QUIET, centre_window
from organisation.models import Branch, Table
from organisation.selectors import table_url
from organisation.table_codes import table_qr

PIXELS = 10  # per module


def _printed(qr, number: str) -> Image.Image:
    matrix = [list(row) for row in qr.matrix]
    size = len(matrix)
    image = Image.new("L", ((size + 2 * QUIET) * PIXELS,) * 2, 255)
    draw = ImageDraw.Draw(image)
    for row, modules in enumerate(matrix):
        for column, dark in enumerate(modules):
            if dark:
                left, top = (QUIET + column) * PIXELS, (QUIET + row) * PIXELS
                draw.rectangle((left, top, left + PIXELS - 1, top + PIXELS - 1), fill=0)
    window = centre_window(size, number)
    left, top = (QUIET + window.x) * PIXELS, (QUIET + window.y) * PIXELS
    draw.rectangle((left, top, left + window.width * PIXELS - 1, top + window.height * PIXELS - 1), fill=255)
    font = ImageFont.truetype(font_path(), round(window.font * PIXELS))
    centre = (left + window.width * PIXELS / 2, top + window.height * PIXELS / 2)
    draw.text(centre, number, fill=0, font=font, anchor="mm")
    return image


@pytest.mark.parametrize(
    ("base_url", "branch", "number"),
    [
        ("http://127.0.0.1:8000", "wien-mariahilf", "7"),
        ("https://shop.example.at", "mariahilf", "Terrasse 10"),
        ("http://192.168.1.20:8123", "online-shop", "12"),
        # a long address: version 10, whose middle holds an alignment pattern the box covers
        ("https://bestellungen.ein-sehr-langer-firmenname.example.com", "wien-mariahilf-innenhof", "Garten 12"),
        ("https://shop.example.at", "graz", "X" * 40),
    ],
)
def test_a_code_with_the_number_in_its_middle_still_scans(base_url, branch, number):
    # given
    table = Table(branch=Branch(identifier=branch), identifier=number)
    qr = table_qr(table, base_url)

    # when
    found = zxingcpp.read_barcodes(_printed(qr, number))

    # then
    assert [barcode.text for barcode in found] == [table_url(table, base_url)]
