"""core.sms: the provider SMS_PROVIDER names, also by its former path in ordering.services.sms."""

import pytest

from core.sms import ConsoleSmsProvider, HttpSmsProvider, LocmemSmsProvider, get_provider, provider_path


@pytest.mark.parametrize(
    ("setting", "path", "kind"),
    [
        ("core.sms.LocmemSmsProvider", "core.sms.LocmemSmsProvider", LocmemSmsProvider),
        ("core.sms.ConsoleSmsProvider", "core.sms.ConsoleSmsProvider", ConsoleSmsProvider),
        ("ordering.services.sms.LocmemSmsProvider", "core.sms.LocmemSmsProvider", LocmemSmsProvider),
        ("ordering.services.sms.HttpSmsProvider", "core.sms.HttpSmsProvider", HttpSmsProvider),
    ],
)
def test_the_setting_names_the_provider_the_former_path_too(settings, setting, path, kind):
    settings.SMS_PROVIDER = setting
    settings.SMS_HTTP_URL = "http://127.0.0.1:9/messages"
    assert provider_path() == path
    assert type(get_provider()) is kind


def test_without_a_setting_messages_go_to_the_log(settings, caplog):
    del settings.SMS_PROVIDER
    assert provider_path() == "core.sms.ConsoleSmsProvider"
    with caplog.at_level("INFO", logger="core.sms"):
        get_provider().send("+436641234567", "Ihre Bestellung Nr. 7 ist abholbereit.")
    assert caplog.messages == ["sms to=+436641234567 text=Ihre Bestellung Nr. 7 ist abholbereit."]


def test_a_path_of_its_own_is_taken_as_it_is(settings):
    settings.SMS_PROVIDER = "content.tests.Provider"
    assert provider_path() == "content.tests.Provider"


def test_the_backends_of_the_environment_name_the_providers_here(settings):
    assert settings.SMS_BACKENDS == {"console": "core.sms.ConsoleSmsProvider", "http": "core.sms.HttpSmsProvider"}
