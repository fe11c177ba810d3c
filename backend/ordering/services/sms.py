"""Sending text messages: one provider interface, chosen by the SMS_PROVIDER setting (dotted path).

The default ConsoleSmsProvider only logs; a real gateway subclasses SmsProvider and implements send().
"""

import logging

from django.conf import settings
from django.utils.module_loading import import_string

logger = logging.getLogger(__name__)

DEFAULT_PROVIDER = "ordering.services.sms.ConsoleSmsProvider"


class SmsProvider:
    """Sends one text message to one phone number (international format, +43...)."""

    def send(self, to: str, text: str) -> None:
        raise NotImplementedError


class ConsoleSmsProvider(SmsProvider):
    """Writes the message to the log instead of sending it (development, demo)."""

    def send(self, to: str, text: str) -> None:
        logger.info("sms to=%s text=%s", to, text)


class LocmemSmsProvider(SmsProvider):
    """Keeps the messages in `outbox` (tests), like Django's locmem e-mail backend."""

    outbox: list[tuple[str, str]] = []

    def send(self, to: str, text: str) -> None:
        self.outbox.append((to, text))


def get_provider() -> SmsProvider:
    return import_string(getattr(settings, "SMS_PROVIDER", DEFAULT_PROVIDER))()
