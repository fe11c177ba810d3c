"""Orders built directly through the ORM (creation over the API joins with pricing)."""

from decimal import Decimal

import factory
from factory.django import DjangoModelFactory

from ordering.models import Order, OrderItem
from ordering.services.tickets import allocate_ticket_number, business_date
from organisation.tests.factories import BranchFactory

SCHNITZEL = {
    "name": "Wiener Schnitzel",
    "unit": "piece",
    "price": "12.90",
    "tax": "10.00",
    "calculation_model": "fixed",
}
COLA = {"name": "Cola 0,5 l", "unit": "piece", "price": "3.50", "tax": "20.00", "calculation_model": "fixed"}


class OrderFactory(DjangoModelFactory):
    """A takeaway order paid in cash with two items (a Schnitzel, two Colas) and their exact totals."""

    class Meta:
        model = Order
        skip_postgeneration_save = True

    branch = factory.SubFactory(BranchFactory)
    business_date = factory.LazyFunction(business_date)
    ticket_number = factory.LazyAttribute(lambda order: allocate_ticket_number(order.branch, order.business_date))
    first_name = "Erika"
    last_name = "Musterfrau"
    street = "Mariahilfer Straße 1"
    zip_code = "1060"
    city = "Wien"
    phone = "+436641234567"
    email = "erika@example.com"
    legal_instructions = True
    privacy_policy = True
    gross = Decimal("19.90")
    net = Decimal("17.5606")
    total_net = Decimal("17.5606")
    total_gross = Decimal("19.90")
    taxes = factory.LazyFunction(lambda: {"10.00": "1.1727", "20.00": "1.1667"})

    @factory.post_generation
    def payment_reference(self, create, extracted, **kwargs):
        """An order's payment carries the order's uid as its reference, as online_payment.start creates it (the
        status poll's cache finds the order of a changed payment by it)."""
        if create and self.payment_id is not None and self.payment.reference != self.uid:
            self.payment.reference = self.uid
            self.payment.save(update_fields=["reference"])

    @factory.post_generation
    def items(self, create, extracted, **kwargs):
        if not create:
            return
        for position, (product_id, product, amount) in enumerate(extracted or [(11, SCHNITZEL, 1), (12, COLA, 2)]):
            OrderItemFactory(order=self, position=position, product_id=product_id, product=product, amount=amount)


class OrderItemFactory(DjangoModelFactory):
    class Meta:
        model = OrderItem

    order = factory.SubFactory(OrderFactory)
    position = 0
    product_id = 11
    product = factory.LazyFunction(lambda: dict(SCHNITZEL))
    amount = Decimal("1")
    unit = factory.LazyAttribute(lambda item: item.product["unit"])
    parts = factory.LazyFunction(list)
    unit_price = factory.LazyAttribute(lambda item: Decimal(item.product["price"]))
    gross = factory.LazyAttribute(
        lambda item: (Decimal(item.product["price"]) * Decimal(item.amount)).quantize(Decimal("0.01"))
    )
    tax_rate = factory.LazyAttribute(lambda item: Decimal(item.product["tax"]))
