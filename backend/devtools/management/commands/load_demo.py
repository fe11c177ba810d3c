from django.conf import settings
from django.core.management.base import BaseCommand, CommandError

from devtools import demo


class Command(BaseCommand):
    help = "Lädt das Demo-Unternehmen (Organisationen, Filialen, Tische, Demo-Logins) – nie in Produktion."

    def add_arguments(self, parser):
        parser.add_argument("--if-empty", action="store_true", help="Nur laden, wenn noch keine Daten vorhanden sind.")

    def handle(self, *args, **options):
        if settings.PRODUCTION:
            raise CommandError("Demo-Daten werden in der Produktionsumgebung nicht geladen.")
        if demo.is_loaded():
            if options["if_empty"]:
                self.stdout.write("Demo-Daten sind bereits vorhanden.")
                return
            raise CommandError("Es sind bereits Daten vorhanden; Demo-Daten werden nicht erneut geladen.")
        demo.load()
        self.stdout.write(self.style.SUCCESS("Demo-Daten geladen."))
