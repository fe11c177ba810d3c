from django.apps import AppConfig


class ConsentConfig(AppConfig):
    name = "consent"
    verbose_name = "Einwilligungen"
