from django.core.management.base import BaseCommand

from stats.models import RollupState
from stats.services.rollups import refresh


class Command(BaseCommand):
    help = "Baut die Tagesstatistik bis gestern (ohne Celery aus cron; nachträgliche Änderungen inklusive)."

    def add_arguments(self, parser):
        parser.add_argument(
            "--rebuild",
            action="store_true",
            help="Alle Tage neu berechnen (nach einem Import von Zeilen mit vergangenen Zeitstempeln).",
        )

    def handle(self, *args, **options):
        if options["rebuild"]:
            RollupState.objects.filter(pk=1).update(complete_through=None, open_day=None)
        rebuilt = refresh()
        self.stdout.write(f"{rebuilt} Tage der Statistik neu berechnet.")
