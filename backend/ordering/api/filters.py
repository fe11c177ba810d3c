import django_filters
from django.db.models import Q

from core.api.dates import DateRangeFilterSet
from core.api.fields import IdFilter

from ..models import Order, OrderStatus

SEARCH_FIELDS = ("first_name", "last_name", "company_name", "phone", "email")
# a branch hands out fewer than 10,000 tickets a day; longer numbers are searched in the phone numbers
TICKET_DIGITS = 4


DELIVERY_TYPES = [("takeaway", "Takeaway"), ("delivery", "Lieferung"), ("dineIn", "Dine In")]


class OrderFilter(DateRangeFilterSet):
    """History filters; from/to are calendar days in the business time zone, both inclusive."""

    branch = IdFilter(field_name="branch", label="Filiale")
    status = django_filters.ChoiceFilter(field_name="status", choices=OrderStatus.choices, label="Status")
    isDelivery = django_filters.BooleanFilter(field_name="is_delivery", label="Lieferung")
    isDineIn = django_filters.BooleanFilter(field_name="is_dine_in", label="Dine In")
    deliveryType = django_filters.ChoiceFilter(
        method="filter_delivery_type", choices=DELIVERY_TYPES, label="Art (takeaway, delivery, dineIn)"
    )
    q = django_filters.CharFilter(method="search", label="Suche (Ticketnummer, Name, Telefon, E-Mail)")

    class Meta:
        model = Order
        fields = []

    def filter_delivery_type(self, queryset, name, value):
        if value == "delivery":
            return queryset.filter(is_delivery=True)
        if value == "dineIn":
            return queryset.filter(is_dine_in=True, is_delivery=False)
        return queryset.filter(is_delivery=False, is_dine_in=False)

    def search(self, queryset, name, value):
        """Every word must match: up to 4 digits are a ticket number; anything else a name, phone or e-mail."""
        for word in value.replace(",", " ").split()[:5]:
            if word.isdigit() and len(word) <= TICKET_DIGITS:
                queryset = queryset.filter(ticket_number=int(word))
                continue
            match = Q()
            for field in SEARCH_FIELDS:
                match |= Q(**{f"{field}__icontains": word})
            queryset = queryset.filter(match)
        return queryset
