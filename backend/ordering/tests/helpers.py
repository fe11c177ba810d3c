"""Helpers shared by the ordering tests."""

import json

from ordering.models import Order, OrderItem

NOT_FOUND = {"errors": [{"message": "Der Eintrag wurde nicht gefunden.", "code": "not_found"}]}
FORBIDDEN = {"errors": [{"message": "Sie haben keine Berechtigung für diese Aktion.", "code": "permission_denied"}]}
STATUS_REFUSED = {"errors": [{"message": "Bestellstatus konnte nicht geändert werden.", "code": "invalid_transition"}]}
CANCEL_REFUSED = {"errors": [{"message": "Bestellung konnte nicht storniert werden.", "code": "invalid_transition"}]}


def post(client, url, data=None, **extra):
    return client.post(url, json.dumps(data if data is not None else {}), content_type="application/json", **extra)


def order_rows():
    """Everything stored about orders, to assert that a refused call changed nothing."""
    return list(Order.objects.order_by("id").values()), list(OrderItem.objects.order_by("id").values())


def public_url(order, suffix=""):
    return f"/api/orders/public/{order.uid}/{order.hash}{suffix}"
