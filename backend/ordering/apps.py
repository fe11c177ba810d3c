from django.apps import AppConfig


class OrderingConfig(AppConfig):
    name = "ordering"
    verbose_name = "Bestellungen"
