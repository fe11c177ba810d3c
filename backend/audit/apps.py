from django.apps import AppConfig


class AuditConfig(AppConfig):
    name = "audit"
    verbose_name = "Protokoll"

    def ready(self):
        from core.init_registry import register_version

        from .selectors import data_version

        # the newest log entry moves with every change made through the API: /api/init's cache version
        register_version(data_version)
