"""Delivery areas carry the postcodes they serve (rules.postcode): the checkout derives the area from the postcode.

Existing areas: an area without postcodes serves no postcode, so an existing area would stop taking delivery
orders. The migration therefore fills each area with the 4- or 5-digit numbers its name already names
('1060 Mariahilf' -> ['1060'], '1040/1050' -> ['1040', '1050']); an area whose name names none keeps an
empty list and serves nothing until the back office lists its postcodes.
"""

import re

from django.db import migrations, models


def postcodes_from_names(apps, schema_editor):
    DeliveryArea = apps.get_model("organisation", "DeliveryArea")
    for area in DeliveryArea.objects.all():
        codes = list(dict.fromkeys(re.findall(r"(?<![0-9])[0-9]{4,5}(?![0-9])", area.area)))
        if codes:
            area.postcodes = codes
            area.save(update_fields=["postcodes"])


class Migration(migrations.Migration):
    dependencies = [("organisation", "0006_table_sort_key")]

    operations = [
        migrations.AddField(
            model_name="deliveryarea",
            name="postcodes",
            field=models.JSONField(blank=True, default=list, verbose_name="Postleitzahlen"),
        ),
        migrations.RunPython(postcodes_from_names, migrations.RunPython.noop),
    ]
