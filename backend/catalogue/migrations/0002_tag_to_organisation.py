# The Tag model moved to organisation (organisation 0004): the product tags point at it there and the
# catalogue forgets its own. Only Django's state changes; the table catalogue_tag and its rows stay.

import django.db.models.deletion
from django.db import migrations, models


class Migration(migrations.Migration):

    dependencies = [
        ('catalogue', '0001_initial'),
        ('organisation', '0004_tag_from_catalogue'),
    ]

    operations = [
        migrations.SeparateDatabaseAndState(
            state_operations=[
                migrations.AlterField(
                    model_name='producttag',
                    name='tag',
                    field=models.ForeignKey(on_delete=django.db.models.deletion.PROTECT, related_name='+', to='organisation.tag'),
                ),
                migrations.AlterField(
                    model_name='product',
                    name='tags',
                    field=models.ManyToManyField(blank=True, related_name='products', through='catalogue.ProductTag', to='organisation.tag', verbose_name='Tags'),
                ),
                migrations.DeleteModel(name='Tag'),
            ],
            database_operations=[],
        ),
    ]
