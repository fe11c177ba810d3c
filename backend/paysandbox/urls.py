"""/sandbox/...: mounted by config.urls only when settings.PAYMENT_SANDBOX is on (never in production)."""

from django.urls import path

from . import views

ID = "<str:payment_id>"
TRX = "<str:transaction_id>"

urlpatterns = [
    path("mollie/v2/payments", views.mollie_payments, name="sandbox-mollie-payments"),
    path(f"mollie/v2/payments/{ID}", views.mollie_payment, name="sandbox-mollie-payment"),
    path(f"mollie/v2/payments/{ID}/refunds", views.mollie_refunds, name="sandbox-mollie-refunds"),
    path("datatrans/v1/transactions", views.datatrans_transactions, name="sandbox-datatrans-transactions"),
    path(f"datatrans/v1/transactions/{TRX}", views.datatrans_transaction, name="sandbox-datatrans-transaction"),
    path(f"datatrans/v1/transactions/{TRX}/settle", views.datatrans_settle, name="sandbox-datatrans-settle"),
    path(f"datatrans/v1/transactions/{TRX}/credit", views.datatrans_credit, name="sandbox-datatrans-credit"),
    path(f"pay/{ID}", views.mollie_page, name="sandbox-pay-mollie"),
    path(f"datatrans-pay/v1/start/{TRX}", views.datatrans_page, name="sandbox-pay-datatrans"),
]
