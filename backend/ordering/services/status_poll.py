"""The status page's poll without the database: each order's current ETag kept in the shared "polls" cache.

Every open status page asks every few seconds whether its order changed (If-None-Match). The ETag
(selectors.public_stamp) follows the order's row, its branch's name and phone, its payment's refunds and the
shop's configuration. It is kept here per order uid with the order's hash, so that api.poll.StatusPollMiddleware
answers an unchanged poll with 304 before any view, session or query runs.

It stays true this way:
- the view remembers what it read (`remember`, only where nothing newer is kept: an atomic `add`), in the
  generation it read before the order;
- a change of an order or its payment forgets the order's ETag at once, and after the commit its stamp is read
  again and stored over whatever a poll kept in between (`refresh`): a poll that read the old row just before the
  commit cannot keep it after it;
- a change of a branch or of the configuration starts a new generation, at once and after the commit: every kept
  ETag is forgotten;
- every entry expires after TTL seconds, so a change made around the code (the shell, a crash between the
  commit and the refresh) shows within that time.
"""

import logging
import uuid

from django.core.cache import caches
from django.db import transaction
from django.db.models.signals import post_delete, post_save

from core.secrets import secret_matches
from organisation.models import Branch, Config

from .. import selectors
from ..models import Order

logger = logging.getLogger(__name__)

TTL = 60
GENERATION = "generation"


def _cache():
    return caches["polls"]


def generation() -> str | None:
    """The current generation (started when there is none); None when the cache cannot be reached. The view reads
    it before the order, so that what it read before a branch or the configuration changed is kept in a generation
    nobody asks any more."""
    try:
        current = _cache().get(GENERATION)
        if current is None:
            _cache().add(GENERATION, uuid.uuid4().hex, timeout=None)
            current = _cache().get(GENERATION)
    except Exception:  # the cache away (Redis down): the view answers from the database
        logger.warning("Status-Cache nicht erreichbar", exc_info=True)
        return None
    return current


def _key(generation: str, uid: str) -> str:
    return f"order:{generation}:{uid}"


# the generation this process read last: a poll asks for it and for the order's entry in it in one round trip
_last_generation: str | None = None


def remembered_etag(uid: str, given_hash: str) -> str | None:
    """The ETag kept for the order uid when `given_hash` is its hash; None when nothing is kept (ask the database).
    One round trip to the cache (Redis MGET) while the generation is the one this process read last."""
    global _last_generation
    guess = _last_generation
    try:
        if guess is None:
            current = _cache().get(GENERATION)
            kept = _cache().get(_key(current, uid)) if current is not None else None
        else:
            found = _cache().get_many([GENERATION, _key(guess, uid)])
            current = found.get(GENERATION)
            if current == guess:
                kept = found.get(_key(guess, uid))
            else:  # a new generation began: the entry of the one read last is not asked for
                kept = _cache().get(_key(current, uid)) if current is not None else None
    except Exception:
        logger.warning("Status-Cache nicht erreichbar", exc_info=True)
        return None
    _last_generation = current
    if kept is None or not secret_matches(kept[0], given_hash):
        return None
    return kept[1]


def remember(uid: str, stamp: selectors.PublicStamp, read_in: str | None) -> None:
    """What the status view read in the generation `read_in`, kept unless a newer stamp is kept already (an add,
    atomic in Redis and in core.cache.ExclusiveAddFileCache)."""
    if read_in is None:
        return
    try:
        _cache().add(_key(read_in, uid), (stamp.hash, stamp.etag), TTL)
    except Exception:
        logger.warning("Status-Cache nicht erreichbar", exc_info=True)


def _store(uids: list[str]) -> None:
    current = generation()
    if current is None:
        return
    try:
        for uid in uids:
            stamp = selectors.public_stamp_of(uid)
            if stamp is None:
                _cache().delete(_key(current, uid))
            else:
                _cache().set(_key(current, uid), (stamp.hash, stamp.etag), TTL)
    except Exception:
        logger.warning("Status-Cache nicht erreichbar", exc_info=True)


def refresh(uids) -> None:
    """The orders' kept stamps forgotten at once (this transaction's own polls read its rows), and after the commit
    read again and kept (an order gone stays forgotten). A cache that cannot be reached never fails the change: what
    it kept expires after TTL seconds."""
    uids = [str(uid) for uid in uids]
    if not uids:
        return
    try:
        current = _cache().get(GENERATION)
        if current is not None:
            _cache().delete_many([_key(current, uid) for uid in uids])
    except Exception:
        logger.warning("Status-Cache nicht erreichbar", exc_info=True)
    transaction.on_commit(lambda: _store(uids), robust=True)


def _new_generation() -> None:
    try:
        _cache().set(GENERATION, uuid.uuid4().hex, timeout=None)
    except Exception:
        logger.warning("Status-Cache nicht erreichbar", exc_info=True)


def refresh_all() -> None:
    """Every kept stamp forgotten (a branch or the configuration changed): at once, and again after the commit (what
    polls kept in between read the rows from before it)."""
    _new_generation()
    transaction.on_commit(_new_generation, robust=True)


# ---------------------------------------------------------------- what changes an order's ETag (ordering.apps)


def order_saved(sender, instance, created=False, **kwargs) -> None:
    if not created:  # nobody polls an order that did not exist
        refresh([instance.uid])


def payment_saved(sender, instance, **kwargs) -> None:
    # an order's payment carries the order's uid as its reference (online_payment.start), and a uid never changes:
    # no query to find the order (a payment webhook runs one statement less)
    refresh([instance.reference])


def shop_changed(sender, **kwargs) -> None:
    refresh_all()


def connect() -> None:
    """Every save or delete of an order, a payment, a branch or the configuration keeps the kept ETags true."""
    payment = Order._meta.get_field("payment").related_model
    for signal in (post_save, post_delete):
        signal.connect(order_saved, sender=Order, dispatch_uid="status_poll.order")
        signal.connect(payment_saved, sender=payment, dispatch_uid="status_poll.payment")
        signal.connect(shop_changed, sender=Branch, dispatch_uid="status_poll.branch")
        signal.connect(shop_changed, sender=Config, dispatch_uid="status_poll.config")
