"""An order's payment methods: the offline ones, then payments' providers (one list of provider names)."""

from ordering.models import ONLINE_PAYMENT_METHODS, Order, PaymentMethod
from payments.models import Provider
from rules.payment import METHODS


def test_the_methods_are_the_offline_ones_then_every_provider_in_its_order():
    # then: values and German labels as the API and the receipts show them
    assert PaymentMethod.choices == [
        ("cash", "Barzahlung"),
        ("atm-card", "Bankomatkarte"),
        ("hydro-ag-voucher", "Essensgutschein"),
        ("mollie", "Mollie"),
        ("datatrans", "Datatrans"),
    ]
    assert Order._meta.get_field("payment_method").choices == PaymentMethod.choices


def test_an_online_method_is_a_provider_by_the_same_value():
    # then: a provider added to payments.models.Provider is an order's online method without a second list
    assert {method.value for method in ONLINE_PAYMENT_METHODS} == {"mollie", "datatrans"}
    assert [
        (method.name, method.value, method.label) for method in PaymentMethod if method in ONLINE_PAYMENT_METHODS
    ] == [(provider.name, provider.value, provider.label) for provider in Provider]
    assert PaymentMethod.MOLLIE == Provider.MOLLIE == "mollie"
    assert PaymentMethod("datatrans") is PaymentMethod.DATATRANS
    assert PaymentMethod.CASH not in ONLINE_PAYMENT_METHODS


def test_the_checkout_rules_name_the_flags_of_every_method():
    # then: rules.payment (pure, below every app) offers exactly these methods, in the same order
    assert list(METHODS) == PaymentMethod.values
