# The Tag model moves from catalogue to organisation (branches and products both carry tags, and
# organisation is the lower of the two areas). Only Django's state changes: the table stays
# catalogue_tag (Meta.db_table), so every tag, branch tag and product tag is kept as it is.

from django.db import migrations, models


class Migration(migrations.Migration):

    dependencies = [
        ('catalogue', '0001_initial'),
        ('organisation', '0003_branch_tags_images_logo'),
    ]

    operations = [
        migrations.SeparateDatabaseAndState(
            state_operations=[
                migrations.CreateModel(
                    name='Tag',
                    fields=[
                        ('id', models.BigAutoField(auto_created=True, primary_key=True, serialize=False, verbose_name='ID')),
                        ('name', models.CharField(max_length=120, unique=True, verbose_name='Name')),
                        ('image', models.JSONField(blank=True, null=True, verbose_name='Bild')),
                        ('weight', models.IntegerField(default=0, verbose_name='Gewichtung')),
                    ],
                    options={
                        'verbose_name': 'Tag',
                        'verbose_name_plural': 'Tags',
                        'db_table': 'catalogue_tag',
                        'ordering': ['-weight', 'name'],
                    },
                ),
                migrations.AlterField(
                    model_name='branch',
                    name='tags',
                    field=models.ManyToManyField(blank=True, related_name='branches', to='organisation.tag', verbose_name='Tags'),
                ),
            ],
            database_operations=[],
        ),
    ]
