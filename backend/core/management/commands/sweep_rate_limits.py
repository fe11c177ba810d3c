from django.core.management.base import BaseCommand

from core.tasks import sweep_rate_limits


class Command(BaseCommand):
    help = "Löscht die Zähler der Anfragebegrenzung, deren Zeitfenster seit über einem Tag vorbei sind."

    def handle(self, *args, **options):
        deleted = sweep_rate_limits()
        self.stdout.write(f"{deleted} alte Zähler gelöscht.")
