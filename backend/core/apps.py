from django.apps import AppConfig


class CoreConfig(AppConfig):
    name = "core"
    verbose_name = "Kern"

    def ready(self):
        # registers the OpenAPI description of the session authentication
        from .api import messages, schema, text  # noqa: F401

        messages.install()
        text.install()
