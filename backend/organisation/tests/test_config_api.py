import json

import pytest

from organisation.models import Config
from organisation.tests.factories import ConfigFactory

# every field of docs/api.md, "Config"
CONFIG_FIELDS = """shopName title description seoTitle seoDescription businessName street zipCode city phone
email website termsAndConditions termsAndConditionsText privacyPolicy privacyPolicyText imprint
imprintText allergens allergensText currency disableTickets enablePluginPWA enablePluginToolbar
enablePluginHomePage enablePluginSearch enablePluginTags enablePluginCategoryBar enablePluginSMS
enablePluginDonations enablePluginFrontdesk enablePluginOrderReviews enableCash enablePluginCash
enableATMCard enablePluginATMCard enableHydroAGVoucher enablePluginHydroAGVoucher enableMollie
enablePluginMollie enableDatatrans enablePluginDatatrans defaultDeliveryMethod ogTitle ogDescription ogUrl
ogImage twitterTitle twitterDescription twitterUrl twitterImage themeColors themeFont themeFontUrl
themeBorderRadius logo""".split()


def post(client, data):
    return client.post("/api/config", json.dumps(data), content_type="application/json")


def config_row():
    return Config.objects.values().get(pk=1)


def test_config_is_public_with_every_documented_field(anon_client):
    # given
    ConfigFactory(shop_name="Kornfeld", enable_plugin_pwa=True)

    # when
    response = anon_client.get("/api/config")

    # then
    assert response.status_code == 200
    body = response.json()["data"]
    assert sorted(body) == sorted(CONFIG_FIELDS)
    assert (body["shopName"], body["enablePluginPWA"], body["currency"], body["themeBorderRadius"]) == (
        "Kornfeld",
        True,
        "EUR",
        ".25rem",
    )


def test_admin_saves_a_partial_config(admin_client):
    # given
    ConfigFactory(shop_name="Kornfeld", title="Alt")

    # when
    response = post(
        admin_client, {"title": "Neu", "themeColors": {"brown": "#4e2803"}, "defaultDeliveryMethod": "dineIn"}
    )

    # then
    assert response.status_code == 200
    body = response.json()["data"]
    assert (body["shopName"], body["title"], body["themeColors"], body["defaultDeliveryMethod"]) == (
        "Kornfeld",
        "Neu",
        {"brown": "#4e2803"},
        "dineIn",
    )
    row = config_row()
    assert (row["shop_name"], row["title"], row["default_delivery_method"]) == ("Kornfeld", "Neu", "dineIn")


@pytest.mark.parametrize(
    ("body", "error"),
    [
        ({"shopNamee": "X"}, {"message": "Unbekanntes Feld.", "code": "unknown_field", "field": "shopNamee"}),
        (
            {"themeColors": {"brown": "braun"}},
            {"message": "Bitte geben Sie Farben im Format #rrggbb an.", "code": "invalid", "field": "themeColors"},
        ),
        (
            {"defaultDeliveryMethod": "drone"},
            {
                "message": '"drone" ist keine gültige Option.',
                "code": "invalid_choice",
                "field": "defaultDeliveryMethod",
            },
        ),
        (
            {"website": "kein link"},
            {"message": "Bitte geben Sie eine gültige URL an.", "code": "invalid", "field": "website"},
        ),
    ],
)
def test_invalid_config_is_refused_and_nothing_saved(admin_client, body, error):
    # given
    ConfigFactory(shop_name="Kornfeld")
    before = config_row()

    # when
    response = post(admin_client, body)

    # then
    assert response.status_code == 400
    assert response.json() == {"errors": [error]}
    assert config_row() == before


@pytest.mark.parametrize(
    ("client_name", "status"), [("employee_client", 403), ("anon_client", 401), ("roleless_client", 403)]
)
def test_only_admins_save_the_config(request, client_name, status):
    # given
    client = request.getfixturevalue(client_name)
    ConfigFactory(shop_name="Kornfeld")
    before = config_row()

    # when
    response = post(client, {"shopName": "Gehackt"})

    # then
    assert response.status_code == status
    assert config_row() == before
