from django.db import migrations


def create_config(apps, schema_editor):
    # the single config row exists from the start, so reads never have to write
    apps.get_model("organisation", "Config").objects.get_or_create(pk=1)


class Migration(migrations.Migration):
    dependencies = [("organisation", "0001_initial")]

    operations = [migrations.RunPython(create_config, migrations.RunPython.noop)]
