"""Sending text messages (order notifications, form actions): one provider interface, chosen by the SMS_PROVIDER
setting (dotted path; the environment's SMS_BACKEND=console|http picks one of the two below, config.settings).

- ConsoleSmsProvider only logs (development, demo).
- HttpSmsProvider posts each message to a configurable HTTP gateway (SMS_HTTP_URL, SMS_HTTP_TOKEN,
  SMS_SENDER, SMS_HTTP_TIMEOUT) with httpx: JSON {"to", "from", "text"}, the token as a Bearer header.
  A timeout, a connection error or an answer that is not 2xx raises SmsError, so the transactional outbox
  (core.tasks) tries the message again later, exactly as a mail whose server is down.

The gateway lived in ordering.services.sms before; an SMS_PROVIDER still naming a class there is read as the
class of the same name here.
"""

import logging

import httpx
from django.conf import settings
from django.utils.module_loading import import_string

logger = logging.getLogger(__name__)

DEFAULT_PROVIDER = "core.sms.ConsoleSmsProvider"
FORMER_MODULE = "ordering.services.sms."


class SmsError(Exception):
    """The gateway did not take the message (not reached, too slow, or an answer other than 2xx)."""


class SmsProvider:
    """Sends one text message to one phone number (international format, +43...)."""

    def send(self, to: str, text: str) -> None:
        raise NotImplementedError


class ConsoleSmsProvider(SmsProvider):
    """Writes the message to the log instead of sending it (development, demo)."""

    def send(self, to: str, text: str) -> None:
        logger.info("sms to=%s text=%s", to, text)


class HttpSmsProvider(SmsProvider):
    """Posts the message to the HTTP gateway of settings.SMS_HTTP_URL; anything but a 2xx answer raises."""

    def __init__(self):
        self.url = settings.SMS_HTTP_URL
        self.token = settings.SMS_HTTP_TOKEN
        self.sender = settings.SMS_SENDER
        self.timeout = settings.SMS_HTTP_TIMEOUT
        if not self.url:
            raise SmsError("SMS_HTTP_URL ist nicht gesetzt: das SMS-Gateway ist nicht konfiguriert.")

    def send(self, to: str, text: str) -> None:
        headers = {"Authorization": f"Bearer {self.token}"} if self.token else {}
        body = {"to": to, "from": self.sender, "text": text}
        try:
            response = httpx.post(self.url, json=body, headers=headers, timeout=self.timeout)
        except httpx.HTTPError as error:
            raise SmsError(f"SMS-Gateway nicht erreichbar: {type(error).__name__}") from error
        if not response.is_success:
            raise SmsError(f"SMS-Gateway antwortete {response.status_code}: {response.text[:200]}")
        logger.info("sms sent to=%s status=%s", to, response.status_code)


class LocmemSmsProvider(SmsProvider):
    """Keeps the messages in `outbox` (tests), like Django's locmem e-mail backend."""

    outbox: list[tuple[str, str]] = []

    def send(self, to: str, text: str) -> None:
        self.outbox.append((to, text))


def provider_path() -> str:
    """SMS_PROVIDER, a path into the former module read as the same class here."""
    path = getattr(settings, "SMS_PROVIDER", DEFAULT_PROVIDER)
    return f"{__name__}.{path.removeprefix(FORMER_MODULE)}" if path.startswith(FORMER_MODULE) else path


def get_provider() -> SmsProvider:
    return import_string(provider_path())()
