"""The visitor of an analytics event: a salted daily hash, never the client's address.

hash = HMAC-SHA256(salt of the day, site + client address + user agent), cut to 32 hex characters. The
salt is random per Vienna calendar day, shared by all processes through the database (DailySalt) and
deleted once its day is over: within a day the same browser counts once, across days nobody can be
followed, and the address itself is never written anywhere (like Plausible's counting without cookies).
"""

import hashlib
import hmac
import secrets

from django.db import IntegrityError, transaction
from django.utils import timezone

from core.client import Client

from ..models import DailySalt


def salt_of_today() -> str:
    """Today's salt (created by the first request of the day; the salts of past days are deleted then)."""
    today = timezone.localdate()
    salt = DailySalt.objects.filter(day=today).values_list("salt", flat=True).first()
    if salt is not None:
        return salt
    try:
        with transaction.atomic():
            DailySalt.objects.create(day=today, salt=secrets.token_hex(32))
    except IntegrityError:  # another process was first: its salt counts
        pass
    DailySalt.objects.filter(day__lt=today).delete()
    return DailySalt.objects.get(day=today).salt


def visitor_hash(salt: str, site: str, address: str, user_agent: str) -> str:
    message = "\x00".join([site.lower(), address, user_agent]).encode()
    return hmac.new(salt.encode(), message, hashlib.sha256).hexdigest()[:32]


def visitor_of(client: Client) -> str:
    """The daily hash of the client's site, address and user agent."""
    return visitor_hash(salt_of_today(), client.host, client.address, client.user_agent)
