from django.core.management.base import BaseCommand, CommandError

from accounts.models import User
from accounts.services import login_link
from core.public_url import public_base_url


class Command(BaseCommand):
    help = "Gibt einen einmaligen Anmelde-Link für einen Benutzer aus."

    def add_arguments(self, parser):
        parser.add_argument("email")

    def handle(self, *args, **options):
        user = User.objects.filter(email__iexact=options["email"]).first()
        if user is None:
            raise CommandError("Unbekannter Benutzer.")
        self.stdout.write(login_link(user, public_base_url()))
