from django.apps import AppConfig


class ContentaiConfig(AppConfig):
    name = "contentai"
    verbose_name = "KI-Inhalte"
