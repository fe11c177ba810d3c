from django.core.management.base import BaseCommand

from core.tasks import deliver_due


class Command(BaseCommand):
    help = "Stellt ausstehende Wirkungen zu (E-Mails, SMS, Kundenzuordnung), die ein Absturz oder Fehler liegen ließ."

    def handle(self, *args, **options):
        delivered = deliver_due()
        self.stdout.write(f"{delivered} ausstehende Wirkungen zugestellt.")
