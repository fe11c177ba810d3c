from django.urls import path
from rest_framework.routers import SimpleRouter

from core.api.routing import by_method

from . import boards, public, public_create, staff

router = SimpleRouter(trailing_slash=False)
router.register("orders", staff.OrderViewSet, basename="order")

# /api/orders: customers place orders (POST, public), staff list them (GET); one view class each
orders = by_method(staff.OrderViewSet.as_view({"get": "list"}), post=public_create.PublicOrderCreateView.as_view())

urlpatterns = [
    path("orders", orders, name="order-list"),
    path("orders/public/<str:uid>/<str:hash>", public.PublicOrderView.as_view(), name="order-public"),
    path(
        "orders/public/<str:uid>/<str:hash>/confirm-counter-appointment",
        public.ConfirmCounterAppointmentView.as_view(),
        name="order-public-confirm-counter-appointment",
    ),
    path(
        "orders/public/<str:uid>/<str:hash>/reject-counter-appointment",
        public.RejectCounterAppointmentView.as_view(),
        name="order-public-reject-counter-appointment",
    ),
    path(
        "orders/public/<str:uid>/<str:hash>/questionnaire",
        public.QuestionnaireView.as_view(),
        name="order-public-questionnaire",
    ),
    path(
        "orders/frontdesk/<int:branchId>/<str:apiKey>",
        boards.FrontdeskBoardView.as_view(),
        name="order-board-frontdesk",
    ),
    path(
        "orders/backoffice/<int:branchId>/<str:apiKey>",
        boards.BackofficeBoardView.as_view(),
        name="order-board-backoffice",
    ),
    path(
        "orders/backoffice/<int:branchId>/<str:apiKey>/orders/<int:orderId>/items/<int:index>/done",
        boards.KitchenItemDoneView.as_view(),
        name="order-board-item-done",
    ),
    # the router's own list URL is the one above
    *(url for url in router.urls if url.name != "order-list"),
]
