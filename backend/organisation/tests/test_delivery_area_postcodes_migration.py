"""Migration 0007: existing delivery areas get the postcodes their names already name.

The suite runs without migrations (--no-migrations), so the migration's data step runs here on today's models.
"""

import importlib

from django.apps import apps

from organisation.models import DeliveryArea
from organisation.tests.factories import DeliveryAreaFactory

migration = importlib.import_module("organisation.migrations.0007_delivery_area_postcodes")


def test_existing_areas_get_the_postcodes_their_names_name(branch):
    # given: areas as they were before postcodes
    for name in ("1060 Mariahilf", "1040/1050 und 1040", "Selbst abholen", "Bezirke 12345 und 123456"):
        DeliveryAreaFactory(branch=branch, area=name, postcodes=[])

    # when
    migration.postcodes_from_names(apps, None)

    # then: an area whose name names no postcode serves none until the back office lists them
    assert list(DeliveryArea.objects.order_by("id").values_list("area", "postcodes")) == [
        ("1060 Mariahilf", ["1060"]),
        ("1040/1050 und 1040", ["1040", "1050"]),
        ("Selbst abholen", []),
        ("Bezirke 12345 und 123456", ["12345"]),
    ]
