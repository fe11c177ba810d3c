"""What a TV's player shows now and next (GET /api/signage/player), and how its poll is answered without the database.

The answer: the TV, its stream, the segment of the slot playing now with its scenes, `until` (UTC: when the slot
ends, the answer changes), `next` (the segment that follows, so an offline player switches on time) and `override`
(an open show-scene command with its scene) or null. Menu boards carry the catalogue as the storefront shows it at
that instant: enabled categories and products (catalogue.selectors.expanded_menu), each available by its schedule
(`is_available_at`, the storefront's rule); a category outside its schedule is left out unless it is visible when
unavailable (then `available: false`), products outside theirs are left out, empty categories go. A product
switched off (that is how the catalogue marks it sold out) is not on the board.

Caching: the answer is kept per device in the default cache with its ETag, valid while
- the signage stamp is unchanged: it moves after the commit of any change to scenes, segments, streams, TVs, the
  catalogue (products, categories, menus and their entries; connected in apps.py) and signage commands; it sits
  in the cache alias "devices", shared by every web process (Redis with REDIS_URL, else files on this machine),
- the device's command stamp (devices.selectors.command_stamp) is unchanged (a command sent, aborted or expired),
- and the current minute has not passed (schedules and slots change at minute boundaries only) nor `until`.
So a poll whose If-None-Match names the ETag is a 304 from two cache reads, no database query; a change made
through the ORM reaches every player with its next poll, and one made around it (a raw UPDATE) within a minute.
"""

import datetime
import hashlib
import json
import secrets
import time

from django.core.cache import cache, caches
from django.core.serializers.json import DjangoJSONEncoder
from django.db import transaction
from django.db.models import Prefetch

from catalogue.selectors import active_menu, expanded_menu
from cms.models import Block
from devices.models import Command, CommandStatus
from devices.selectors import command_stamp

from . import schedule
from .models import Layout, Scene, SegmentScene, SignageDevice, StreamSlot
from .selectors import open_show_scene_commands

STAMP_KEY = "signage:stamp"
STAMP_SECONDS = 24 * 60 * 60
ENTRY_SECONDS = 60
# how often the player should ask (docs/devices.md): a product switched off is gone from the screen within this
POLL_SECONDS = 5


def _stamps():
    return caches["devices"]


def _new_stamp() -> str:
    return f"{time.time_ns():x}{secrets.token_hex(3)}"


def stamp() -> str:
    current = _stamps().get(STAMP_KEY)
    if current is None:
        _stamps().add(STAMP_KEY, _new_stamp(), STAMP_SECONDS)
        current = _stamps().get(STAMP_KEY) or _new_stamp()
    return current


def bump() -> None:
    _stamps().set(STAMP_KEY, _new_stamp(), STAMP_SECONDS)


def bump_on_commit() -> None:
    """Every player's cached answer is stale once the surrounding transaction commits (at once outside one)."""
    transaction.on_commit(bump)


# --- building the answer ------------------------------------------------------------------------------------------
def _ref(row) -> dict | None:
    return None if row is None else {"id": row.pk, "name": row.name}


def _image(product) -> dict | None:
    images = product.images or []
    first = images[0] if images and isinstance(images[0], dict) else None
    if not first or not {"id", "version", "extension"} <= first.keys():
        return None
    reference = {key: first[key] for key in ("id", "version", "extension")}
    return {**reference, "url": f"/image/product/{first['id']}-{first['version']}.{first['extension']}"}


class _Boards:
    """Menu boards of one answer: each menu expanded once (three queries), whatever the number of scenes."""

    def __init__(self, branch, now: datetime.datetime, menus: dict | None = None):
        self.branch = branch
        self.now = now
        # menu id -> expanded menu, shared by the boards of one answer (now and next)
        self.menus: dict = {} if menus is None else menus
        self._active = None
        self._active_read = False

    def _menu(self, scene: Scene):
        if scene.menu_id is None:
            if not self._active_read:
                self._active = active_menu(self.branch, self.now)
                self._active_read = True
            menu = self._active
        else:
            menu = scene.menu
        if menu is None:
            return None
        if menu.pk not in self.menus:
            self.menus[menu.pk] = expanded_menu(menu)
        return self.menus[menu.pk]

    def board(self, scene: Scene) -> dict:
        menu = self._menu(scene)
        wanted = {category.pk for category in scene.categories.all()}
        categories = []
        for entry in menu.entries.all() if menu is not None else []:
            category = entry.category
            if wanted and category.pk not in wanted:
                continue
            available = category.is_available_at(self.now)
            if not available and not category.is_visible_when_unavailable:
                continue
            products = [
                {
                    "id": product.pk,
                    "name": product.name,
                    "description": product.description,
                    "allergens": product.allergens,
                    "price": None if product.is_price_hidden else str(product.price),
                    "calculation_model": product.calculation_model,
                    "unit": product.unit,
                    "image": _image(product),
                    "available": available,
                }
                for product in (item.product for item in entry.items.all())
                if product.is_available_at(self.now)
            ]
            if products:
                categories.append(
                    {"id": category.pk, "name": category.name, "available": available, "products": products}
                )
        return {"title": scene.title or scene.name, "menu": _ref(menu), "categories": categories}


def _embedded_block_ids(value, found: set[int]) -> set[int]:
    if isinstance(value, dict):
        if value.get("type") == "block" and isinstance(value.get("block"), int):
            found.add(value["block"])
        for child in value.values():
            _embedded_block_ids(child, found)
    elif isinstance(value, list):
        for child in value:
            _embedded_block_ids(child, found)
    return found


def _with_blocks(value, contents: dict[int, dict]):
    """The content with each embedded reusable block's own content beside its reference."""
    if isinstance(value, dict):
        result = {key: _with_blocks(child, contents) for key, child in value.items()}
        if value.get("type") == "block" and isinstance(value.get("block"), int):
            result["content"] = contents.get(value["block"], {"body": []})
        return result
    if isinstance(value, list):
        return [_with_blocks(child, contents) for child in value]
    return value


def _scene(scene: Scene, boards: _Boards, duration: int | None, transition: str) -> dict:
    is_board = scene.layout == Layout.MENU_BOARD
    return {
        "id": scene.pk,
        "path": scene.path,
        "name": scene.name,
        "layout": scene.layout,
        "duration_seconds": duration,
        "transition": transition,
        "content": None if is_board else scene.content,
        "menu_board": boards.board(scene) if is_board else None,
    }


def _fits(scene: Scene, branch_id: int) -> bool:
    return scene.branch_id is None or scene.branch_id == branch_id


def _open_override(device_id: int, now: datetime.datetime) -> Command | None:
    """The newest show-scene still open: delivered, or pending and not past its expiry."""
    command = open_show_scene_commands(device_id).first()
    if command is None or (command.status == CommandStatus.PENDING and command.expires_at <= now):
        return None
    return command


def _iso(moment: datetime.datetime | None) -> str | None:
    return None if moment is None else moment.astimezone(datetime.UTC).isoformat().replace("+00:00", "Z")


def build(tv: SignageDevice, now: datetime.datetime) -> tuple[dict, datetime.datetime | None]:
    """(the answer, `until`) for the TV at `now`. A bounded number of queries: the stream's slots with their
    segments' scenes (three), the override (one or two), each menu expanded once (three), the active menu, the
    embedded reusable blocks."""
    device = tv.device
    branch_id = device.branch_id
    entries = Prefetch(
        "segment__entries",
        queryset=SegmentScene.objects.select_related("scene", "scene__menu")
        .prefetch_related("scene__categories")
        .order_by("position", "id"),
    )
    slots = []
    if tv.stream_id is not None:
        slots = list(
            StreamSlot.objects.filter(stream_id=tv.stream_id)
            .select_related("segment")
            .prefetch_related(entries)
            .order_by("position", "id")
        )
    plan = [schedule.slot(row.weekdays, row.starts, row.ends) for row in slots]
    boards = _Boards(device.branch, now)

    def segment_at(index, boards):
        if index is None:
            return None, []
        segment = slots[index].segment
        scenes = [
            _scene(entry.scene, boards, entry.duration_seconds, entry.transition)
            for entry in segment.entries.all()
            if _fits(entry.scene, branch_id)
        ]
        return _ref(segment), scenes

    current = schedule.playing(plan, now)
    until = schedule.until(plan, now)
    segment, scenes = segment_at(current, boards)
    upcoming = None
    if until is not None:
        # the boards of what follows as the catalogue will show them then (a breakfast category closed at 11:00)
        next_segment, next_scenes = segment_at(
            schedule.playing(plan, until), _Boards(device.branch, until, boards.menus)
        )
        upcoming = {"segment": next_segment, "scenes": next_scenes, "until": _iso(schedule.until(plan, until))}

    override = None
    command = _open_override(device.pk, now)
    if command is not None:
        scene_id = (command.payload or {}).get("sceneId")
        scene = (
            Scene.objects.select_related("menu").prefetch_related("categories").filter(pk=scene_id).first()
            if isinstance(scene_id, int)
            else None
        )
        if scene is not None and _fits(scene, branch_id):
            override = {
                "command": command.pk,
                "since": _iso(command.created_at),
                "scene": _scene(scene, boards, None, "none"),
            }

    answer = {
        "device": {
            "id": tv.pk,
            "device": device.pk,
            "name": device.name,
            "identifier": device.identifier,
            "orientation": tv.orientation,
            "resolution": tv.resolution,
            "branch": {"id": branch_id, "name": device.branch.name, "identifier": device.branch.identifier},
        },
        "stream": {"id": tv.stream.pk, "name": tv.stream.name} if tv.stream_id else None,
        "segment": segment,
        "scenes": scenes,
        "until": _iso(until),
        "next": upcoming,
        "override": override,
    }
    ids = _embedded_block_ids([answer["scenes"], upcoming, override], set())
    if ids:
        contents = dict(Block.objects.filter(pk__in=ids).values_list("id", "content"))
        answer = _with_blocks(answer, contents)
    return answer, until


def etag_of(answer: dict) -> str:
    body = json.dumps(answer, sort_keys=True, cls=DjangoJSONEncoder, separators=(",", ":"))
    return '"' + hashlib.sha256(body.encode()).hexdigest()[:32] + '"'


# --- the poll -----------------------------------------------------------------------------------------------------
def _entry_key(device_id: int) -> str:
    return f"signage:player:{device_id}"


def cached(device_id: int, now: datetime.datetime) -> tuple[str, dict] | None:
    """(ETag, answer) kept for the device while still valid (module docstring), else None. No database read."""
    entry = cache.get(_entry_key(device_id))
    if entry is None:
        return None
    if entry["valid_until"] <= now.timestamp():
        return None
    if entry["stamp"] != stamp() or entry["commands"] != command_stamp(device_id):
        return None
    return entry["etag"], entry["answer"]


def fresh(tv: SignageDevice, now: datetime.datetime) -> tuple[str, dict]:
    """Build the answer and keep it (the stamps are read first: a change during the build makes it stale)."""
    stamps = (stamp(), command_stamp(tv.device_id))
    answer, until = build(tv, now)
    etag = etag_of(answer)
    next_minute = (now.replace(second=0, microsecond=0) + datetime.timedelta(minutes=1)).timestamp()
    valid_until = min(next_minute, until.timestamp()) if until is not None else next_minute
    entry = {"stamp": stamps[0], "commands": stamps[1], "etag": etag, "answer": answer, "valid_until": valid_until}
    cache.set(_entry_key(tv.device_id), entry, ENTRY_SECONDS)
    return etag, answer


def tv_of(device_id: int) -> SignageDevice | None:
    return (
        SignageDevice.objects.select_related("device", "device__branch", "stream").filter(device_id=device_id).first()
    )
