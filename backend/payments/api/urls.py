from django.urls import path

from . import views

urlpatterns = [
    path("payments/mollie/webhook", views.MollieWebhookView.as_view(), name="payments-mollie-webhook"),
    path("payments/datatrans/webhook", views.DatatransWebhookView.as_view(), name="payments-datatrans-webhook"),
    path("payments/return/<str:token>", views.PaymentReturnView.as_view(), name="payments-return"),
]
