from django.core.management.base import BaseCommand

from devices.services.printing import retry


class Command(BaseCommand):
    help = (
        "Gibt Druckaufträge erneut aus, deren Druckeragent nicht erreichbar war oder deren Drucker die Verbindung "
        "abgelehnt hat; unbeantwortete enden als fehlgeschlagen."
    )

    def handle(self, *args, **options):
        handed_out = retry()
        self.stdout.write(f"{handed_out} Druckaufträge erneut ausgegeben.")
