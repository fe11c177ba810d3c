from django.apps import AppConfig


class PaySandboxConfig(AppConfig):
    name = "paysandbox"
    verbose_name = "Zahlungs-Sandbox"
