"""Query counts of hot API reads at two data sizes: a count that grows with the data is a defect.

Runs inside a transaction that is rolled back, so it leaves the database as it was.
"""

from django.core.management.base import BaseCommand
from django.db import connection, transaction
from django.test import Client
from django.test.utils import CaptureQueriesContext

from accounts.models import User
from core.roles import Role
from organisation.models import Branch, Department, Division, Table

ENDPOINTS = ["/api/init", "/api/branches?pageSize=100", "/api/tables?pageSize=100", "/api/public/branches", "/api/logs"]


class Rollback(Exception):
    pass


class Command(BaseCommand):
    help = "Misst die Anzahl der Datenbankabfragen der wichtigsten API-Lesezugriffe bei wenig und viel Daten."

    def handle(self, *args, **options):
        rows = []
        try:
            with transaction.atomic():
                admin = User.objects.create_user("bench@example.com", "bench-passwort", roles=[Role.ADMIN])
                client = Client()
                client.force_login(admin)
                for url in ENDPOINTS:  # warm up: session, the config row created on first read
                    client.get(url)
                division = Division.objects.create(name="Bench", identifier="bench")
                for size in (5, 50):
                    self._grow(division, size)
                    rows.append((size, [self._count(client, url) for url in ENDPOINTS]))
                raise Rollback
        except Rollback:
            pass
        self.stdout.write(f"{'Filialen':>9}  " + "  ".join(f"{url:>28}" for url in ENDPOINTS))
        for size, counts in rows:
            self.stdout.write(f"{size:>9}  " + "  ".join(f"{count:>28}" for count in counts))
        grows = [url for index, url in enumerate(ENDPOINTS) if rows[0][1][index] != rows[1][1][index]]
        self.stdout.write("Abfragen wachsen mit den Daten: " + (", ".join(grows) if grows else "keine"))

    def _grow(self, division, size):
        existing = Branch.objects.filter(division=division).count()
        for number in range(existing, size):
            branch = Branch.objects.create(division=division, identifier=f"bench-{number}", name=f"Bench {number}")
            branch.delivery_areas.create(area=f"Gebiet {number}", price="2.50", tax="20.00")
            Department.objects.create(branch=branch, name="Küche")
            Table.objects.bulk_create(Table(branch=branch, identifier=str(t)) for t in range(5))

    def _count(self, client, url):
        with CaptureQueriesContext(connection) as queries:
            response = client.get(url)
        assert response.status_code == 200, (url, response.status_code)
        return len(queries)
