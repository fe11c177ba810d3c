from django.apps import AppConfig


class AnalyticsConfig(AppConfig):
    name = "analytics"
    verbose_name = "Analyse"

    def ready(self):
        from ordering.registry import on_qr_code_lookup

        from .selectors import qr_code_exists

        # an order names the QR code its visit came from only when the code exists (Order.origin)
        on_qr_code_lookup(qr_code_exists)
