from django.apps import AppConfig


class DevicesConfig(AppConfig):
    name = "devices"
    verbose_name = "Geräte"

    def ready(self):
        from django.db.models.signals import post_delete, post_init, post_save

        from core.usage import register

        from . import selectors, stamps
        from .models import Device

        # an agent's identity is cached by its secret (stamps.py): a device saved (deactivated, paired anew, moved)
        # or deleted is forgotten at once, in every process
        def remember_secret(sender, instance, **kwargs):
            instance._stored_secret_hash = instance.secret_hash

        def forget(sender, instance, **kwargs):
            stamps.forget_identity(instance.secret_hash, getattr(instance, "_stored_secret_hash", None))
            instance._stored_secret_hash = instance.secret_hash

        post_init.connect(remember_secret, sender=Device, dispatch_uid="devices-remember-secret")
        post_save.connect(forget, sender=Device, dispatch_uid="devices-forget-saved")
        post_delete.connect(forget, sender=Device, dispatch_uid="devices-forget-deleted")
        # a department a kitchen printer prints for is not deleted from under it (409 naming the printer)
        register(selectors.printers_of_department)

        from ordering.registry import on_board_printers, on_print

        from . import printing_board
        from .registry import on_ack
        from .services import printing

        # orders print themselves (new, paid, 'Drucken'), the agents' answers finish the jobs, and the order
        # boards show a printer that is offline
        on_print(printing.make_jobs)
        on_ack("print", printing.on_print_ack)
        on_board_printers(printing_board.stamp, printing_board.printers)
