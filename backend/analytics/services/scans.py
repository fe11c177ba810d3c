"""Logging a scan: the device class from the user agent and the referrer's origin, no client address."""

import re
from urllib.parse import urlsplit

from django.conf import settings
from django.utils import timezone

from core.client import Client
from core.ratelimit import Limit, hit

from ..models import DeviceClass, QrCode, QrCodeScan

BOT = re.compile(r"bot|crawl|spider|slurp|facebookexternalhit|preview|curl|wget|python|java/|go-http|headless", re.I)
TABLET = re.compile(r"ipad|tablet|kindle|silk|playbook|(android(?!.*mobile))", re.I)
MOBILE = re.compile(r"mobi|iphone|ipod|android|windows phone|blackberry|opera mini", re.I)


def device_class(user_agent: str) -> str:
    """'bot', 'tablet', 'mobile' or 'desktop' (in that order of precedence); no user agent counts as a bot."""
    if not user_agent.strip() or BOT.search(user_agent):
        return DeviceClass.BOT
    if TABLET.search(user_agent):
        return DeviceClass.TABLET
    if MOBILE.search(user_agent):
        return DeviceClass.MOBILE
    return DeviceClass.DESKTOP


def referrer_origin(referer: str) -> str:
    """Scheme and host (with a port) of an http(s) Referer, lower case; empty for anything else."""
    try:
        parts = urlsplit(referer.strip())
        host, port = parts.hostname, parts.port
    except ValueError:
        return ""
    if parts.scheme.lower() not in ("http", "https") or not host:
        return ""
    origin = f"{parts.scheme.lower()}://{host}" + (f":{port}" if port else "")
    return origin[:200]


def scan_limit() -> Limit:
    return Limit("qr-scan", settings.QR_SCAN_LIMIT_PER_MINUTE, 60)


def record_scan(client: Client, code: QrCode, target: str) -> QrCodeScan | None:
    """Log one scan of `code`; a client over the limit is not logged (None), its redirect still works."""
    if hit(scan_limit(), client.address) is not None:
        return None
    return QrCodeScan.objects.create(
        scanned_at=timezone.now(),
        qr_code=code,
        target_kind=code.target_kind,
        target_url=target[:600],
        device_class=device_class(client.user_agent),
        referrer_origin=referrer_origin(client.referer),
    )
