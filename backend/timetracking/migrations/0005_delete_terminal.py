from django.db import migrations


class Migration(migrations.Migration):
    dependencies = [
        ("timetracking", "0004_terminals_become_devices"),
    ]

    operations = [migrations.DeleteModel(name="Terminal")]
