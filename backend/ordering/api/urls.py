from django.urls import path
from rest_framework.routers import SimpleRouter

from . import boards, public, staff

router = SimpleRouter(trailing_slash=False)
router.register("orders", staff.OrderViewSet, basename="order")

urlpatterns = [
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
    *router.urls,
]
