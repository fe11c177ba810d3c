"""Reads of crm for the API: customers with their figures within the user's branch reach, exports, leads."""

from decimal import Decimal

from django.db.models import Count, DecimalField, Max, Q, QuerySet, Sum, Value
from django.db.models.functions import Coalesce

from ordering.models import Order, OrderStatus
from organisation.selectors import branch_reach, scope_by_branch

from .models import AnalyticsLead, Customer, ExternalUser

# orders that brought no money: left out of a customer's total (still counted and listed)
NOT_EARNING = (OrderStatus.CANCELED, OrderStatus.REJECTED, OrderStatus.FAILED)


def customers_for(user) -> QuerySet:
    """Customers with an order in the user's reach, annotated with the figures of those orders only.

    Administrators reach every branch and see every customer, also one they created that has no order yet.

    One query whatever the number of customers: count, total (gross, without canceled, rejected and
    failed orders) and last order come from one join over the links.
    """
    reach = branch_reach(user)
    mine = Q() if reach is None else Q(links__order__branch__in=reach)
    earning = mine & ~Q(links__order__status__in=NOT_EARNING)
    customers = Customer.objects.annotate(
        orders_count=Count("links", filter=mine),
        total_gross=Coalesce(
            Sum("links__order__total_gross", filter=earning),
            Value(Decimal("0.00")),
            output_field=DecimalField(max_digits=14, decimal_places=2),
        ),
        last_order_at=Max("links__order__created_at", filter=mine),
    )
    if reach is not None:
        customers = customers.filter(orders_count__gt=0)
    return customers.order_by("-last_order_at", "-id")


def customer_orders(customer: Customer, user) -> QuerySet:
    """The customer's orders the user reaches, newest first, with branch and items."""
    orders = Order.objects.filter(customer_link__customer=customer)
    return (
        scope_by_branch(orders, user).select_related("branch").prefetch_related("items").order_by("-created_at", "-id")
    )


def external_users_for(user) -> QuerySet:
    """Administrators see all; employees the ones of their branches (none without a branch)."""
    return scope_by_branch(ExternalUser.objects.select_related("branch"), user)


def leads_for(user) -> QuerySet:
    return scope_by_branch(AnalyticsLead.objects.select_related("branch"), user)
