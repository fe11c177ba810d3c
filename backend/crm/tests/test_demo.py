from decimal import Decimal

from django.core.management import call_command

from ordering.models import Order

from ..models import AnalyticsLead, Customer, ExternalUser
from ..selectors import customers_for


def test_the_demo_has_customers_from_its_past_orders_an_external_user_and_a_lead(db):
    call_command("load_demo")

    # Erika's canceled Tafelspitz is counted but not in her total; no demo order is still open
    assert not Order.objects.current().exists()
    figures = {c.email or c.phone: (c.orders_count, c.total_gross) for c in customers_for_admin()}
    assert figures == {
        "erika@example.com": (3, Decimal("42.50")),
        "johann.huber@example.com": (1, Decimal("19.70")),
        "+436509876543": (1, Decimal("7.60")),
    }
    assert Customer.objects.count() == 3
    assert ExternalUser.objects.get().email == "petra.lieferant@example.com"
    lead = AnalyticsLead.objects.get()
    assert (lead.source, lead.consent_version, lead.consent_confirmed_at > lead.consent_given_at) == (
        "newsletter",
        "2026-11",
        True,
    )


def customers_for_admin():
    from accounts.models import User

    return customers_for(User.objects.get(email="admin@example.com"))
