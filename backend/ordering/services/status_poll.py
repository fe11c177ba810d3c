"""The status page's poll without the database: each order's current ETag kept in the shared "polls" cache.

Every open status page asks every few seconds whether its order changed (If-None-Match). The ETag
(selectors.public_stamp) follows the order's row, its branch's name and phone, its payment's refunds and the
shop's configuration. It is kept here per order uid with the order's hash, so that api.poll.StatusPollMiddleware
answers an unchanged poll with 304 before any view, session or query runs.

It stays true this way:
- the view remembers what it read (`remember`, only where nothing newer is kept: `add`);
- a change of an order or its payment forgets the order's ETag at once, and after the commit its stamp is read
  again and stored over whatever a poll kept in between (`refresh`): a poll that read the old row just before the
  commit cannot keep it after it;
- a change of a branch or of the configuration starts a new generation, at once and after the commit: every kept
  ETag is forgotten;
- every entry expires after TTL seconds, so a change made around the code (the shell, a crash between the
  commit and the refresh) shows within that time.
"""

import uuid

from django.core.cache import caches
from django.db import transaction
from django.db.models.signals import post_delete, post_save

from core.secrets import secret_matches
from organisation.models import Branch, Config

from .. import selectors
from ..models import Order

TTL = 60
GENERATION = "generation"


def _cache():
    return caches["polls"]


def _generation(*, start: bool = False) -> str | None:
    generation = _cache().get(GENERATION)
    if generation is None and start:
        _cache().add(GENERATION, uuid.uuid4().hex, timeout=None)
        generation = _cache().get(GENERATION)
    return generation


def _key(generation: str, uid: str) -> str:
    return f"order:{generation}:{uid}"


def remembered_etag(uid: str, given_hash: str) -> str | None:
    """The ETag kept for the order uid when `given_hash` is its hash; None when nothing is kept (ask the database)."""
    generation = _generation()
    if generation is None:
        return None
    kept = _cache().get(_key(generation, uid))
    if kept is None or not secret_matches(kept[0], given_hash):
        return None
    return kept[1]


def remember(uid: str, stamp: selectors.PublicStamp) -> None:
    """What the status view read, kept unless a newer stamp is kept already."""
    _cache().add(_key(_generation(start=True), uid), (stamp.hash, stamp.etag), TTL)


def _store(uids: list[str]) -> None:
    generation = _generation(start=True)
    for uid in uids:
        stamp = selectors.public_stamp_of(uid)
        if stamp is None:
            _cache().delete(_key(generation, uid))
        else:
            _cache().set(_key(generation, uid), (stamp.hash, stamp.etag), TTL)


def refresh(uids) -> None:
    """The orders' kept stamps forgotten at once (this transaction's own polls read its rows), and after the commit
    read again and kept (an order gone stays forgotten)."""
    uids = [str(uid) for uid in uids]
    if not uids:
        return
    generation = _generation()
    if generation is not None:
        _cache().delete_many([_key(generation, uid) for uid in uids])
    transaction.on_commit(lambda: _store(uids), robust=True)


def _new_generation() -> None:
    _cache().set(GENERATION, uuid.uuid4().hex, timeout=None)


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
    refresh(Order.objects.filter(payment_id=instance.pk).values_list("uid", flat=True))


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
