from django.apps import AppConfig


class WebConfig(AppConfig):
    name = "web"
    verbose_name = "Web-Auslieferung"

    def ready(self):
        from cms import registry
        from organisation.models import Config

        from .meta import resolve

        # a redirect's target is checked against the storefront's route table (cms sits below web)
        registry.on_path_missing(lambda path: resolve(path, Config.load()).status == 404)
