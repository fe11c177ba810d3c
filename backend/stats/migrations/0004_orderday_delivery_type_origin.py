"""OrderDay: the column that held the order type (takeaway / delivery / dineIn) is `delivery_type` now; `origin`
is where the order came from (ordering.models.OrderOrigin). Rolled-up days keep their rows: every order
before ordering 0006 came from the shop."""

from django.db import migrations, models


class Migration(migrations.Migration):
    dependencies = [
        ("statistics", "0003_scan_code_months"),
    ]

    operations = [
        migrations.RemoveConstraint(model_name="orderday", name="stat_orderday_key"),
        migrations.RenameField(model_name="orderday", old_name="origin", new_name="delivery_type"),
        migrations.AlterField(
            model_name="orderday", name="delivery_type", field=models.CharField(max_length=10, verbose_name="Art")
        ),
        migrations.AddField(
            model_name="orderday",
            name="origin",
            field=models.CharField(default="shop", max_length=10, verbose_name="Herkunft"),
        ),
        migrations.AddConstraint(
            model_name="orderday",
            constraint=models.UniqueConstraint(
                fields=("day", "branch_id", "delivery_type", "origin", "is_canceled"), name="stat_orderday_key"
            ),
        ),
    ]
