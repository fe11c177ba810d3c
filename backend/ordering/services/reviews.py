"""The customer's review of a completed order (POST /api/orders/public/{uid}/{hash}/questionnaire)."""

from django.db import transaction
from django.utils import timezone

from audit.services import record_change, snapshot
from organisation.models import Config

from ..errors import QuestionnaireError
from ..models import Order, OrderStatus


def answer_questionnaire(order: Order, data: dict) -> Order:
    """Store the customer's review: once, for completed orders, while reviews are enabled."""
    if not Config.load().enable_plugin_order_reviews:
        raise QuestionnaireError(code="reviews_disabled")
    with transaction.atomic():
        locked = Order.objects.select_for_update().get(pk=order.pk)
        if locked.status != OrderStatus.COMPLETED:
            raise QuestionnaireError(code="not_completed")
        if locked.is_questionnaire_answered:
            raise QuestionnaireError(code="already_answered")
        before = snapshot(locked)
        locked.rating = data["rating"]
        locked.food_rating = data["food_rating"]
        locked.service_rating = data["service_rating"]
        locked.process_rating = data["process_rating"]
        locked.questionnaire_comment = data.get("comment", "")
        locked.questionnaire_answered_at = timezone.now()
        locked.save()
        record_change(None, "update", locked, before=before, after=snapshot(locked))
    return locked
