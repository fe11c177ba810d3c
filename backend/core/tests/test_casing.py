import pytest

from core.api.casing import camel_path, camelize, to_camel, to_snake, underscoreize


@pytest.mark.parametrize(
    ("snake", "camel"),
    [
        ("zip_code", "zipCode"),
        ("is_public", "isPublic"),
        ("free_from_order_value", "freeFromOrderValue"),
        ("is_atm_card_enabled", "isATMCardEnabled"),
        ("is_hydro_ag_voucher_enabled", "isHydroAGVoucherEnabled"),
        ("enable_plugin_pwa", "enablePluginPWA"),
        ("enable_plugin_sms", "enablePluginSMS"),
        ("enable_hydro_ag_voucher", "enableHydroAGVoucher"),
        ("enable_plugin_hydro_ag_voucher", "enablePluginHydroAGVoucher"),
        ("enable_atm_card", "enableATMCard"),
        ("theme_font_url", "themeFontUrl"),
        ("name", "name"),
    ],
)
def test_names_round_trip_between_snake_and_camel_case(snake, camel):
    # when / then
    assert to_camel(snake) == camel
    assert to_snake(camel) == snake


def test_nested_keys_are_renamed_in_both_directions():
    # given
    wire = {"isATMCardEnabled": True, "deliveryAreas": [{"freeFromOrderValue": "35.00"}], "themeColors": {"x": 1}}

    # when
    internal = underscoreize(wire)

    # then
    assert internal == {
        "is_atm_card_enabled": True,
        "delivery_areas": [{"free_from_order_value": "35.00"}],
        "theme_colors": {"x": 1},
    }
    assert camelize(internal) == wire


@pytest.mark.parametrize(
    ("path", "expected"),
    [("delivery_areas.0.price", "deliveryAreas.0.price"), ("opening_hours.2.from", "openingHours.2.from")],
)
def test_error_paths_are_camel_cased_per_segment(path, expected):
    assert camel_path(path) == expected
