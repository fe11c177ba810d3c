from django.core.management.base import BaseCommand

from stats.services.rollups import refresh


class Command(BaseCommand):
    help = "Baut die Tagesstatistik bis gestern (ohne Celery aus cron; nachträgliche Änderungen inklusive)."

    def handle(self, *args, **options):
        rebuilt = refresh()
        self.stdout.write(f"{rebuilt} Tage der Statistik neu berechnet.")
