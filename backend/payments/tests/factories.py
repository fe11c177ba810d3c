import factory
from factory.django import DjangoModelFactory

from payments.models import Payment, PaymentStatus, Provider


class PaymentFactory(DjangoModelFactory):
    class Meta:
        model = Payment

    provider = Provider.MOLLIE
    provider_id = factory.Sequence(lambda n: f"tr_test{n}")
    reference = factory.Sequence(lambda n: f"order-{n}")
    description = "Testshop – Bestellung Nr. 1"
    amount = "19.90"
    currency = "EUR"
    status = PaymentStatus.OPEN
    checkout_url = factory.LazyAttribute(lambda p: f"https://pay.example.com/{p.provider_id}")
    success_url = "https://shop.example.com/status/u/h"
    failure_url = "https://shop.example.com/store/mariahilf/checkout/error"
    history = factory.LazyFunction(
        lambda: [{"status": "open", "label": "Offen", "at": "2026-11-18T09:00:00+00:00", "note": ""}]
    )
