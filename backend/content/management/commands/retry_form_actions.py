from django.core.management.base import BaseCommand

from content.tasks import retry_form_actions


class Command(BaseCommand):
    help = "Versucht fällige, fehlgeschlagene Aktionen von Anfragen erneut (E-Mail, SMS; ohne Celery aus cron)."

    def handle(self, *args, **options):
        count = retry_form_actions()
        self.stdout.write(f"{count} Anfragen erneut bearbeitet.")
