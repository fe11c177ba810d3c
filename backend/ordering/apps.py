from django.apps import AppConfig


class OrderingConfig(AppConfig):
    name = "ordering"
    verbose_name = "Bestellungen"

    def ready(self):
        from media.registry import register_upload_ids

        from .selectors import upload_ids_in_orders

        # the periodic upload cleanup keeps every upload an order names
        register_upload_ids(upload_ids_in_orders)

        from payments.registry import on_status_change

        from .services.online_payment import on_payment_status

        # an online order follows its payment (paid, failed, refunded)
        on_status_change(on_payment_status)

        from .services import status_poll

        # the status page's kept ETags follow every change of an order, its payment, a branch, the configuration
        status_poll.connect()
