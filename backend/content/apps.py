from django.apps import AppConfig


class ContentConfig(AppConfig):
    name = "content"
    verbose_name = "Inhalte der Website (Anfragen, Signaturen)"
    default_auto_field = "django.db.models.BigAutoField"
