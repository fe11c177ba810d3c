from django.core.management.base import BaseCommand

from media.cleanup import delete_unused_uploads


class Command(BaseCommand):
    help = (
        "Löscht Uploads, die keine Bestellung verwendet und die älter als UNUSED_UPLOAD_HOURS sind (Cron ohne Redis)."
    )

    def handle(self, *args, **options):
        deleted = delete_unused_uploads()
        self.stdout.write(f"{deleted} ungenutzte Uploads gelöscht.")
