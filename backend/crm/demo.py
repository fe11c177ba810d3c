"""crm's part of the demo business (devtools load_demo): customers from the demo orders, one external
user, one lead with its consent proof."""

import datetime

from django.utils import timezone

from organisation.models import Branch

from .models import AnalyticsLead, ExternalUser, LeadSource
from .services.customers import rebuild


def load(branches: dict[str, Branch]) -> None:
    rebuild()
    ExternalUser.objects.create(
        first_name="Petra",
        last_name="Lieferant",
        email="petra.lieferant@example.com",
        phone="+4315551234",
        company_name="Bio-Hof Lieferant",
        branch=branches["wien-mariahilf"],
        comment="Liefert Gemüse montags und donnerstags.",
    )
    given = timezone.now() - datetime.timedelta(days=4)
    AnalyticsLead.objects.create(
        email="lena.neugierig@example.com",
        first_name="Lena",
        last_name="Neugierig",
        source=LeadSource.NEWSLETTER,
        origin="/newsletter",
        branch=branches["wien-mariahilf"],
        consent_text="Ja, ich möchte den Newsletter des Wirtshauses per E-Mail erhalten. Abmeldung jederzeit möglich.",
        consent_version="2026-11",
        consent_given_at=given,
        consent_confirmed_at=given + datetime.timedelta(minutes=7),
    )
