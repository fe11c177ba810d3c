from django.core.management.base import BaseCommand

from payments.services import check_waiting_payments


class Command(BaseCommand):
    help = "Fragt die Anbieter nach Zahlungen, die länger als ihre Ablaufzeit offen sind (ohne Celery aus cron)."

    def handle(self, *args, **options):
        asked = check_waiting_payments()
        self.stdout.write(f"{asked} offene Zahlungen geprüft.")
